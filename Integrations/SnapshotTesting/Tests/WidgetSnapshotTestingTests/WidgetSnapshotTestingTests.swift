// The swift-snapshot-testing strategies: references recorded beside this file
// (__Snapshots__), compared by pixels, with a clear failure for a view that cannot be drawn.

import Foundation
import SnapshotTesting
import Testing
import WidgetSnapshotTesting
import WidgetUI

/// A small widget view, in the shape of a step counter.
struct StepsView: View {
    var steps = 8_412
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("\(steps)")
                .font(.system(size: 34, weight: .semibold, design: .rounded))
            ProgressView(value: Double(steps), total: 10_000)
                .tint(.green)
        }
        .containerBackground(.background, for: .widget)
    }
}

@Suite struct WidgetSnapshotTestingTests {
    @Test func medium() {
        assertSnapshot(of: StepsView(), as: .widget(family: .systemMedium))
    }

    @Test func severalFamilies() {
        assertSnapshots(of: StepsView(), as: .widgetFamilies([.systemSmall, .accessoryRectangular]))
    }

    /// The strategy compares pixels: the same picture passes, another one fails with what
    /// differs and a diff image.
    @Test func comparesPixels() throws {
        let strategy = Snapshotting<StepsView, Data>.widget(family: .systemSmall)
        let reference = try snapshot(StepsView(), strategy)
        #expect(strategy.diffing.diffV2(reference, try snapshot(StepsView(), strategy)) == nil)
        let other = try snapshot(StepsView(steps: 2_001), strategy)
        let failure = try #require(strategy.diffing.diffV2(reference, other))
        #expect(failure.0.hasPrefix("widget snapshot differs: ") && failure.0.contains("pixels differ"), "\(failure.0)")
        #expect(failure.1.count == 1)
    }

    /// A view that cannot be drawn fails with the reason, and never matches a reference.
    @Test func renderFailureIsAFailure() throws {
        let good = try snapshot(StepsView(), .widget(family: .systemSmall))
        let strategy = Snapshotting<StepsView, Data>.widget(family: .systemSmall, device: "Nokia 3310")
        let failed = try snapshot(StepsView(), strategy)
        let message = try #require(strategy.diffing.diffV2(good, failed)).0
        #expect(message.hasPrefix("widget render failed: ") && message.contains("Nokia 3310"), "\(message)")
        // Recorded, the failure's text is no picture: a later successful render does not match it.
        let later = try #require(strategy.diffing.diffV2(failed, good)).0
        #expect(later.contains("cannot be read"), "\(later)")
    }

    /// The strategy's snapshot of `value`.
    func snapshot<V>(_ value: V, _ strategy: Snapshotting<V, Data>) throws -> Data {
        var result: Data?
        strategy.snapshot(value).run { result = $0 }
        return try #require(result)
    }
}
