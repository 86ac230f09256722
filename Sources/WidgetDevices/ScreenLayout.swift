// Where a widget sits on an iPhone's screens, for pictures of the widget in place
// (`render sheet --in-place`): the Home Screen's grid, its dock, the Lock Screen's clock
// and accessory row. Measured in public iPhone screenshots (INPLACE in docs/sources.md and
// docs/measurements.md), which show that the Home Screen grid follows from the widget sizes
// alone: widgets and app icons share one grid, a small widget two icon rows high, a large
// one four, so the icon row pitch is (large − small) / 2 and an icon is small − pitch (60,
// 64 and 68 pt measured, each as the sizes give it). What the sizes cannot give (the first
// row's top, the dock, the labels, the Lock Screen) is measured, or the team's estimate
// where no capture was found, each said where it is declared.

import WidgetCore

/// The iPhone Home Screen's grid on one device and OS, in points of the portrait screen.
public struct HomeScreenGrid: Sendable, Hashable {
    /// The small and medium widgets' sizes.
    public var small: Size
    public var medium: Size
    /// The left edge of the grid: (screen width − medium width) / 2 (measured within
    /// 0.33 pt in five captures).
    public var inset: Double
    /// The top of the first row.
    public var top: Double
    /// From one row of app icons to the next: (large height − small height) / 2.
    public var iconPitch: Double
    /// The dock's frame.
    public var dock: Rect

    /// An app icon's side: a small widget is two icon rows high.
    public var iconSize: Double { small.height - iconPitch }
    /// The left edges of the four icon columns: each icon 4 pt inside the widget that
    /// spans its column (measured in three captures).
    public var iconColumns: [Double] {
        (0..<4).map { inset + Self.iconIndent + Double($0) * (medium.width - 2 * Self.iconIndent - iconSize) / 3 }
    }

    /// How far an icon column is inside the widget edge above it.
    public static let iconIndent = 4.0
    /// The name label under a widget or icon: 12 pt, white, centred, its baseline 16.33 pt
    /// below the widget's or icon's bottom edge (measured in seven captures, iOS 17 to 26).
    public static let labelSize = 12.0
    public static let labelBaseline = 16.33
    /// The Search button above the dock: 78 pt wide, 28 pt high on iOS 26 (30 before),
    /// 20 pt above the dock (18–22 measured; 30 on one 440-pt capture).
    public static let searchWidth = 78.0
    public static let searchAboveDock = 20.0
    /// The Search button's height on `os`.
    public static func searchHeight(os: OSVersion) -> Double { os >= .iOS26 ? 28 : 30 }
    /// The dock's corner radius as a fraction of its height (about 41 pt on a 103-pt dock,
    /// one capture).
    public static let dockRadius = 0.4

    /// Rows of the grid a widget of `height` takes: a small one 2, a large one 4.
    public func rows(_ height: Double) -> Int { Int(((height - iconSize) / iconPitch).rounded()) + 1 }
}

/// The iPhone Lock Screen's layout, in points of the portrait screen. Measured on 393 ×
/// 852-pt iPhones (two captures, iOS 16 and 17/18) and scaled by the screen's height on
/// others (the team's choice: no other size was measured).
public enum LockScreenLayout {
    /// The height the measured values are for.
    public static let measuredHeight = 852.0
    /// The date line: about 22 pt, semibold, its baseline 100 pt from the top; an inline
    /// widget follows the date in it, the whole line centred.
    public static let dateSize = 22.0
    public static let dateBaseline = 100.0
    /// The clock: its digits 77.5 pt high (about a 110 pt SF font), their tops 20.5 pt below
    /// the date's baseline.
    public static let clockDigitHeight = 77.5
    public static let clockGap = 20.5
    /// The accessory widgets' row: its top 29 pt below the clock's baseline; four
    /// circular slots (a rectangular widget takes two) from 36 pt in on each side.
    public static let accessoryBelowClock = 29.0
    public static let accessoryInset = 36.0
    /// The flashlight and camera buttons: their side, and their distance from the screen's
    /// sides and bottom (the team's estimate).
    public static let buttonSize = 50.0
    public static let buttonInset = 46.0
    public static let buttonBottom = 66.0
}

extension Device {
    /// The Home Screen grid on `os`, or nil where it is not drawn (iPad, or a device
    /// without a small, medium and large size).
    public func homeScreenGrid(os: OSVersion) -> HomeScreenGrid? {
        guard idiom == .phone, let small = widgetSize(.systemSmall, os: os),
            let medium = widgetSize(.systemMedium, os: os), let large = widgetSize(.systemLarge, os: os)
        else { return nil }
        let s = Double(scale)
        func snapped(_ v: Double) -> Double { (v * s).rounded() / s }
        let pitch = snapped((large.height - small.height) / 2)
        let icon = small.height - pitch
        let dock = homeScreenDock(os: os, iconSize: icon)
        return HomeScreenGrid(
            small: small, medium: medium, inset: snapped((screen.width - medium.width) / 2), top: homeScreenTop,
            iconPitch: pitch, dock: dock)
    }

    /// The top of the Home Screen's first row: 90 pt on Dynamic Island iPhones up to 402
    /// pt wide and 94 on wider ones (four captures, iOS 17 to 26; one iOS 26 device
    /// capture showed 80.33), 67 on notched ones (one capture), and 40 under a Home
    /// button's 20-pt status bar (the team's estimate).
    var homeScreenTop: Double {
        if dynamicIsland != nil { return screen.width > 402 ? 94 : 90 }
        return displayCornerRadius > 0 ? 67 : 40
    }

    /// The dock: the measured one of the nearest screen width on the same side of iOS 26
    /// (iOS 26: 390 → 96 pt high, 12 pt in; 393 → 109.33, 12; 402 → 103.33, 17; 440 →
    /// 117.33, 17. iOS 17–18: 393 → 98 high, 19 in at the sides and 12 at the bottom).
    func homeScreenDock(os: OSVersion, iconSize: Double) -> Rect {
        let measured: [(width: Double, height: Double, side: Double, bottom: Double)] =
            os >= .iOS26
            ? [(390, 96, 12, 12), (393, 109.33, 12, 12), (402, 103.33, 17, 17), (440, 117.33, 17, 17)]
            : [(393, 98, 19, 12)]
        let nearest = measured.min { abs($0.width - screen.width) < abs($1.width - screen.width) } ?? measured[0]
        // A Home-button iPhone's dock reaches its sides and bottom (the team's estimate).
        let side = displayCornerRadius > 0 ? nearest.side : 0
        let bottom = displayCornerRadius > 0 ? nearest.bottom : 0
        let height = displayCornerRadius > 0 ? nearest.height : iconSize + 28
        return Rect(
            x: side, y: screen.height - bottom - height, width: screen.width - 2 * side, height: height)
    }

    /// The corner radius of the screen drawn around pictures in place: the team's
    /// estimate, 0.135 × the screen's width on phones with rounded displays (about 54 pt
    /// on a 402-pt iPhone), square on the Home-button iPhones and the Mac, 0.2 × the width
    /// on a watch.
    public var displayCornerRadius: Double {
        switch idiom {
        case .watch: (screen.width * 0.2).rounded()
        case .mac: 0
        case .phone, .pad: screen.height / screen.width < 1.9 ? 0 : (screen.width * 0.135).rounded()
        }
    }
}
