// The devices beyond iPhone and iPad that show the same widget extension's views: Apple
// Watch (its accessory widgets on the face and in the Smart Stack) and the Mac (desktop and
// Notification Center). They are named with `--device` (`watch`, `mac`, a case size, a
// name) and listed by `render devices`, but are not part of `all`: a matrix of every
// device stays the iPhone's and iPad's. Sizes and sources: WATCH and MAC in
// docs/sources.md.

import WidgetCore

extension DeviceCatalog {
    /// Apple Watch case sizes and the Mac, in the order `render devices` lists them.
    public static let otherPlatforms: [Device] = watches + macs

    /// The watches. Screens: Apple's HIG *Layout* table (pixels at @2x). Accessory sizes
    /// (WATCH): the Smart Stack's widget size, the HIG *Widgets* page's watchOS table
    /// (corrected by Apple on 2025-01-17), for `accessoryRectangular`; the *Complications*
    /// page's circular and corner image sizes for `accessoryCircular` and `accessoryCorner`.
    /// Apple gives no `accessoryInline` size and none of these for the 42 and 46 mm Series
    /// 10 cases: those are refused as unknown rather than guessed.
    static let watches: [Device] = [
        watch("Apple Watch 40mm", screen: (162, 197), rectangular: (152, 69.5), circular: 42, corner: 32),
        watch("Apple Watch 41mm", screen: (176, 215), rectangular: (165, 72.5), circular: 44.5, corner: 34),
        watch("Apple Watch 44mm", screen: (184, 224), rectangular: (173, 76.5), circular: 47, corner: 36),
        watch("Apple Watch 45mm", screen: (198, 242), rectangular: (184, 80.5), circular: 50, corner: 38),
        watch("Apple Watch Ultra 49mm", screen: (205, 251), rectangular: (191, 81.5), circular: 50, corner: 38),
        watch("Apple Watch Series 10 42mm", screen: (187, 223), rectangular: nil, circular: nil, corner: nil),
        watch("Apple Watch Series 10 46mm", screen: (208, 248), rectangular: nil, circular: nil, corner: nil),
    ]

    static func watch(
        _ name: String, screen: (Double, Double), rectangular: (Double, Double)?, circular: Double?, corner: Double?
    ) -> Device {
        var sizes: [WidgetFamily: Size] = [:]
        if let (w, h) = rectangular { sizes[.accessoryRectangular] = Size(width: w, height: h) }
        if let circular { sizes[.accessoryCircular] = Size(width: circular, height: circular) }
        if let corner { sizes[.accessoryCorner] = Size(width: corner, height: corner) }
        return Device(
            name: name, idiom: .watch, screen: Size(width: screen.0, height: screen.1), scale: 2, documented: sizes,
            measuredIOS26: [:], homeScreen: [:], lockScreen: [:], source: sizes.isEmpty ? "HIG-L" : "HIG-L, WATCH",
            notes: sizes.isEmpty
                ? "Apple publishes no widget sizes for this case yet." : "accessoryInline: no published size.")
    }

    /// The Mac (MAC in docs/sources.md).
    static let macs: [Device] = [
        Device(
            name: "Mac", idiom: .mac, screen: Size(width: 1512, height: 982), scale: 2,
            documented: [
                .systemSmall: MacWidgets.small, .systemMedium: MacWidgets.medium, .systemLarge: MacWidgets.large,
            ],
            measuredIOS26: [:], homeScreen: [:], lockScreen: [:], source: MacWidgets.source,
            notes: MacWidgets.notes)
    ]
}

/// The Mac's desktop widget sizes, the same on every Mac (points; drawn at 2 pixels a
/// point). Apple publishes no table; measured in public 2x captures of desktop widgets
/// (MAC in docs/sources.md): small 164 in two, medium 344 × 164 in three, large 344 × 344
/// (square, unlike the iPhone's) in two. The corner (about 27.5 pt, continuous) and the
/// sideways content margin (about 18 pt) match the iPhone's iOS 26 rules at this size.
public enum MacWidgets {
    public static let small = Size(width: 164, height: 164)
    public static let medium = Size(width: 344, height: 164)
    public static let large = Size(width: 344, height: 344)
    public static let source = "MAC"
    public static let notes =
        "systemExtraLarge and Notification Center not measured (no capture found); the desktop's receded look is --rendering-mode vibrant."
}
