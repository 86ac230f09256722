// Re-creates Examples/nexttrain.json as a SwiftUI-style widget that adapts to where it is
// shown, as WidgetKit's documentation asks: without its container background (StandBy)
// the departure time grows; in the accented mode (iOS 26's clear and tinted appearances)
// the line's coloured badge becomes an outline, and the operator's logo keeps its colours
// (`widgetAccentedRenderingMode(.fullColor)`).

import WidgetUI

struct NextTrainEntry: TimelineEntry {
    let date: Date
    let line: String
    let platform: String
    let time: String
    let destination: String
    let minutes: String

    static let sample = NextTrainEntry(
        date: Date(timeIntervalSince1970: 1_795_739_400),  // 2026-11-27 08:30 +08:00
        line: "S1", platform: "Platform 4", time: "08:42", destination: "上海虹桥", minutes: "in 12 min")
}

struct NextTrainWidgetView: View {
    let entry: NextTrainEntry
    let logo: URL
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetRenderingMode) var renderingMode

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 6) {
                Image(contentsOf: logo)
                    .resizable()
                    .widgetAccentedRenderingMode(.fullColor)
                    .frame(width: 20, height: 20)
                if renderingMode == .accented {
                    Text(entry.line)
                        .font(.caption.bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .overlay(Capsule().strokeBorder(.white, lineWidth: 1.5))
                        .widgetAccentable()
                } else {
                    Text(entry.line)
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Color(red: 0xE3 / 255, green: 0, blue: 0x1B / 255), in: Capsule())
                }
                Spacer()
                Text(entry.platform)
                    .font(.caption2)
                    .foregroundStyle(.white.opacity(0.7))
            }
            Spacer()
            Text("Next train")
                .font(.caption)
                .foregroundStyle(.white.opacity(0.7))
            Text(entry.time)
                .font(.system(size: !showsBackground && renderingMode != .accented ? 44 : 34, weight: .semibold))
                .foregroundStyle(.white)
                .monospacedDigit()
                .widgetAccentable()
            Text(entry.destination)
                .font(.subheadline.weight(.medium))
                .foregroundStyle(.white)
                .lineLimit(1)
            Text(entry.minutes)
                .font(.caption.bold())
                .foregroundStyle(Color(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(
            LinearGradient(
                colors: [
                    Color(red: 0x1D / 255, green: 0x2B / 255, blue: 0x53 / 255),
                    Color(red: 0x0B / 255, green: 0x12 / 255, blue: 0x24 / 255),
                ], startPoint: .top, endPoint: .bottom), for: .widget)
    }
}
