// Finding a device by name: exact names from the table, case-insensitive, ignoring spaces
// and punctuation, plus short aliases (`16pm`, `15promax`, `se3`, `ipadmini`). An unknown
// name is an error listing the closest names.

import WidgetCore

/// Errors from looking up devices.
public enum DeviceError: Error, Equatable, CustomStringConvertible {
    case unknownDevice(String, closest: [String])
    case noSize(device: String, family: WidgetFamily, os: OSVersion, known: [WidgetFamily])

    public var description: String {
        switch self {
        case .unknownDevice(let name, let closest):
            "unknown device '\(name)'"
                + (closest.isEmpty ? "" : "; closest: \(closest.map { "'\($0)'" }.joined(separator: ", "))")
                + " (`render devices` lists them all)"
        case .noSize(let device, let family, _, let known)
        where DeviceCatalog.otherPlatforms.contains(where: { $0.name == device }):
            // A watch's or a Mac's sizes do not depend on an iOS version.
            known.isEmpty
                ? "\(device) has no published widget sizes"
                : "\(device) has no known \(family.rawValue) size; known families: "
                    + known.map(\.rawValue).joined(separator: ", ")
        case .noSize(let device, let family, let os, let known):
            if known.isEmpty {
                "\(device) has no known widget sizes on iOS \(os.rawValue)"
                    + (os < .iOS26 ? "; try --os 26" : "; try --os 18")
            } else {
                "\(device) has no known \(family.rawValue) size on iOS \(os.rawValue); known families: "
                    + known.map(\.rawValue).joined(separator: ", ")
                    + (family == .accessoryCorner ? " (accessoryCorner is an Apple Watch family: --device watch)" : "")
            }
        }
    }
}

/// The device table and lookups into it.
public enum DeviceCatalog {
    /// The device used when none is named: the iPhone 17 (402×874 pt @3x), on iOS 26.
    public static let defaultDeviceName = "iPhone 17"

    public static var defaultDevice: Device {
        guard let device = devices.first(where: { $0.name == defaultDeviceName }) else {
            preconditionFailure("the device table lists the default device, \(defaultDeviceName)")
        }
        return device
    }

    /// How many catalog devices share each file-name base (`Device.fileNameBase`), counted
    /// once: a device whose base is shared adds its detail to its file-name fragment.
    static let fileNameBaseCounts: [String: Int] = Dictionary(
        (devices + otherPlatforms).map { ($0.fileNameBase, 1) }, uniquingKeysWith: +)

    /// Each device with the names it answers to, normalized: its own and its aliases.
    /// Worked out once; a render looks a device up more than once.
    static let names: [(device: Device, keys: [String])] = (devices + otherPlatforms).map {
        ($0, [normalize($0.name)] + aliases(of: $0))
    }

    /// The device named `name` (see the file's note), or an error listing the closest.
    public static func device(named name: String) throws(DeviceError) -> Device {
        let key = normalize(name)
        if let d = names.first(where: { $0.keys.contains(key) }) { return d.device }
        // No device name is this long: do not spend time comparing (or repeating) it.
        guard name.utf8.count <= 64 else {
            throw DeviceError.unknownDevice(String(name.prefix(40)) + "…", closest: [])
        }
        var ranked: [(name: String, distance: Int)] = []
        for (d, keys) in names {
            ranked.append((d.name, keys.map { $0.editDistance(to: key) }.min() ?? Int.max))
        }
        ranked.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        throw DeviceError.unknownDevice(name, closest: ranked.prefix(3).map { $0.name })
    }

    /// For a name that stands for one of several devices (`iPhone SE`: three generations;
    /// `iPad Pro`: two sizes), which device it picks and how to name the others; nil for
    /// any other name.
    public static func choiceNote(for name: String) -> String? {
        switch normalize(name) {
        case "se", "iphonese":
            "\"\(name)\" is the iPhone SE (2nd and 3rd generation, 4.7-inch); name se1 for the 1st generation (4-inch)"
        case "ipadpro":
            "\"\(name)\" is the iPad Pro 13-inch; name ipadpro11 for the 11-inch"
        default: nil
        }
    }

    /// Lowercased letters and digits only.
    static func normalize(_ s: String) -> String { Device.alphanumerics(s.lowercased()) }

    /// `name` with each "promax" as "pm" (with the standard library alone: see
    /// `trimmingSpaces`).
    static func shortened(_ name: String) -> String {
        var result = ""
        var i = name.startIndex
        while i < name.endIndex {
            if name[i...].hasPrefix("promax") {
                result += "pm"
                i = name.index(i, offsetBy: 6)
            } else {
                result.append(name[i])
                i = name.index(after: i)
            }
        }
        return result
    }

    /// Short names for a device, normalized: for iPhones the name without "iPhone" and with
    /// Pro Max → pm, Pro → p, Plus → plus (`16pm`, `16p`, `16plus`, `16`, `16promax`).
    public static func aliases(of device: Device) -> [String] {
        let n = normalize(device.name)
        var result: [String] = []
        if device.name.hasPrefix("iPhone SE (2nd and 3rd") { result += ["se", "se2", "se3", "iphonese"] }
        if device.name.hasPrefix("iPhone SE (1st") { result += ["se1"] }
        if device.name.hasPrefix("iPad mini 8.3") { result += ["ipadmini", "mini", "ipadmini6", "ipadmini7"] }
        if device.name.hasPrefix("iPad Pro 13-inch") { result += ["ipadpro13", "ipadpro"] }
        if device.name.hasPrefix("iPad Pro 11-inch (1st") { result += ["ipadpro11"] }
        if device.idiom == .watch, let last = device.name.split(separator: " ").last, last.hasSuffix("mm") {
            // `watch45`, `45mm`, `ultra` for the 49 mm Ultra, `s10-46` for the Series 10.
            let mm = String(last.dropLast(2))
            // By prefix, as above: `contains` on a String is Foundation's, through NSString,
            // 0.2 ms the first time in a one-shot render (docs/speed.md).
            result +=
                device.name.hasPrefix("Apple Watch Series 10")
                ? ["s10\(mm)", "series10\(mm)"] : ["watch\(mm)", "\(mm)mm"]
            if device.name.hasPrefix("Apple Watch Ultra") { result.append("ultra") }
        }
        if device.idiom == .phone && n.hasPrefix("iphone") && !n.hasPrefix("iphonese") {
            let bare = String(n.dropFirst(6))
            result.append(bare)
            result.append(shortened(bare))
            if bare.hasSuffix("pro") { result.append(String(bare.dropLast(3)) + "p") }
        }
        return result
    }
}
