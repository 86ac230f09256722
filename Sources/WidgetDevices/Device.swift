// One device of the table and the widget sizes it shows per OS version.

import WidgetCore

/// Phone, pad, Mac or watch.
public enum Idiom: String, Sendable {
    case phone, pad
    /// A Mac: desktop and Notification Center widgets (`DeviceCatalog.otherPlatforms`).
    case mac
    /// An Apple Watch: its accessory widgets on the face and in the Smart Stack.
    case watch

    /// Whether the device's sizes are its own table's, whatever iOS version is asked (a
    /// Mac's or a watch's widgets do not follow the iPhone's iOS versions).
    public var isOtherPlatform: Bool { self == .mac || self == .watch }
}

/// The iOS versions whose widget behaviour the renderer reproduces.
public enum OSVersion: Int, Sendable, CaseIterable, Comparable {
    /// No automatic content margins.
    case iOS16 = 16
    case iOS17 = 17
    /// Apple's documented (HIG) sizes: the default for iPhones without measured iOS 26 sizes.
    case iOS18 = 18
    /// The measured iOS 26+ sizes: the default for every other device (`Device.currentOS`).
    case iOS26 = 26
    /// iOS 26 sizes plus `systemExtraLargePortrait` on iPhone.
    case iOS27 = 27

    public static func < (a: OSVersion, b: OSVersion) -> Bool { a.rawValue < b.rawValue }

    public static var acceptedValues: String { allCases.map { String($0.rawValue) }.joined(separator: ", ") }
}

/// A device: its screen and the widget sizes of each family.
public struct Device: Sendable {
    public let name: String
    public let idiom: Idiom
    /// Portrait screen size in points.
    public let screen: Size
    public let scale: Int
    /// HIG-W sizes (docs/sources.md): iPhone for iOS 14–18 (accessory families from 16), iPad the canvas
    /// (the size the widget is laid out in).
    public let documented: [WidgetFamily: Size]
    /// iPhone sizes measured on iOS 26.5 and 27.0.
    public let measuredIOS26: [WidgetFamily: Size]
    /// iPad: the size the canvas is scaled to on the Home Screen.
    public let homeScreen: [WidgetFamily: Size]
    /// iPad Lock Screen sizes (measured, iPadOS 18+).
    public let lockScreen: [WidgetFamily: Size]
    public let source: String
    public let notes: String

    /// The size a widget of `family` is laid out at on this device and OS, snapped to whole
    /// device pixels (measured values are given to 1/100 pt), or nil when unknown.
    public func widgetSize(_ family: WidgetFamily, os: OSVersion) -> Size? {
        let size: Size?
        switch (idiom, os >= .iOS26) {
        case (.mac, _), (.watch, _):
            size = documented[family]
        case (.phone, true):
            size = family == .systemExtraLargePortrait && os < .iOS27 ? nil : measuredIOS26[family]
        case (.phone, false):
            // The Lock Screen's circular and rectangular widgets measure on iOS 16–18 as
            // on iOS 26, not as the HIG's table says (LOCKSIZE in docs/measurements.md).
            let measuredEarlier = family == .accessoryCircular || family == .accessoryRectangular
            size = documented[family].map { measuredEarlier ? measuredIOS26[family] ?? $0 : $0 }
        case (.pad, _):
            // iPad frames did not change in iOS 26 (FU); accessory
            // families come from the Lock Screen measurements.
            size = family.isAccessory ? lockScreen[family] : documented[family]
        }
        guard let size else { return nil }
        let s = Double(scale)
        return Size(width: (size.width * s).rounded() / s, height: (size.height * s).rounded() / s)
    }

    /// The OS a device is drawn on unless one is pinned: the newest whose sizes are known
    /// for it. iPhones with measured iOS 26 sizes and every iPad (whose frames did not
    /// change in iOS 26) get iOS 26; older iPhones, known only from the HIG's table, iOS 18.
    /// iOS 27 is measured on a beta and is never the default.
    public var currentOS: OSVersion {
        idiom != .phone || !measuredIOS26.isEmpty ? .iOS26 : .iOS18
    }

    /// Where the sizes of `os` come from, as `docs/sources.md` names its sources: the HIG's
    /// table (HIG-W) or a measurement (FU).
    public func sizeSource(os: OSVersion) -> String {
        switch (idiom, os >= .iOS26) {
        case (.mac, _), (.watch, _): source
        case (.phone, true): "measured, FU"
        case (.phone, false):
            (source.contains("spot check") ? "HIG-W, spot-checked FU" : "HIG-W")
                + (measuredIOS26[.accessoryCircular] == nil ? "" : "; Lock Screen measured, FU and LOCKSIZE")
        case (.pad, _): lockScreen.isEmpty ? "HIG-W" : "HIG-W, Lock Screen measured FU"
        }
    }

    /// The families with a known size on `os`, in WidgetKit's order.
    public func families(os: OSVersion) -> [WidgetFamily] {
        WidgetFamily.allCases.filter { widgetSize($0, os: os) != nil }
    }

    /// The corner radius of the widget's container, in points. Apple publishes none;
    /// measured from screenshots (SHOT in docs/sources.md): on iOS 14–18 the radius follows
    /// r ≈ 0.1167 × (small widget side) + 3.28 pt (within 0.05 pt of all four measured
    /// devices), on iOS 26 r ≈ 0.1708 × side (27.79 pt at 162.67 pt, one device). Devices
    /// not measured (375×667, 320×568, every iPad) use the same fit: an interpolation.
    public func containerCornerRadius(os: OSVersion) -> Double {
        let side = widgetSize(.systemSmall, os: os)?.width ?? 158
        // The Mac measures the same continuous corner (about 27.5 pt at 164 pt; MAC).
        if os >= .iOS26 && (idiom == .phone || idiom == .mac) { return side * (27.79 / 162.67) }
        return 0.1167 * side + 3.28
    }

    /// The content margins of a Home Screen widget, in points, on every edge. iOS 17–18
    /// and iPad: 16 (HIG-W: "16 points for most widgets"). An iPhone on iOS 26 or later:
    /// 0.11 × the small widget's side, rounded to the device's pixel grid (a fit of four
    /// public screenshots: 18 pt measured on the 393- and 402-pt iPhones, 19.33 pt on the
    /// 440-pt ones; the others, 17.67 pt on the 390-pt iPhones and 19.33 on the 428- and
    /// 430-pt ones, are computed, not measured: MARGIN in docs/measurements.md). The
    /// device's own scale sets the grid, so the layout does not change with `--scale`.
    public func contentMargin(os: OSVersion) -> Double {
        // The Mac's desktop measures the same (about 18 pt at 164 pt; MAC).
        guard os >= .iOS26 && (idiom == .phone || idiom == .mac), let side = widgetSize(.systemSmall, os: os)?.width
        else {
            return 16
        }
        let s = Double(max(1, scale))
        return (0.11 * side * s).rounded() / s
    }

    /// The name as a file-name fragment: its letters and digits without the parenthesized
    /// detail (`iPhone 15 Pro Max` → `iPhone15ProMax`); where two devices would share a
    /// fragment, the detail's first word tells them apart (`iPhoneSE2nd`, `iPhoneSE1st`).
    public var fileNameFragment: String {
        let base = fileNameBase
        guard (DeviceCatalog.fileNameBaseCounts[base] ?? 0) > 1,
            let detail = name.split(separator: "(", maxSplits: 1).dropFirst().first
        else { return base }
        return base + Self.alphanumerics(String(detail.split(separator: " ").first ?? ""))
    }

    /// The letters and digits of the name before any "(…)".
    var fileNameBase: String {
        Self.alphanumerics(name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name)
    }

    /// The letters and digits of `s`. An ASCII name (every name in the table) is filtered
    /// byte by byte: building the lookup tables runs this for every device's names once a
    /// process, a one-shot render's too, where going through Characters was first-time
    /// work (docs/speed.md).
    static func alphanumerics(_ s: String) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(s.utf8.count)
        for byte in s.utf8 {
            guard byte < 0x80 else { return unicodeAlphanumerics(s) }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                kept.append(byte)
            default: break
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The letters and digits of `s`, which holds non-ASCII characters: ASCII ones tested
    /// without Unicode's tables, the rest by their alphabetic property.
    private static func unicodeAlphanumerics(_ s: String) -> String {
        String(
            s.unicodeScalars.filter {
                $0.isASCII
                    ? ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    : $0.properties.isAlphabetic
            }.map(Character.init))
    }
}
