// StandBy (iPhone, iOS 17 and later, on its side while charging): WidgetKit lays out the
// `systemSmall` widget at its own size and shows it scaled up, two side by side, over
// black, without its container background (Apple: "uses your systemSmall widget and
// scales it to fit half of the screen"; its HIG: "smaller margins … in StandBy"). Apple
// gives no numbers; these are measured in public StandBy captures (STANDBY in
// docs/sources.md): the same widget drawn exactly twice as large in StandBy as in its
// edit mode, whose tile is visible, and the size of its fixed 12 pt text, both give 2.2 ×
// the small widget.

import WidgetCore

/// What StandBy does to a widget.
public enum StandBy {
    /// How much larger than its `systemSmall` layout StandBy shows a widget: 361 pt on a
    /// 402-pt iPhone, whose small widget is 164.33 pt (measured on iOS 26; a 393-pt iPhone
    /// on iOS 17 agrees within its error).
    public static let magnification = 2.2
    /// The content margins in StandBy, in points of the widget's own layout: the text of a
    /// widget with default margins sits 7.5 pt from its edge, Apple's Weather 8.2 pt from
    /// its side (one capture each).
    public static let contentMargin = 8.0
    /// The gap between StandBy's two widgets, in points of the screen (measured: 26 ± 2).
    public static let gap = 26.0
    /// The red StandBy draws widgets in at night (by luminance, as the vibrant mode
    /// draws): the team's estimate, as no public capture of the night look was found.
    public static let nightRed = Color(r: 255, g: 36, b: 20)
    /// Where the numbers come from, as `render devices` names it.
    public static let source = "measured, STANDBY"
}

extension Device {
    /// The size a small widget is shown at in StandBy, in points (on whole device pixels),
    /// or nil where there is no StandBy (iPad, iOS 16): 2.2 times its own, but no more
    /// than half the landscape screen less half the gap between the two (Apple: "scales it
    /// to fit half of the screen"), which bounds it on the 375 × 667-pt iPhones.
    public func standBySize(os: OSVersion) -> Size? {
        standBySide(os: os).map { Size(width: $0.side, height: $0.side) }
    }

    /// StandBy's side in points, and whether half the screen bounds it.
    func standBySide(os: OSVersion) -> (side: Double, bounded: Bool)? {
        guard idiom == .phone, os >= .iOS17, let small = widgetSize(.systemSmall, os: os) else { return nil }
        let s = Double(scale)
        let half = ((screen.height - StandBy.gap) / 2 * s).rounded(.down) / s
        let magnified = (small.width * StandBy.magnification * s).rounded() / s
        return magnified > half ? (half, true) : (magnified, false)
    }

    /// The content margins of a Home Screen widget shown in `place`: StandBy's, or the
    /// device's (`contentMargin(os:)`).
    public func contentMargin(os: OSVersion, place: WidgetPlace) -> Double {
        place.isStandBy ? StandBy.contentMargin : contentMargin(os: os)
    }

    /// How much larger than its layout `place` shows a widget: StandBy's magnification, or
    /// 1 on the family's own tile.
    public func standByMagnification(place: WidgetPlace, os: OSVersion) -> Double {
        guard place.isStandBy, let shown = standBySide(os: os), let small = widgetSize(.systemSmall, os: os) else {
            return 1
        }
        // 2.2 exactly unless half the screen bounds it.
        return shown.bounded ? shown.side / small.width : StandBy.magnification
    }
}
