// The device table is generated from Devices/devices.json (Devices/generate.py): the two
// must say the same, and every device must have the sizes of the families it shows.

import Foundation
import Testing
import WidgetCore
import WidgetDevices

@Suite("Device data file")
struct DeviceDataTests {
    static let dataFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Devices/devices.json")

    func data() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.dataFile))
        return try #require(object as? [String: Any])
    }

    /// The sizes of record `key` of the data file, by family.
    func sizes(_ key: Any?, in data: [String: Any]) throws -> [WidgetFamily: Size] {
        guard let key = key as? String else { return [:] }
        let records = try #require(data["sizes"] as? [String: [String: [Double]]])
        let record = try #require(records[key], "no size record \(key)")
        var out: [WidgetFamily: Size] = [:]
        for (name, pair) in record {
            let family = try #require(WidgetFamily(rawValue: name), "unknown family \(name)")
            try #require(pair.count == 2)
            out[family] = Size(width: pair[0], height: pair[1])
        }
        return out
    }

    @Test("the Swift table is the data file's (run python3 Devices/generate.py after editing it)")
    func tableMatchesData() throws {
        let data = try data()
        let devices = try #require(data["devices"] as? [[String: Any]])
        let sources = try #require(data["sources"] as? [String: String])
        #expect(devices.count == DeviceCatalog.devices.count)
        for (row, device) in zip(devices, DeviceCatalog.devices) {
            #expect(row["name"] as? String == device.name)
            #expect(row["idiom"] as? String == device.idiom.rawValue, "\(device.name)")
            #expect(row["screen"] as? [Double] == [device.screen.width, device.screen.height], "\(device.name)")
            #expect(row["scale"] as? Int == device.scale, "\(device.name)")
            #expect(try sizes(row["documented"], in: data) == device.documented, "\(device.name)")
            #expect(try sizes(row["measuredIOS26"], in: data) == device.measuredIOS26, "\(device.name)")
            #expect(try sizes(row["homeScreen"], in: data) == device.homeScreen, "\(device.name)")
            #expect(try sizes(row["lockScreen"], in: data) == device.lockScreen, "\(device.name)")
            #expect(sources[row["source"] as? String ?? ""] == device.source, "\(device.name)")
            #expect(row["notes"] as? String ?? "" == device.notes, "\(device.name)")
        }
    }

    @Test("every device has a size for every family it shows, on some OS")
    func everyFamilySized() {
        let homeScreen: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
        let lockScreen: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline]
        // Devices that never run iOS 16 show no Lock Screen widgets.
        let noLockScreen: Set<String> = ["iPhone SE (1st generation, 4-inch)", "iPod touch (5th generation and later)"]
        // Rows whose sizes nobody has published or measured (their notes say so).
        let unknown: [String: [WidgetFamily]] = [
            "iPad Pro 11-inch (5th and 6th generation, per HIG Layout)": homeScreen + [.systemExtraLarge] + lockScreen
        ]
        for device in DeviceCatalog.devices {
            var expected = homeScreen
            if device.idiom == .pad { expected.append(.systemExtraLarge) }
            // Display Zoom rows are a Home Screen setting: the Lock Screen was not measured.
            if !noLockScreen.contains(device.name) && !device.name.hasPrefix("Display Zoom") {
                expected += lockScreen
            }
            let known = Set(OSVersion.allCases.flatMap { device.families(os: $0) })
            for family in expected where !(unknown[device.name] ?? []).contains(family) {
                #expect(known.contains(family), "\(device.name) has no \(family.rawValue) size")
            }
        }
    }
}
