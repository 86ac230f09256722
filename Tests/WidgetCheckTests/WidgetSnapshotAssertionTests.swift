// `assertWidgetSnapshot(entry:…)`: an entry file checked against goldens beside the test,
// in every cell asked for, as WidgetUI's forms for views and widgets check theirs.

import Foundation
import Testing
import WidgetCheck
import WidgetDevices
import WidgetDocument

@Suite struct WidgetSnapshotAssertionTests {
    static let weather = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/weather.json")
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/WidgetSnapshotAssertionTests")

    /// A folder of its own under the temporary directory, removed by the caller.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapshot-assertion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func weatherEntry() throws {
        try assertWidgetSnapshot(entry: Self.weather, families: [.systemSmall, .systemMedium])
    }

    @Test("a picture that differs fails, naming its cell; the others pass")
    func mismatchNamesTheCell() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)
            .filter { $0.hasPrefix("weatherEntry-") }.sorted()
        #expect(names.count == 2, "\(names)")
        let small = try #require(names.first { $0.contains("systemSmall") })
        let medium = try #require(names.first { $0.contains("systemMedium") })
        try FileManager.default.copyItem(
            at: Self.goldens.appendingPathComponent(medium), to: folder.appendingPathComponent(medium))
        // The medium picture where the small one should be.
        try FileManager.default.copyItem(
            at: Self.goldens.appendingPathComponent(medium), to: folder.appendingPathComponent(small))
        let failure = try #require(throws: WidgetSnapshotFailure.self) {
            try assertWidgetSnapshot(
                entry: Self.weather, families: [.systemSmall, .systemMedium], record: false, goldens: folder,
                function: "weatherEntry()")
        }
        #expect(failure.failures.count == 1, "\(failure)")
        #expect(
            failure.failures.first?.contains(small.replacingOccurrences(of: ".png", with: "")) == true, "\(failure)")
    }

    @Test("with no families given, every family the entry shows is a cell; a missing golden fails")
    func entryFamilies() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try EntryDocument.load(contentsOf: Self.weather)
        let failure = try #require(throws: WidgetSnapshotFailure.self) {
            try assertWidgetSnapshot(
                entry: Self.weather, devices: ["iPhone 17 Pro", "se3"],
                colorSchemes: [.light, .dark], record: false, goldens: folder)
        }
        #expect(failure.failures.count == document.familiesShown.count * 4, "\(failure)")
        #expect(failure.failures.allSatisfy { $0.hasPrefix("no golden ") }, "\(failure)")
    }

    @Test("an entry that cannot be read, or a device that does not exist, is a failure that names it")
    func badInput() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/entry.json")
        let unreadable = try #require(throws: WidgetSnapshotFailure.self) {
            try assertWidgetSnapshot(entry: missing, record: false)
        }
        #expect(unreadable.failures.first?.hasPrefix("/nonexistent/entry.json: ") == true, "\(unreadable)")
        let device = try #require(throws: WidgetSnapshotFailure.self) {
            try assertWidgetSnapshot(entry: Self.weather, devices: ["iPhone 99"], record: false, goldens: Self.goldens)
        }
        #expect(device.failures.first?.contains("iPhone 99") == true, "\(device)")
    }
}
