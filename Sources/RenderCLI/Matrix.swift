// What `render`, `render sheet` and `render gallery` share: planning the matrix of
// devices × families × schemes × variants from the options, rendering it on every core,
// and the files an entry depends on (for --watch).

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetGallery
import WidgetPNG
import WidgetRendering
import WidgetResolve

enum Matrix {
    /// Plans the matrix. With one device named, a family it cannot show is an error (as a
    /// single render always was); with several, such pairs are left out and listed on stderr.
    /// `os` and `scale` are the target's, resolved once by the caller (`Target.resolved()`).
    static func plan(
        entry: String, document: EntryDocument, target: Target, families: [WidgetFamily],
        schemes: [ColorScheme?], schemeInName: Bool, variants: [RenderRequest.Variant], os: OSVersion?,
        scale: Double?, notes: SymbolWarnings = SymbolWarnings()
    ) throws -> SnapshotMatrix {
        let pinned = os ?? document.os
        let groups = try target.groups(families: families, os: pinned)
        let matrix = SnapshotMatrix(
            document: document, groups: groups, families: families, schemes: schemes, schemeInName: schemeInName,
            variants: variants, os: os, scale: scale)
        if let (d, f) = matrix.skipped.first, groups.count == 1 || matrix.cells.isEmpty {
            let os = pinned ?? d.currentOS
            var error: RenderError = .device(.noSize(device: d.name, family: f, os: os, known: d.families(os: os)))
            if d.widgetSize(f, os: os) != nil {
                // The device has the family, but not the place or appearance asked for.
                do { try RenderPlan.checkPlace(document, family: f, device: d, os: os) } catch let e { error = e }
            }
            throw CLIError("\(entry): \(error)")
        }
        // Light and dark asked for, a family drawn in one scheme whatever is asked gets one
        // file: say so, so that the missing light file is not a surprise.
        let oneScheme = families.filter { RenderPlan.fixedScheme(document, family: $0) != nil }
        if Set(schemes.map { $0 ?? document.colorScheme }).count > 1, let first = oneScheme.first,
            notes.printed.insert(entry + "\u{0}one scheme").inserted
        {
            let mode = RenderPlan.renderingMode(document, family: first, onCanvas: false)
            FileHandle.standardError.write(
                Data(
                    ("note: \(oneScheme.map(\.rawValue).joined(separator: ", ")) "
                        + "\(oneScheme.count == 1 ? "is" : "are") drawn \(mode.rawValue), always in the dark appearance "
                        + "(as iOS shows \(mode == .vibrant ? "the Lock Screen" : "tinted widgets")): "
                        + "one -dark file stands for both schemes\n").utf8))
        }
        if !matrix.skipped.isEmpty {
            let pairs = matrix.skipped.map { "\($0.device.name) \($0.family.shortName)" }
            let what =
                document.place.isStandBy || document.appearance != nil
                ? "widget in \(document.placeName)" : "widget of that size"
            let shown =
                pairs.prefix(6).joined(separator: ", ") + (pairs.count > 6 ? " and \(pairs.count - 6) more" : "")
            FileHandle.standardError.write(
                Data(
                    "note: skipped \(pairs.count) device and family pairs with no \(what) on \(osLabel(pinned, matrix.skipped.map(\.device))): \(shown)\n"
                        .utf8))
        }
        return matrix
    }

    /// The symbol warnings (and notes) one run of a command has printed, by entry and name:
    /// a timeline renders the same names once per entry, and each `--watch` run warns afresh.
    final class SymbolWarnings {
        var printed = Set<String>()
    }

    /// Warns, once per name, of an SF Symbol with no substitute: not an error, the renders
    /// show an empty box where it belongs. The warning names the first place the renders
    /// draw it, and the families and devices whose renders show the box. `renders` are the
    /// family and device (nil: a bare canvas) of each render.
    static func warnOfMissingSymbols(
        entry: String, document: EntryDocument, renders: [(family: WidgetFamily, device: String?)],
        once warnings: SymbolWarnings = SymbolWarnings()
    ) {
        var names: [String] = []
        var places: [String: [String]] = [:]
        for (name, at) in SymbolCatalog.unmapped(in: document) {
            if places[name] == nil { names.append(name) }
            places[name, default: []].append(at)
        }
        // A family's own view is drawn in that family only; `view`, in the families without one.
        func draws(_ at: String, _ family: WidgetFamily) -> Bool {
            let own = "$.familyViews." + family.rawValue
            if at.hasPrefix("$.familyViews.") { return at.hasPrefix(own + ".") || at.hasPrefix(own + "[") }
            if at.hasPrefix("$.view") { return document.familyViews[family] == nil }
            return true
        }
        func listed(_ items: [String]) -> String {
            var seen = Set<String>()
            let unique = items.filter { seen.insert($0).inserted }
            return unique.prefix(6).joined(separator: ", ") + (unique.count > 6 ? " and \(unique.count - 6) more" : "")
        }
        for name in names {
            let drawn = (places[name] ?? []).filter { at in renders.contains { draws(at, $0.family) } }
            guard let first = drawn.first else { continue }
            let shown = renders.filter { render in drawn.contains { draws($0, render.family) } }
            guard warnings.printed.insert(entry + "\u{0}" + name).inserted else { continue }
            let devices = shown.compactMap(\.device)
            let on = devices.isEmpty ? "" : " on " + listed(devices)
            FileHandle.standardError.write(
                Data(
                    "warning: \(entry): \(first): no substitute for the SF Symbol \"\(name.escapedForMessages)\"; drawn as an empty box in \(listed(shown.map(\.family.rawValue)))\(on) (`render symbols` lists the names)\n"
                        .utf8))
        }
    }

    /// Renders every cell; the first failure is an error naming the entry and the cell.
    /// Overflows are warned of, once per family and device; with `strict` they are an
    /// error after the warnings.
    static func render(
        entry: String, document: EntryDocument, cells: [MatrixCell], renderer: Renderer = Renderer(),
        warnings: SymbolWarnings = SymbolWarnings(), strict: Bool = false, compression: PNGCodec.Compression = .fast
    ) throws -> [MatrixImage] {
        warnOfMissingSymbols(
            entry: entry, document: document, renders: cells.map { ($0.family, $0.device.name) }, once: warnings)
        let progress = Progress("rendered")
        let results = MatrixRenderer(renderer: renderer, compression: compression).render(
            document, cells, progress: progress.report)
        progress.finish()
        // With several devices the message says which one failed.
        let severalDevices = Set(cells.map(\.device.name)).count > 1
        let images = try zip(cells, results).map { cell, result in
            switch result {
            case .success(let image): return image
            case .failure(let error):
                let which = severalDevices ? "\(cell.device.name), \(cell.family.rawValue): " : ""
                throw CLIError("\(entry): \(which)\(error)")
            }
        }
        try warnOfOverflows(
            entry: entry,
            zip(cells, images).map { (where: "\($0.family.rawValue) on \($0.device.name)", overflows: $1.overflows) },
            strict: strict)
        return images
    }

    /// Prints `warning: ENTRY systemMedium on iPhone 17: content is 12 pt taller than the
    /// widget (clipped)` once per place and message (a scheme or variant lays out the same);
    /// with `strict`, then fails.
    static func warnOfOverflows(
        entry: String, _ renders: [(where: String, overflows: [Overflow])], strict: Bool
    ) throws {
        let printed = printOverflowWarnings(renders.map { ("\(entry) \($0.where)", $0.overflows) })
        if strict && printed > 0 {
            throw CLIError(
                "\(entry): the widget cannot show all of its content (\(printed == 1 ? "the warning" : "\(printed) warnings") above); --strict makes that an error"
            )
        }
    }

    /// Prints `warning: WHERE: OVERFLOW` for each overflow, each line once; returns how
    /// many lines it printed. `render check` uses it too.
    static func printOverflowWarnings(_ renders: [(where: String, overflows: [Overflow])]) -> Int {
        var printed = Set<String>()
        for (place, overflows) in renders {
            for overflow in overflows {
                let line = "warning: \(place): \(overflow)".escapedForMessages
                if printed.insert(line).inserted { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            }
        }
        return printed.count
    }

    /// The files an entry reads: itself, its images and its fonts.
    static func watchedFiles(entry: String, document: EntryDocument) -> [String] {
        let folder = PathText.deletingLastComponent(entry)
        return [entry]
            + (document.imageSources.map(\.source) + document.fonts).map {
                PathText.appending(folder, $0)
            }
    }

    /// "iOS 26", or "iOS 18 and 26" when the devices are drawn on their own, different OSes.
    static func osLabel(_ pinned: OSVersion?, _ devices: [Device]) -> String {
        // A watch's or a Mac's sizes do not follow an iOS version: name the platform.
        let platforms = Set(devices.filter(\.idiom.isOtherPlatform).map { $0.idiom == .mac ? "macOS" : "watchOS" })
        let ios = devices.filter { !$0.idiom.isOtherPlatform }
        if !platforms.isEmpty && ios.isEmpty { return platforms.sorted().joined(separator: " and ") }
        let others = platforms.sorted().map { " and " + $0 }.joined()
        if let pinned { return "iOS \(pinned.rawValue)" + others }
        let versions = Set(ios.map(\.currentOS)).sorted().map { String($0.rawValue) }
        return "iOS "
            + (versions.isEmpty
                ? String(DeviceCatalog.defaultDevice.currentOS.rawValue) : versions.joined(separator: " and ")) + others
    }
}
