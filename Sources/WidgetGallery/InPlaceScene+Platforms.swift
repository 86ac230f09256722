// The Mac's desktop and an Apple Watch, in place. Apple publishes none of this layout and
// no capture of it was measured: every number here is the team's estimate, said where it
// is declared, except the 16 pt between desktop widgets (measured in one public capture,
// MAC in docs/sources.md).
// - Desktop: the menu bar across the top with the date and time at its right, the
//   widgets in a column from the top left, 16 pt apart, a new column where one would
//   pass the bottom. No name labels: the Mac shows none.
// - Watch: the Smart Stack (the rectangular widget in the middle of the screen under the
//   time) and a face (a large time, circular widgets in the bottom corners, corner
//   widgets in the top ones).

import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetRendering

extension InPlaceScene {
    /// The Mac's menu bar height, and where the first widget sits below it and from the
    /// left (estimates).
    static let menuBarHeight = 24.0
    static let desktopInset = 16.0
    /// Between desktop widgets (measured: 16 pt, MAC).
    static let desktopGap = 16.0

    /// The desktop: the system families in columns from the top left.
    static func desktopSlots(_ families: [WidgetFamily], device: Device, os: OSVersion) -> [(WidgetFamily, Rect)] {
        var slots: [(WidgetFamily, Rect)] = []
        var x = desktopInset, y = menuBarHeight + desktopInset, column = 0.0
        for family in families where !family.isAccessory {
            guard let size = device.widgetSize(family, os: os) else { continue }
            if y + size.height > device.screen.height - desktopInset, !slots.isEmpty {
                x += column + desktopGap
                y = menuBarHeight + desktopInset
                column = 0
            }
            slots.append((family, Rect(x: x, y: y, width: size.width, height: size.height)))
            y += size.height + desktopGap
            column = max(column, size.width)
        }
        return slots
    }

    /// A watch's Smart Stack: the rectangular widget in the middle, under the time.
    static func smartStackSlots(_ families: [WidgetFamily], device: Device, os: OSVersion) -> [(WidgetFamily, Rect)] {
        guard families.contains(.accessoryRectangular), let size = device.widgetSize(.accessoryRectangular, os: os)
        else { return [] }
        let s = device.screen
        return [
            (
                .accessoryRectangular,
                Rect(
                    x: (s.width - size.width) / 2, y: (s.height - size.height) / 2 + 8, width: size.width,
                    height: size.height)
            )
        ]
    }

    /// A watch face: circular widgets in the bottom corners, corner widgets in the top
    /// ones, each family once on each side (an estimate of a face such as Infograph).
    static func watchFaceSlots(_ families: [WidgetFamily], device: Device, os: OSVersion) -> [(WidgetFamily, Rect)] {
        let s = device.screen
        var slots: [(WidgetFamily, Rect)] = []
        for (family, top) in [(WidgetFamily.accessoryCorner, true), (.accessoryCircular, false)] {
            guard families.contains(family), let size = device.widgetSize(family, os: os) else { continue }
            let y = top ? watchInset : s.height - watchInset - size.height
            slots.append((family, Rect(x: watchInset, y: y, width: size.width, height: size.height)))
            slots.append(
                (family, Rect(x: s.width - watchInset - size.width, y: y, width: size.width, height: size.height)))
        }
        return slots
    }

    /// How far a watch face's widgets sit from the screen's edges (an estimate).
    static let watchInset = 6.0

    /// The Mac's menu bar: a translucent band with the date and time at its right.
    func menuBar() -> [[String: Any]] {
        let w = size.width
        let c = ISODate.components(date, offset: timeZoneOffset)
        let clock =
            "\(Self.weekdays[c.weekday].prefix(3)) \(Self.months[c.month - 1].prefix(3)) \(c.day)  \(time) \(c.hour < 12 ? "AM" : "PM")"
        return [
            Self.at(
                ["type": "Rectangle", "fill": ["color": "#FFFFFF", "opacity": colorScheme == .dark ? 0.12 : 0.3]],
                Rect(x: 0, y: 0, width: w, height: Self.menuBarHeight)),
            Self.at(
                Self.text(clock, size: 13, weight: "medium", color: colorScheme == .dark ? "#FFFFFF" : "#1C1C1E"),
                Rect(x: w - 260, y: 0, width: 244, height: Self.menuBarHeight), alignment: "trailing"),
        ]
    }

    /// The desktop or the watch's screen: its widgets, and the menu bar or the time.
    func platformScreen(_ source: (Int) -> String) -> [[String: Any]] {
        var parts: [[String: Any]] = []
        for (i, slot) in slots.enumerated() {
            parts.append(Self.at(["type": "Image", "src": source(i), "modifiers": [["resizable": true]]], slot.frame))
        }
        let w = size.width, h = size.height
        switch screen {
        case .desktop:
            parts += menuBar()
        case .smartStack:
            parts.append(
                Self.at(
                    Self.text(time, size: 16, weight: "semibold"),
                    Rect(x: 0, y: 6, width: w - 12, height: 20), alignment: "trailing"))
        default:
            // The face's large time, between its top and bottom widgets.
            parts.append(
                Self.at(
                    Self.text(time, size: (w * 0.3).rounded(), weight: "semibold"),
                    Rect(x: 0, y: h * 0.3, width: w, height: h * 0.4)))
        }
        return parts
    }
}
