// The Today view of iOS 10 to 13 (a Today Extension, `NCWidgetProviding`): a widget of the
// screen's width less 8 pt a side, 110 pt high when compact, taller when expanded. Apple
// gives no numbers ("roughly two and a half table rows"); these are published Simulator
// logs of `widgetMaximumSize(for:)` (TODAY in docs/sources.md). The Today view is not a
// WidgetKit place: draw it as a canvas of its size (`render ENTRY --size 359x110`).

import WidgetCore

/// The Today view's sizes.
public enum TodayView {
    /// The compact height at the default text size (95 to 140 pt with other text sizes).
    public static let compactHeight = 110.0
    /// The widest expanded height measured per screen width; others are unknown.
    static let expandedHeights: [Double: Double] = [320: 528, 375: 616]
    /// Where the numbers come from, as `render devices` names it.
    public static let source = "TODAY"
}

extension Device {
    /// The Today view widget's width and heights on this iPhone, if it ran iOS 10 to 13
    /// (a 320-, 375- or 414-pt screen): measured on 320 and 375; on 414 the same 8 pt a
    /// side, inferred.
    public var todayView: (width: Double, compactHeight: Double, expandedHeight: Double?)? {
        guard idiom == .phone, [320, 375, 414].contains(screen.width) else { return nil }
        return (screen.width - 16, TodayView.compactHeight, TodayView.expandedHeights[screen.width])
    }
}
