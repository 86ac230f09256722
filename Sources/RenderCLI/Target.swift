// The values of the options every rendering command shares (`TargetOptions`), and what
// they mean for an entry: the devices, the OS version, the scale, the canvas, and the
// rendering mode, accent, wallpaper and background they set on the document.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument

/// `--device`, `--unique-sizes`, `--os`, `--scale`, `--size`, `--rendering-mode`,
/// `--accent-tint`, `--wallpaper`, `--transparent-background`, `--place` and
/// `--appearance`, as given.
struct Target: Equatable {
    var device: String?
    var uniqueSizes = false
    var os: Int?
    var scale: Double?
    var size: String?
    var renderingMode: RenderingMode?
    var accentTint: String?
    var wallpaper: String?
    var transparentBackground = false
    var place: WidgetPlace?
    var appearance: HomeScreenAppearance?

    /// Applies `--rendering-mode`, `--accent-tint`, `--wallpaper` and `--transparent-background`
    /// to a loaded entry.
    func apply(to document: inout EntryDocument) throws {
        if let renderingMode { document.renderingMode = renderingMode }
        if let accentTint {
            guard accentTint.hasPrefix("#"),
                case .color(let c) = try? StyleDecoder.resolve(
                    .string(accentTint), at: "--accent-tint", scheme: .dark)
            else { throw CLIError("--accent-tint takes a color as #RRGGBB, found '\(accentTint)'") }
            document.accentTint = c
        }
        if let wallpaper {
            guard wallpaper.hasPrefix("#"),
                case .color(let c) = try? StyleDecoder.resolve(.string(wallpaper), at: "--wallpaper", scheme: .dark)
            else { throw CLIError("--wallpaper takes a color as #RRGGBB, found '\(wallpaper)'") }
            document.wallpaper = c
        }
        if transparentBackground { document.transparentBackground = true }
        if document.liveActivity != nil && (place != nil || appearance != nil || renderingMode != nil) {
            throw CLIError(
                "--place, --appearance and --rendering-mode are a widget's; a Live Activity's presentations are drawn as ActivityKit shows them"
            )
        }
        if let place { document.place = place }
        if let appearance { document.appearance = appearance }
        if place != nil || appearance != nil {
            // StandBy shows the small widget, an appearance the Home Screen's families.
            let shown = document.familiesShown
            guard !shown.isEmpty else {
                throw CLIError(
                    "\(document.placeName) shows \(document.place.isStandBy ? "systemSmall widgets" : "Home Screen families"); "
                        + "the entry has \(document.families.map(\.rawValue).joined(separator: ", "))")
            }
            document.families = shown
        }
    }

    func resolved() throws -> (device: Device, os: OSVersion?, scale: Double?, canvas: Size?) {
        let chosen = try devices()[0]
        let osVersion = try os.map(OptionValues.os)
        let checkedScale = try scale.map(OptionValues.scale)
        var canvas: Size?
        if let size {
            let parts = size.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite,
                h.isFinite
            else { throw CLIError("--size takes WIDTHxHEIGHT in points, such as 200x100; found '\(size)'") }
            canvas = Size(width: w, height: h)
        }
        return (chosen, osVersion, checkedScale, canvas)
    }

    /// Every device `--device` names, in table order (default: the iPhone 17).
    func devices() throws -> [Device] {
        guard let device else { return [DeviceCatalog.defaultDevice] }
        OptionValues.noteChoices(in: device)
        do { return try DeviceCatalog.devices(matching: device) } catch { throw CLIError("\(error)") }
    }

    /// The devices as groups: one group per device, or per distinct set of sizes of
    /// `families` with `--unique-sizes`.
    func groups(families: [WidgetFamily], os: OSVersion?) throws -> [DeviceSizeGroup] {
        var list = try devices()
        // `all` over a family that only a watch shows (`accessoryCorner`) picks the watches
        // that show it: `all` is otherwise the iPhones' and iPads'.
        if let device, device.split(separator: ",").contains(where: { $0.trimmingSpaces().lowercased() == "all" }) {
            let elsewhere = families.filter { f in
                !DeviceCatalog.devices.contains { $0.widgetSize(f, os: $0.currentOS) != nil }
            }
            list += DeviceCatalog.otherPlatforms.filter { d in
                elsewhere.contains { d.widgetSize($0, os: d.currentOS) != nil }
            }
        }
        if uniqueSizes { return DeviceCatalog.uniqueSizes(list, families: families, os: os) }
        return list.map { DeviceSizeGroup(representative: $0, devices: [$0]) }
    }
}
