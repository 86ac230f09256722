// swift-snapshot-testing strategies for WidgetUI views: `.widget(family:…)` renders the view
// as WidgetKit lays it out in that family on that device and compares PNGs by their pixels
// (WidgetUI's `compareSnapshotPNGs`: the tolerance, limits and diff image of
// `assertWidgetSnapshot`), where the library's own image strategies need UIKit or AppKit.
// `.widgetFamilies(…)` gives one strategy per family, for `assertSnapshots(of:as:)`.
//
// A view that cannot be rendered (an unknown device, a family the device lacks, a view the
// format refuses) is not a crash: its snapshot is the error's text, so the assertion fails
// with that text. Recording it writes that text (the library writes what a strategy
// gives), which no later run takes for a picture: it is not a PNG, so it never matches.

import Foundation
import SnapshotTesting
import WidgetUI

extension Snapshotting where Value: WidgetUI.View, Format == Data {
    /// The view drawn as a widget of `family` on `device` (a `render devices` name),
    /// compared by pixels within `tolerance`.
    public static func widget(
        family: WidgetFamily, device: String = "iPhone 17", colorScheme: WidgetUI.ColorScheme = .light,
        variant: SnapshotVariant = .normal, date: Date = WidgetDocument.defaultDate, locale: Locale? = nil,
        tolerance: SnapshotTolerance = .default
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .widgetPNG(tolerance: tolerance),
            snapshot: { view in
                do {
                    return Data(
                        try renderPNG(
                            view, family: family, device: device, colorScheme: colorScheme, variant: variant,
                            date: date,
                            locale: locale))
                } catch {
                    return Data((RenderFailure.prefix + "\(error)").utf8)
                }
            })
    }
}

extension Dictionary where Key == String {
    /// One `.widget` strategy per family, keyed by the family's name, for
    /// `assertSnapshots(of: view, as: .widgetFamilies([.systemSmall, .systemMedium]))`.
    public static func widgetFamilies<V: WidgetUI.View>(
        _ families: [WidgetFamily], device: String = "iPhone 17", colorScheme: WidgetUI.ColorScheme = .light,
        variant: SnapshotVariant = .normal, date: Date = WidgetDocument.defaultDate, locale: Locale? = nil,
        tolerance: SnapshotTolerance = .default
    ) -> Self where Value == Snapshotting<V, Data> {
        Dictionary(
            uniqueKeysWithValues: families.map {
                (
                    $0.rawValue,
                    Snapshotting<V, Data>.widget(
                        family: $0, device: device, colorScheme: colorScheme, variant: variant, date: date,
                        locale: locale, tolerance: tolerance)
                )
            })
    }
}

/// The text a snapshot of a view that could not be rendered starts with.
enum RenderFailure {
    static let prefix = "widget render failed: "
}

extension Diffing where Value == Data {
    /// PNG snapshots compared by their pixels; a difference carries the diff image.
    static func widgetPNG(tolerance: SnapshotTolerance) -> Diffing {
        .diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { reference, actual in
                if let failure = String(data: actual, encoding: .utf8), failure.hasPrefix(RenderFailure.prefix) {
                    return (failure, [])
                }
                guard
                    let difference = compareSnapshotPNGs(
                        expected: Array(reference), actual: Array(actual), tolerance: tolerance)
                else { return nil }
                return (
                    "widget snapshot differs: \(difference.message)",
                    difference.diffPNG.map { [.data(Data($0), name: "diff.png")] } ?? []
                )
            })
    }
}
