// `render devices`: the device table.

import ArgumentParser
import Foundation
import WidgetCore
import WidgetDevices
import WidgetLayout

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List every device with its screen, scale and widget sizes.")

    @Flag(name: .long, help: "Print JSON: name, idiom, screen, scale and, per OS, the family sizes.")
    var json = false

    @Option(name: .long, parsing: .unconditional, help: "Only the sizes for this iOS version (16, 17, 18, 26, 27).")
    var os: Int?

    @Flag(
        name: .customLong("unique-sizes"),
        help:
            "Group devices that show every home-screen family at the same sizes (on --os, default each device's own): one line per size, with the devices it stands for."
    )
    var uniqueSizes = false

    func run() throws {
        try reportingErrors {
            var versions: [OSVersion] = [.iOS18, .iOS26]
            if let os { versions = [try OptionValues.os(os)] }
            if uniqueSizes {
                let pinned = try os.map(OptionValues.os)
                let families = WidgetFamily.allCases.filter { !$0.isAccessory }
                let groups = DeviceCatalog.uniqueSizes(DeviceCatalog.devices, families: families, os: pinned)
                    .filter {
                        !$0.representative.families(os: pinned ?? $0.representative.currentOS)
                            .filter { !$0.isAccessory }.isEmpty
                    }
                if json {
                    print(
                        DumpValue.array(
                            groups.map { g in
                                let version = pinned ?? g.representative.currentOS
                                return .object([
                                    ("representative", .string(g.representative.name)),
                                    ("devices", .array(g.devices.map { .string($0.name) })),
                                    ("families_iOS\(version.rawValue)", sizes(g.representative, version)),
                                ])
                            }
                        ).text())
                } else {
                    for g in groups {
                        let version = pinned ?? g.representative.currentOS
                        print(
                            "\(g.representative.name)  iOS \(version.rawValue): "
                                + sizeList(g.representative, version).joined(separator: ", "))
                        if !g.standsFor.isEmpty {
                            print("  also: " + g.standsFor.map(\.name).joined(separator: ", "))
                        }
                    }
                }
                return
            }
            if json {
                print(jsonListing(versions).text())
            } else {
                print(textListing(versions))
            }
        }
    }

    func sizes(_ d: Device, _ os: OSVersion) -> DumpValue {
        .object(
            d.families(os: os).compactMap { f in
                d.widgetSize(f, os: os).map { s in (f.rawValue, .array([.number(s.width), .number(s.height)])) }
            })
    }

    func jsonListing(_ versions: [OSVersion]) -> DumpValue {
        .array(
            (DeviceCatalog.devices + DeviceCatalog.otherPlatforms).map { d in
                var pairs: [(String, DumpValue)] = [
                    ("name", .string(d.name)), ("idiom", .string(d.idiom.rawValue)),
                    ("screen", .array([.number(d.screen.width), .number(d.screen.height)])),
                    ("scale", .number(Double(d.scale))),
                    ("aliases", .array(DeviceCatalog.aliases(of: d).map(DumpValue.string))),
                    ("fileName", .string(d.fileNameFragment)),
                ]
                if d.idiom.isOtherPlatform {
                    // A watch's or a Mac's sizes are its own, whatever iOS version.
                    pairs.append(("families", sizes(d, d.currentOS)))
                    pairs.append(("inAll", .bool(false)))
                } else {
                    pairs.append(("defaultOS", .number(Double(d.currentOS.rawValue))))
                }
                for v in versions where !d.idiom.isOtherPlatform {
                    pairs.append(("families_iOS\(v.rawValue)", sizes(d, v)))
                    pairs.append(("source_iOS\(v.rawValue)", .string(d.sizeSource(os: v))))
                    if let s = d.standBySize(os: v) {
                        pairs.append(("standBy_iOS\(v.rawValue)", .array([.number(s.width), .number(s.height)])))
                    }
                }
                if versions.contains(where: { d.standBySize(os: $0) != nil }) {
                    pairs.append(("source_standBy", .string(StandBy.source)))
                }
                if let width = d.activityLockScreenWidth {
                    var activity: [(String, DumpValue)] = [("lockScreenWidth", .number(width))]
                    if let island = d.dynamicIsland {
                        activity.append(
                            (
                                "dynamicIsland",
                                .object([
                                    ("compactWidth", .number(island.compactWidth)),
                                    ("expandedWidth", .number(island.expandedWidth)),
                                    ("height", .number(DynamicIslandGeometry.height)),
                                ])
                            ))
                    }
                    activity.append(("source", .string(DynamicIslandGeometry.source)))
                    pairs.append(("liveActivity", .object(activity)))
                }
                if let today = d.todayView {
                    var fields: [(String, DumpValue)] = [
                        ("width", .number(today.width)), ("compactHeight", .number(today.compactHeight)),
                    ]
                    if let expanded = today.expandedHeight { fields.append(("expandedHeight", .number(expanded))) }
                    fields.append(("source", .string(TodayView.source)))
                    pairs.append(("todayView", .object(fields)))
                }
                if !d.homeScreen.isEmpty {
                    pairs.append(
                        (
                            "homeScreen",
                            .object(
                                WidgetFamily.allCases.compactMap { f in
                                    d.homeScreen[f].map {
                                        (f.rawValue, .array([.number($0.width), .number($0.height)]))
                                    }
                                })
                        ))
                }
                pairs.append(("source", .string(d.source)))
                if !d.notes.isEmpty { pairs.append(("notes", .string(d.notes))) }
                return .object(pairs)
            })
    }

    func textListing(_ versions: [OSVersion]) -> String {
        var lines: [String] = []
        for d in DeviceCatalog.devices {
            lines.append(
                "\(d.name)  \(DumpValue.format(d.screen.width))×\(DumpValue.format(d.screen.height)) pt @\(d.scale)x, files: \(d.fileNameFragment)"
            )
            for v in versions {
                let fams = sizeList(d, v)
                // `iOS 26 (default; measured (FU))`: which OS is drawn unless pinned, and
                // where its sizes come from.
                let notes = (v == d.currentOS ? ["default"] : []) + (fams.isEmpty ? [] : [d.sizeSource(os: v)])
                lines.append(
                    "  iOS \(v.rawValue)\(notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"): "
                        + (fams.isEmpty ? "unknown" : fams.joined(separator: ", ")))
                if let shown = d.standBySize(os: v) {
                    let factor = d.standByMagnification(place: .standBy, os: v)
                    lines.append(
                        "    StandBy (\(StandBy.source)): small shown at \(DumpValue.format(shown.width))×\(DumpValue.format(shown.height)) (×\(DumpValue.format((factor * 1000).rounded() / 1000)))"
                    )
                }
            }
            if let width = d.activityLockScreenWidth {
                let island = d.dynamicIsland.map {
                    "; Dynamic Island compact \(DumpValue.format($0.compactWidth))×\(DumpValue.format(DynamicIslandGeometry.height)), minimal \(DumpValue.format(DynamicIslandGeometry.height))×\(DumpValue.format(DynamicIslandGeometry.height)), expanded \(DumpValue.format($0.expandedWidth))×84–160"
                }
                lines.append(
                    "  Live Activity (\(DynamicIslandGeometry.source)): Lock Screen \(DumpValue.format(width))×84–160"
                        + (island ?? "; no Dynamic Island"))
            }
            if let today = d.todayView {
                let size = "\(DumpValue.format(today.width))x\(DumpValue.format(today.compactHeight))"
                lines.append(
                    "  Today view, iOS 10–13 (\(TodayView.source)): \(DumpValue.format(today.width)) wide, \(DumpValue.format(today.compactHeight)) compact"
                        + (today.expandedHeight.map { ", up to \(DumpValue.format($0)) expanded" } ?? "")
                        + " (render with --size \(size))")
            }
        }
        lines.append("")
        lines.append(
            "Apple Watch and Mac (--device watch, mac or a name; `all` takes them only for a family no iPhone or iPad has):"
        )
        for d in DeviceCatalog.otherPlatforms {
            lines.append(
                "\(d.name)  \(DumpValue.format(d.screen.width))×\(DumpValue.format(d.screen.height)) pt @\(d.scale)x, files: \(d.fileNameFragment)"
            )
            let fams = sizeList(d, d.currentOS)
            lines.append(
                "  \(d.idiom == .mac ? "macOS" : "watchOS") (\(d.source)): "
                    + (fams.isEmpty ? "unknown" : fams.joined(separator: ", "))
                    + (d.notes.isEmpty ? "" : "; \(d.notes)"))
        }
        return lines.joined(separator: "\n")
    }

    /// `small 158×158` for each family the device shows on `os`.
    func sizeList(_ d: Device, _ os: OSVersion) -> [String] {
        d.families(os: os).compactMap { f in
            d.widgetSize(f, os: os).map { s in
                "\(f.shortName) \(DumpValue.format(s.width))×\(DumpValue.format(s.height))"
            }
        }
    }
}
