// Choosing several devices at once: `all`, `iphone`, `ipad`, and comma-separated names,
// and grouping devices that show a widget at the same sizes (`--unique-sizes`), since many
// share them: an entry laid out at the same points is the same layout, so one device of
// each group stands for the rest.

import Foundation
import WidgetCore

/// A group of devices showing every selected family at the same point sizes.
public struct DeviceSizeGroup: Sendable {
    /// The device rendered for the group: the first of the group in table order (the newest).
    public var representative: Device
    /// Every device of the group, the representative first.
    public var devices: [Device]

    public init(representative: Device, devices: [Device]) {
        self.representative = representative
        self.devices = devices
    }

    /// The other devices the representative stands for.
    public var standsFor: [Device] { Array(devices.dropFirst()) }
}

extension DeviceCatalog {
    /// Words that name a set of devices rather than one.
    public static let groupNames = ["all", "iphone", "ipad", "watch", "mac"]

    /// The devices a `--device` value names: `all`, `iphone`, `ipad` (every iPhone and iPad
    /// of the table, or of one idiom), `watch`, `mac` (those platforms' devices), or one or
    /// more names and aliases separated by commas (names that contain a comma, such as
    /// "iPhone SE (1st generation, 4-inch)", are recognized whole). In the order named,
    /// each device once.
    public static func devices(matching value: String) throws(DeviceError) -> [Device] {
        // Every device by name is under 3,000 characters; a longer list is not a list of devices.
        guard value.utf8.count <= 4096 else {
            throw DeviceError.unknownDevice(String(value.prefix(40)) + "…", closest: [])
        }
        var result: [Device] = []
        func add(_ list: [Device]) {
            for d in list where !result.contains(where: { $0.name == d.name }) { result.append(d) }
        }
        func group(_ word: String) -> [Device]? {
            switch word.lowercased() {
            case "all": devices
            case "iphone", "iphones", "phone": devices.filter { $0.idiom == .phone }
            case "ipad", "ipads", "pad": devices.filter { $0.idiom == .pad }
            // Not in `all`: named on their own (DeviceCatalog+Platforms.swift).
            case "watch", "watches", "applewatch": otherPlatforms.filter { $0.idiom == .watch }
            case "mac", "macs", "macos": otherPlatforms.filter { $0.idiom == .mac }
            default: nil
            }
        }
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces()
        }
        // Names that hold a comma, as the table spells them (case aside), are taken whole.
        let commaNames = devices.filter { $0.name.utf8.contains(UInt8(ascii: ",")) }
        func spaced(_ s: String) -> String {
            s.lowercased().split(separator: ",").map { $0.trimmingSpaces() }.joined(separator: ",")
        }
        var i = 0
        while i < parts.count {
            if parts[i].isEmpty {
                i += 1
                continue
            }
            if let (d, used) = commaNames.lazy.compactMap({ d -> (Device, Int)? in
                let n = d.name.split(separator: ",").count
                guard i + n <= parts.count, spaced(parts[i..<(i + n)].joined(separator: ",")) == spaced(d.name) else {
                    return nil
                }
                return (d, n)
            }).first {
                add([d])
                i += used
                continue
            }
            if let list = group(parts[i]) { add(list) } else { add([try device(named: parts[i])]) }
            i += 1
        }
        if result.isEmpty { throw .unknownDevice(value, closest: groupNames) }
        return result
    }

    /// Groups `devices` by the sizes at which they show `families` on `os` (nil: each
    /// device's `currentOS`; a device lacking a family differs from one that has it), by
    /// their scale (the same points at @2x and @3x are different pictures) and by the OS,
    /// in the order each group first appears.
    public static func uniqueSizes(_ devices: [Device], families: [WidgetFamily], os: OSVersion?) -> [DeviceSizeGroup] {
        var groups: [DeviceSizeGroup] = []
        var keys: [[Size?]] = []
        for d in devices {
            // The OS is part of the key: it sets the container's corner radius.
            let version = os ?? d.currentOS
            let key =
                families.map { d.widgetSize($0, os: version) }
                + [Size(width: Double(d.scale), height: Double(version.rawValue))]
            if let i = keys.firstIndex(of: key) {
                groups[i].devices.append(d)
            } else {
                keys.append(key)
                groups.append(DeviceSizeGroup(representative: d, devices: [d]))
            }
        }
        return groups
    }
}
