// Where the system shows a widget, and the iOS 26 Home Screen appearances. A family's
// tile (the Home Screen, or the Lock Screen for accessory families) is the standard
// place; StandBy shows the small widget scaled up over black, its container background
// removed, and at night in a red monochrome. The clear and tinted appearances of iOS 26
// draw Home Screen widgets in the accented mode over the system's glass. Sources: PLACE
// in docs/sources.md.

/// Where a widget is shown.
public enum WidgetPlace: String, Sendable, CaseIterable, Hashable {
    /// The family's own tile: the Home Screen, or the Lock Screen for accessory families.
    case standard
    /// StandBy (iPhone, iOS 17 or later, on its side while charging): the `systemSmall`
    /// widget scaled up over black, its container background removed, in full color.
    case standBy
    /// StandBy in low light: the same, vibrant, in a red monochrome.
    case standByNight

    /// Whether this is one of StandBy's two looks.
    public var isStandBy: Bool { self != .standard }

    /// Every value, for messages and help.
    public static var acceptedValues: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// The Home Screen appearances of iOS 26 that draw widgets in the accented mode: both tint
/// every part white over the system's glass (clear) or a glass of the tint (tinted),
/// in the light or dark scheme.
public enum HomeScreenAppearance: String, Sendable, CaseIterable, Hashable {
    case clear
    case tinted

    /// Every value, for messages and help.
    public static var acceptedValues: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
