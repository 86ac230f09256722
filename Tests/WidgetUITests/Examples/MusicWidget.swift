// Re-creates Examples/music.json as a SwiftUI-style widget: the track now playing, its
// artwork (drawn, not an image) and its progress.

import WidgetUI

struct MusicEntry: TimelineEntry {
    let date: Date
    let title: String
    let artist: String
    let album: String
    let year: Int
    /// Seconds played and the track's length.
    let elapsed: Int
    let duration: Int

    var progress: Double { Double(elapsed) / Double(duration) }

    static let sample = MusicEntry(
        date: Date(timeIntervalSince1970: 1_795_295_700),  // 2026-11-21 21:15 UTC
        title: "Midnight Drive", artist: "The Neon Coast", album: "Afterglow", year: 2025,
        elapsed: 84, duration: 209)
}

private enum Palette {
    static let accent = Color(red: 0xFF / 255, green: 0x4F / 255, blue: 0x7B / 255)
    static let artwork = [
        Color(red: 0xFF / 255, green: 0x6A / 255, blue: 0x88 / 255),
        Color(red: 0xFF / 255, green: 0x9A / 255, blue: 0x5A / 255),
        Color(red: 0xFF / 255, green: 0xD3 / 255, blue: 0x6E / 255),
    ]
    static let lightBackground = [
        Color(red: 0xF7 / 255, green: 0xE8 / 255, blue: 0xF0 / 255),
        Color(red: 0xE6 / 255, green: 0xDC / 255, blue: 0xEB / 255),
    ]
    static let darkBackground = [
        Color(red: 0x3A / 255, green: 0x1C / 255, blue: 0x32 / 255),
        Color(red: 0x14 / 255, green: 0x10 / 255, blue: 0x18 / 255),
    ]
}

/// `m:ss`.
private func playbackTime(_ seconds: Int) -> String {
    let s = seconds % 60
    return "\(seconds / 60):\(s < 10 ? "0" : "")\(s)"
}

/// The album artwork: a gradient tile with a soft highlight.
struct ArtworkView: View {
    let size: CGFloat
    let cornerRadius: CGFloat
    let highlight: CGSize

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            .fill(LinearGradient(colors: Palette.artwork, startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: size, height: size)
            .overlay {
                Ellipse()
                    .fill(.white.opacity(0.22))
                    .frame(width: highlight.width, height: highlight.height)
            }
    }
}

/// Three bars of a playing indicator.
struct EqualizerView: View {
    let heights: [CGFloat] = [8, 14, 10]

    var body: some View {
        HStack(alignment: .bottom, spacing: 2) {
            ForEach(heights, id: \.self) { height in
                Capsule()
                    .fill(Palette.accent)
                    .frame(width: 3, height: height)
            }
        }
    }
}

/// The playback position: a progress bar, with the times below.
struct PlaybackProgress: View {
    let entry: MusicEntry
    let fontSize: CGFloat

    var body: some View {
        ProgressView(value: Double(entry.elapsed), total: Double(entry.duration))
            .tint(.white)
        HStack(spacing: 0) {
            Text(playbackTime(entry.elapsed))
                .font(.system(size: fontSize, weight: .semibold))
                .foregroundStyle(.secondary)
            Spacer()
            Text("−" + playbackTime(entry.duration - entry.elapsed))
                .font(.system(size: fontSize, weight: .semibold))
                .foregroundStyle(.secondary)
        }
    }
}

struct MusicWidgetView: View {
    let entry: MusicEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        content
            .containerBackground(
                LinearGradient(
                    colors: colorScheme == .dark ? Palette.darkBackground : Palette.lightBackground,
                    startPoint: .top, endPoint: .bottom),
                for: .widget)
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .systemSmall: small
        default: medium
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(alignment: .top, spacing: 0) {
                ArtworkView(size: 54, cornerRadius: 10, highlight: CGSize(width: 38, height: 22))
                Spacer()
                EqualizerView()
            }
            Spacer()
            Text(entry.title)
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(.primary)
                .lineLimit(1)
            Text(entry.artist)
                .font(.system(size: 12))
                .foregroundStyle(.secondary)
                .lineLimit(1)
            VStack(spacing: 4) {
                PlaybackProgress(entry: entry, fontSize: 10)
            }
            .padding(.top, 8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var medium: some View {
        HStack(spacing: 14) {
            ArtworkView(size: 126, cornerRadius: 14, highlight: CGSize(width: 88, height: 50))
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .bottom, spacing: 0) {
                    Text("NOW PLAYING")
                        .font(.system(size: 11, weight: .semibold))
                        .foregroundStyle(Palette.accent)
                    Spacer()
                    EqualizerView()
                }
                Text(entry.title)
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundStyle(.primary)
                    .lineLimit(1)
                    .padding(.top, 6)
                Text(entry.artist)
                    .font(.system(size: 14))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                // `String(year)`: an Int interpolated into a Text is grouped ("2,019"), as on iOS.
                Text("\(entry.album) · \(String(entry.year))")
                    .font(.system(size: 12))
                    .foregroundStyle(.tertiary)
                    .lineLimit(1)
                Spacer()
                PlaybackProgress(entry: entry, fontSize: 11)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }
}
