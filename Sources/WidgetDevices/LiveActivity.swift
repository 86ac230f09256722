// Live Activities: where ActivityKit shows them and at what size (LIVE in
// docs/sources.md). Apple's HIG gives the Lock Screen presentation's and the Dynamic
// Island's sizes for two iPhone screens (393×852 and 430×932 pt) and the island's widths
// for every Dynamic Island iPhone; the rest follows from those rows: the Lock Screen
// presentation is the screen's width less 22 pt on both documented screens, and the
// compact presentation is the island's compact width with a 125.33-pt camera between its
// two sides (230 − 2 × 52.33 = 250 − 2 × 62.33).

import WidgetCore

/// The presentations of a Live Activity.
public enum ActivityPresentation: String, Sendable, CaseIterable, Hashable {
    /// The Lock Screen's banner (also StandBy's, scaled up, and the Notification Center's).
    case lockScreen
    /// The Dynamic Island with one activity: its leading and trailing sides, either side
    /// of the camera.
    case compact
    /// The Dynamic Island with several activities: this one's circle beside the island.
    case minimal
    /// The Dynamic Island when someone touches and holds it.
    case expanded

    /// Whether the Dynamic Island shows it.
    public var isDynamicIsland: Bool { self != .lockScreen }

    /// The name in file names: `activityLockScreen`, `islandCompact`, …
    public var fileName: String {
        self == .lockScreen ? "activityLockScreen" : "island" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Every value, for messages and help.
    public static var acceptedValues: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// The Dynamic Island of a device: the widths Apple's HIG gives it.
public struct DynamicIslandGeometry: Sendable, Hashable {
    /// The compact and minimal presentations' width (the island with one activity).
    public var compactWidth: Double
    /// The expanded presentation's width.
    public var expandedWidth: Double

    /// The compact, minimal and camera height (HIG: 36.67 pt).
    public static let height = 36.67
    /// The island's corner radius (HIG: 44 pt); the compact island is a capsule.
    public static let cornerRadius = 44.0
    /// The camera between the compact presentation's two sides.
    public static let cameraWidth = 125.33
    /// The expanded presentation's heights (HIG: 84 to 160 pt), as the Lock Screen's.
    public static let heights = 84.0...160.0

    /// The width of each side of the compact presentation.
    public var compactSide: Double { (compactWidth - Self.cameraWidth) / 2 }

    /// Where the sizes come from, as `render devices` names it.
    public static let source = "HIG-LA"

    /// The islands of the HIG's table, by device name.
    static let byDevice: [String: DynamicIslandGeometry] = {
        let large = DynamicIslandGeometry(compactWidth: 250, expandedWidth: 408)
        let regular = DynamicIslandGeometry(compactWidth: 230, expandedWidth: 371)
        var table: [String: DynamicIslandGeometry] = [:]
        for name in [
            "iPhone 17 Pro Max", "iPhone Air", "iPhone 16 Pro Max", "iPhone 16 Plus", "iPhone 15 Pro Max",
            "iPhone 15 Plus", "iPhone 14 Pro Max",
        ] { table[name] = large }
        for name in [
            "iPhone 17 Pro", "iPhone 17", "iPhone 16 Pro", "iPhone 16", "iPhone 15 Pro", "iPhone 15", "iPhone 14 Pro",
        ] {
            table[name] = regular
        }
        return table
    }()
}

/// What a Live Activity's Lock Screen presentation is drawn with.
public enum ActivityLockScreen {
    /// Its content margins (HIG: "The standard layout margin for Live Activities on the
    /// Lock Screen is 14 points").
    public static let margin = 14.0
    /// Its corner radius: the team's estimate (Apple gives none).
    public static let cornerRadius = 24.0
}

extension Device {
    /// The device's Dynamic Island, or nil when it has none.
    public var dynamicIsland: DynamicIslandGeometry? { DynamicIslandGeometry.byDevice[name] }

    /// The width of a Live Activity's Lock Screen presentation: on iPhone the screen less
    /// 22 pt (both rows of the HIG's table), on iPad 500 pt on the 13-inch screens and
    /// 425 pt on the others (the HIG's iPadOS table); nil on a Mac or a watch, whose
    /// presentations of an iPhone's activity are not drawn.
    public var activityLockScreenWidth: Double? {
        switch idiom {
        case .phone: screen.width - 22
        case .pad: max(screen.width, screen.height) >= 1366 ? 500 : 425
        case .mac, .watch: nil
        }
    }

    /// The presentations a Live Activity has on this device: the Dynamic Island's only
    /// where there is one, none on a Mac or a watch.
    public var activityPresentations: [ActivityPresentation] {
        guard activityLockScreenWidth != nil else { return [] }
        return dynamicIsland == nil ? [.lockScreen] : ActivityPresentation.allCases
    }
}
