// `render sheet ENTRY --in-place` and `render gallery ENTRY --in-place`: the widget where
// people see it, on an iPhone's Home Screen, its Lock Screen and in StandBy (see
// WidgetGallery.InPlaceScene): on the sheet a row of scenes per device, scheme and
// variant; in the gallery a picture per scene.

import ArgumentParser
import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetGallery
import WidgetLayout
import WidgetPNG
import WidgetRendering

/// `--in-place` and `--app-name`, as `render sheet` and `render gallery` read them.
struct InPlaceOptions: ParsableArguments {
    @Flag(
        name: .customLong("in-place"),
        help:
            "Draw the widget where people see it: on the Home Screen, the Lock Screen and in StandBy of each iPhone --device names (default: the iPhone 17)."
    )
    var inPlace = false

    @Option(
        name: .customLong("app-name"),
        help: "With --in-place: the name under the widget on the Home Screen (default: the entry's kind).")
    var appName: String?

    /// Refuses `--app-name` without `--in-place`, which would be silently ignored.
    func check() throws {
        if appName != nil, !inPlace {
            throw CLIError("--app-name names the widget on the Home Screen: give it with --in-place")
        }
    }
}

/// Says that a sheet is drawn at `scale` rather than `preferred`: lower to stay under
/// `budget` pixels, or raised to the least scale a sheet is drawn at.
func noteSheetScale(_ scale: Double, preferred: Double, budget: Double) {
    guard scale != preferred else { return }
    let why =
        scale < preferred
        ? "to stay under \(Int(budget / 1_000_000)) megapixels" : "the least a sheet is drawn at"
    FileHandle.standardError.write(
        Data("note: drawing the sheet at \(DumpValue.format(scale)) pixels per point (\(why))\n".utf8))
}

enum InPlace {
    /// The scenes of `document`: a row per iPhone the target names (default: the iPhone
    /// 17), scheme and variant. iPads are left out and said so; nothing to draw is an error.
    static func rows(
        entry: String, document: EntryDocument, target: Target, families: [WidgetFamily], schemes: [ColorScheme],
        variants: [RenderRequest.Variant], name: String?
    ) throws -> [[InPlaceScene]] {
        let os = try target.resolved().os
        let devices = try target.devices()
        var rows: [[InPlaceScene]] = []
        // iPhones that show none of the families on their OS.
        var empty: [(device: Device, os: OSVersion)] = []
        let others = devices.filter { $0.idiom == .pad }
        // A Live Activity is drawn in place on an iPhone only (its Lock Screen and island).
        if document.liveActivity != nil, !devices.contains(where: { $0.idiom == .phone }) {
            throw CLIError(
                "\(entry): a Live Activity is drawn in place on an iPhone, not on \(devices.map(\.name).prefix(3).joined(separator: ", "))\(devices.count > 3 ? " …" : "")"
            )
        }
        for device in devices where device.idiom != .pad {
            let deviceOS = os ?? document.os ?? device.currentOS
            if document.liveActivity != nil {
                // A Live Activity: its presentations where iOS shows them, in each scheme.
                for scheme in schemes {
                    do {
                        rows.append(
                            try InPlaceScene.planActivity(
                                document: document, device: device, os: deviceOS, colorScheme: scheme, scale: 1,
                                renderer: Renderer()))
                    } catch {
                        throw CLIError("\(entry): \(device.name): \(error)")
                    }
                }
                continue
            }
            if !families.contains(where: { device.widgetSize($0, os: deviceOS) != nil }) {
                empty.append((device, deviceOS))
                continue
            }
            for scheme in schemes {
                for variant in variants {
                    rows.append(
                        InPlaceScene.plan(
                            document: document, families: families, device: device, os: deviceOS,
                            colorScheme: scheme, variant: variant, scale: 1, name: name ?? document.kind))
                }
            }
        }
        if !others.isEmpty && others.count < devices.count {
            let names = others.map(\.name)
            FileHandle.standardError.write(
                Data(
                    "note: skipped \(others.count) iPad\(others.count == 1 ? "" : "s") (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " …" : "")): pictures in place are drawn for iPhones, Apple Watch and the Mac\n"
                        .utf8))
        }
        rows = rows.filter { !$0.isEmpty }
        if let (d, os) = empty.first, let family = families.first {
            let error = DeviceError.noSize(device: d.name, family: family, os: os, known: d.families(os: os))
            guard !rows.isEmpty else { throw CLIError("\(entry): \(error)") }
            let names = empty.map(\.device.name)
            FileHandle.standardError.write(
                Data(
                    "note: skipped \(names.count) device\(names.count == 1 ? "" : "s") with no size for \(families.map(\.rawValue).joined(separator: ", ")) on iOS \(os.rawValue) (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " …" : ""))\n"
                        .utf8))
        }
        guard !rows.isEmpty else {
            let shown = families.map(\.rawValue).joined(separator: ", ")
            throw CLIError(
                "\(entry): nothing to draw in place: "
                    + (others.count == devices.count
                        ? "pictures in place are drawn for iPhones, Apple Watch and the Mac"
                        : "no device named shows \(shown)"))
        }
        return rows
    }

    /// The pictures of every widget of `sheet` (drawn at its scale), in `slots` order: an
    /// overflow is warned of (an error with `strict`), a failed render is an error naming
    /// the device and family.
    static func pictures(entry: String, document: EntryDocument, sheet: InPlaceSheet, strict: Bool, renderer: Renderer)
        throws -> [[UInt8]]
    {
        Matrix.warnOfMissingSymbols(
            entry: entry, document: document, renders: sheet.slots.map { ($0.request.family, $0.request.device.name) })
        var pictures: [[UInt8]] = []
        for (slot, result) in zip(sheet.slots, sheet.pictures(document, renderer: renderer)) {
            let at =
                "\(slot.request.device.name) \(slot.request.family.shortName)\(slot.place.isStandBy ? " in StandBy" : "")"
            switch result {
            case .success(let image):
                if let overflow = image.overflows.first {
                    FileHandle.standardError.write(Data("warning: \(entry): \(at): \(overflow)\n".utf8))
                    if strict { throw CLIError("\(entry): \(at): the widget's content does not fit (--strict)") }
                }
                pictures.append(image.png)
            case .failure(let error):
                throw CLIError("\(entry): \(at): \(error)")
            }
        }
        return pictures
    }
}

extension Sheet {
    /// Writes the in-place sheet of `document` to `destination`.
    func writeInPlace(
        _ document: EntryDocument, families: [WidgetFamily], schemes: [ColorScheme], destination: OutputTarget
    ) throws -> Watch.Outcome {
        let rows = try InPlace.rows(
            entry: entry, document: document, target: drawing.target.value, families: families, schemes: schemes,
            variants: drawing.variants, name: inPlaceOptions.appName)
        let sheet = InPlaceSheet(title: "\(document.kind) · in place", rows: rows)
        let preferred = try drawing.target.value.resolved().scale ?? 2
        let scale = sheet.scale(preferred: preferred)
        // Refused before anything is drawn: a sheet of many screens would be unreadable.
        if scale < InPlaceSheet.leastScale && preferred >= InPlaceSheet.leastScale {
            throw CLIError(
                "\(entry): \(sheet.rows.count) rows of screens would be drawn at \(DumpValue.format(scale)) pixels per point to stay under \(Int(InPlaceSheet.pixelBudget / 1_000_000)) megapixels; name fewer devices, schemes or variants, or write a picture per screen with render gallery --in-place"
            )
        }
        noteSheetScale(scale, preferred: preferred, budget: InPlaceSheet.pixelBudget)
        let drawn = sheet.drawn(at: scale)
        let renderer = Renderer()
        let pictures = try InPlace.pictures(
            entry: entry, document: document, sheet: drawn, strict: drawing.strict, renderer: renderer)
        let bytes: [UInt8]
        do {
            bytes = try drawn.render(pictures: pictures, scale: scale, renderer: renderer)
                .png(compression: drawing.compression)
        } catch {
            throw CLIError("\(entry): the in-place sheet: \(error)")
        }
        try destination.write(bytes)
        return Watch.Outcome(
            written: destination == .standardOutput ? [] : [destination.displayPath],
            watched: Matrix.watchedFiles(entry: entry, document: document))
    }
}
