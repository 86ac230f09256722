// A scene written as a view of the entry format: a top-leading ZStack the size of the
// screen, the wallpaper first, every other part placed by its frame and offset, clipped to
// the screen's rounded corners. The widgets are images named by the caller.

import Foundation
import WidgetCore
import WidgetDevices
import WidgetDocument

extension InPlaceScene {
    /// The scene as a view node; `source(i)` names slot `i`'s image, `ink(i)` gives the
    /// columns of it that hold ink, in points (used for the inline widget).
    func view(source: (Int) -> String, ink: (Int) -> (x: Double, width: Double)? = { _ in nil }) -> [String: Any] {
        var parts: [[String: Any]] = [wallpaper]
        switch screen {
        case .homeScreen, .islandCompact, .islandExpanded: parts += homeScreen(source)
        case .lockScreen: parts += lockScreen(source, ink: ink)
        case .standBy: parts += standBy(source)
        case .desktop, .smartStack, .watchFace: parts += platformScreen(source)
        }
        let s = size
        return [
            "type": "ZStack", "alignment": "topLeading", "children": parts,
            "modifiers": [
                ["frame": ["width": s.width, "height": s.height, "alignment": "topLeading"]],
                ["clipShape": ["type": "RoundedRectangle", "cornerRadius": device.displayCornerRadius]],
            ],
        ]
    }

    /// `node` framed to `rect` and moved there.
    static func at(_ node: [String: Any], _ rect: Rect, alignment: String = "center") -> [String: Any] {
        var v = node
        var modifiers = v["modifiers"] as? [[String: Any]] ?? []
        modifiers.append(["frame": ["width": rect.width, "height": rect.height, "alignment": alignment]])
        modifiers.append(["offset": ["x": rect.minX, "y": rect.minY]])
        v["modifiers"] = modifiers
        return v
    }

    /// White text: labels, the clock, the date. (No shadow: every shadow may blur the
    /// whole sheet, and a page of labels would exceed the blur budget.)
    static func text(_ string: String, size: Double, weight: String = "regular", color: String = "#FFFFFF")
        -> [String: Any]
    {
        ContactSheet.text(string, size: size, weight: weight, color: color)
    }

    static func symbol(_ name: String, size: Double, color: String = "#FFFFFF") -> [String: Any] {
        [
            "type": "Image", "systemName": name,
            "modifiers": [["font": ["size": size, "weight": "semibold"]], ["foregroundStyle": color]],
        ]
    }

    /// The team's generated wallpaper: a diagonal gradient, lighter in the light scheme.
    var wallpaper: [String: Any] {
        if screen == .standBy || screen == .smartStack || screen == .watchFace {
            return Self.at(["type": "Rectangle", "fill": "#000000"], Rect(origin: .zero, size: size))
        }
        let colors = colorScheme == .dark ? ["#1B2559", "#3E1F52", "#0F1A33"] : ["#7FB2F0", "#C7B8F5", "#F3C6D8"]
        return Self.at(
            [
                "type": "Rectangle",
                "fill": [
                    "linearGradient": ["colors": colors, "startPoint": "topLeading", "endPoint": "bottomTrailing"]
                ],
            ], Rect(origin: .zero, size: size))
    }

    /// The clock time of the entry's date in its own UTC offset, as the status bar and
    /// the Lock Screen show it (12-hour, no AM/PM).
    var time: String {
        let c = ISODate.components(date, offset: timeZoneOffset)
        let hour = c.hour % 12 == 0 ? 12 : c.hour % 12
        return "\(hour):" + (c.minute < 10 ? "0" : "") + "\(c.minute)"
    }

    /// The entry's day in its own UTC offset, in English: the weekday and the day of the
    /// month, in full ("Friday, November 27") or short ("Fri 27").
    func day(short: Bool) -> String {
        let c = ISODate.components(date, offset: timeZoneOffset)
        let weekday = Self.weekdays[c.weekday]
        return short ? "\(weekday.prefix(3)) \(c.day)" : "\(weekday), \(Self.months[c.month - 1]) \(c.day)"
    }

    /// English weekday (from Sunday) and month names; their first three letters are the
    /// short forms.
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The status bar: the time on the left, signal and battery on the right, the
    /// Dynamic Island between them, or a Live Activity's compact island (`source` names
    /// its picture); under the expanded island, that island alone.
    func statusBar(clock: Bool = true, source: (Int) -> String) -> [[String: Any]] {
        let w = size.width
        let island = device.dynamicIsland != nil
        let activity = slots.indices.first { slots[$0].presentation?.isDynamicIsland == true }
        if let i = activity, slots[i].presentation == .expanded {
            return [Self.at(["type": "Image", "src": source(i), "modifiers": [["resizable": true]]], slots[i].frame)]
        }
        let middle = activity.map { slots[$0].frame.width } ?? (island ? DynamicIslandGeometry.cameraWidth : w * 0.3)
        let centerY = island ? 11 + DynamicIslandGeometry.height / 2 : (device.displayCornerRadius > 0 ? 24 : 10)
        let side = (w - middle) / 2
        var parts: [[String: Any]] = []
        if clock {
            parts.append(
                Self.at(
                    Self.text(time, size: 17, weight: "semibold"), Rect(x: 0, y: centerY - 11, width: side, height: 22))
            )
        }
        parts.append(
            Self.at(
                [
                    "type": "HStack", "spacing": 6,
                    "children": [
                        Self.symbol("cellularbars", size: 14), Self.symbol("wifi", size: 14),
                        Self.symbol("battery.100", size: 17),
                    ],
                ], Rect(x: w - side, y: centerY - 11, width: side, height: 22)))
        if let i = activity {
            parts.append(
                Self.at(["type": "Image", "src": source(i), "modifiers": [["resizable": true]]], slots[i].frame))
        } else if island {
            parts.append(
                Self.at(
                    ["type": "Capsule", "fill": "#000000"],
                    Rect(
                        x: (w - DynamicIslandGeometry.cameraWidth) / 2, y: 11, width: DynamicIslandGeometry.cameraWidth,
                        height: DynamicIslandGeometry.height)))
        }
        return parts
    }

    /// The generated app icons of the grid: a coloured square, a symbol and a generic name
    /// each.
    static let apps: [(name: String, symbol: String, colors: [String])] = [
        ("Mail", "envelope.fill", ["#5AC8FA", "#007AFF"]), ("Notes", "note.text", ["#FFE680", "#FFCC00"]),
        ("Music", "music.note", ["#FF6A88", "#FF2D55"]), ("Maps", "map.fill", ["#8EE07F", "#34C759"]),
        ("Photos", "photo.fill", ["#FFB36B", "#FF9500"]), ("Camera", "camera.fill", ["#8E8E93", "#48484A"]),
        ("Clock", "clock.fill", ["#3A3A3C", "#000000"]), ("Files", "folder.fill", ["#64D2FF", "#0A84FF"]),
        ("Books", "book.fill", ["#FFB340", "#FF7A00"]), ("News", "newspaper.fill", ["#FF6961", "#FF3B30"]),
        ("Podcasts", "mic.fill", ["#D08CFF", "#AF52DE"]), ("Weather", "cloud.sun.fill", ["#70B7FF", "#1E6FE0"]),
        ("Health", "heart.fill", ["#FF8A9E", "#FF375F"]), ("Store", "bag.fill", ["#7FD4FF", "#32ADE6"]),
        ("Market", "cart.fill", ["#FFD36B", "#FF9F0A"]), ("Calendar", "calendar", ["#FFFFFF", "#E5E5EA"]),
        ("Favorites", "star.fill", ["#FFE066", "#FFC300"]),
    ]

    /// The dock's four.
    static let dockApps: [(name: String, symbol: String, colors: [String])] = [
        ("Settings", "gearshape.fill", ["#AEAEB2", "#636366"]), ("Messages", "message.fill", ["#7BE37B", "#30B94A"]),
        ("Phone", "phone.fill", ["#7BE37B", "#30B94A"]), ("Browser", "safari.fill", ["#8FD3FF", "#1A8CFF"]),
    ]

    static func icon(_ app: (name: String, symbol: String, colors: [String]), side: Double) -> [String: Any] {
        return [
            "type": "ZStack",
            "children": [
                [
                    "type": "RoundedRectangle", "cornerRadius": (side * 0.225).rounded(),
                    "fill": ["linearGradient": ["colors": app.colors, "startPoint": "top", "endPoint": "bottom"]],
                ],
                symbol(
                    app.symbol, size: (side * 0.46).rounded(), color: app.name == "Calendar" ? "#FF3B30" : "#FFFFFF"),
            ],
        ]
    }

    /// A one-line text whose baseline is at `baseline`, centred in `x ..< x + width`.
    static func line(
        _ string: String, size: Double, weight: String = "regular", baseline: Double, x: Double, width: Double
    ) -> [String: Any] {
        at(
            text(string, size: size, weight: weight),
            Rect(
                x: x, y: baseline - SystemFontMetrics.ascender * size, width: width,
                height: SystemFontMetrics.lineHeight * size))
    }

    func homeScreen(_ source: (Int) -> String) -> [[String: Any]] {
        guard let grid = device.homeScreenGrid(os: os) else { return statusBar(source: source) }
        var parts: [[String: Any]] = []
        func label(_ string: String, under frame: Rect) -> [String: Any] {
            Self.line(
                string, size: HomeScreenGrid.labelSize, weight: "medium",
                baseline: frame.maxY + HomeScreenGrid.labelBaseline, x: frame.minX - 12, width: frame.width + 24)
        }
        let icon = grid.iconSize, columns = grid.iconColumns
        var appIndex = 0
        func icons(row top: Double, columns cs: ArraySlice<Double>) {
            for x in cs {
                let frame = Rect(x: x, y: top, width: icon, height: icon)
                parts.append(Self.at(Self.icon(Self.apps[appIndex % Self.apps.count], side: icon), frame))
                parts.append(label(Self.apps[appIndex % Self.apps.count].name, under: frame))
                appIndex += 1
            }
        }
        var next = grid.top
        for (i, slot) in slots.enumerated() where slot.presentation == nil {
            parts.append(Self.at(["type": "Image", "src": source(i), "modifiers": [["resizable": true]]], slot.frame))
            parts.append(label(name, under: slot.frame))
            if slot.request.family == .systemSmall {
                // Four app icons beside a small widget: its two rows of the other two columns.
                icons(row: slot.frame.minY, columns: columns[2...])
                icons(row: slot.frame.minY + grid.iconPitch, columns: columns[2...])
            }
            next = slot.frame.minY + Double(grid.rows(slot.frame.height)) * grid.iconPitch
        }
        // App icons in the rows left above the Search button.
        let searchTop = Self.searchTop(grid, os: os)
        while next + icon + HomeScreenGrid.labelBaseline + 4 <= searchTop {
            icons(row: next, columns: columns[...])
            next += grid.iconPitch
        }
        // The Search button and the dock with four icons.
        let glass: [String: Any] = ["color": "#FFFFFF", "opacity": colorScheme == .dark ? 0.16 : 0.3]
        let search = Rect(
            x: (size.width - HomeScreenGrid.searchWidth) / 2, y: searchTop, width: HomeScreenGrid.searchWidth,
            height: HomeScreenGrid.searchHeight(os: os))
        parts.append(Self.at(["type": "Capsule", "fill": glass], search))
        parts.append(
            Self.at(
                [
                    "type": "HStack", "spacing": 3,
                    "children": [
                        Self.symbol("magnifyingglass", size: 11), Self.text("Search", size: 13, weight: "medium"),
                    ],
                ], search))
        let dock = grid.dock
        var dockShape: [String: Any] = [
            "type": "RoundedRectangle", "cornerRadius": (dock.height * HomeScreenGrid.dockRadius).rounded(),
            "fill": glass,
        ]
        if os >= .iOS26 {
            // Liquid Glass: a bright rim.
            dockShape["strokeBorder"] = ["style": ["color": "#FFFFFF", "opacity": 0.45], "lineWidth": 1]
        }
        parts.append(Self.at(dockShape, dock))
        for (k, x) in columns.enumerated() {
            parts.append(
                Self.at(
                    Self.icon(Self.dockApps[k], side: icon),
                    Rect(x: x, y: dock.minY + (dock.height - icon) / 2, width: icon, height: icon)))
        }
        // The status bar last: a Live Activity's expanded island lies over the icons.
        parts += statusBar(source: source)
        return parts
    }

    func lockScreen(_ source: (Int) -> String, ink: (Int) -> (x: Double, width: Double)?) -> [[String: Any]] {
        // The Lock Screen's status bar has no clock: the clock is the screen's own.
        var parts = statusBar(clock: false, source: source)
        let w = size.width
        let k = Self.lockScale(device)
        let inline = slots.firstIndex { $0.request.family == .accessoryInline }
        let dateSize = LockScreenLayout.dateSize
        var dateLine: [[String: Any]] = [Self.text(day(short: inline != nil), size: dateSize, weight: "semibold")]
        if let i = inline {
            // The inline widget after the short date, the two centred: its text is centred
            // in its slot, so only the columns that hold ink are shown, on the date's
            // baseline (the slot's text sits on its middle).
            let frame = slots[i].frame
            let shown = ink(i) ?? (x: 0, width: frame.width)
            dateLine.append(
                [
                    "type": "ZStack", "alignment": "topLeading",
                    "children": [
                        Self.at(
                            ["type": "Image", "src": source(i), "modifiers": [["resizable": true]]],
                            Rect(x: -shown.x, y: 0, width: frame.width, height: frame.height))
                    ],
                    "modifiers": [
                        ["frame": ["width": shown.width, "height": frame.height, "alignment": "topLeading"]],
                        ["clipShape": ["type": "Rectangle"]],
                    ],
                ])
        }
        let lineHeight = max(SystemFontMetrics.lineHeight * dateSize, inline.map { slots[$0].frame.height } ?? 0)
        let dateBaseline = LockScreenLayout.dateBaseline * k
        parts.append(
            Self.at(
                ["type": "HStack", "spacing": 8, "children": dateLine],
                Rect(
                    x: 0,
                    y: dateBaseline - SystemFontMetrics.ascender * dateSize
                        - (lineHeight - SystemFontMetrics.lineHeight * dateSize) / 2,
                    width: w, height: lineHeight)))
        let clockSize = (LockScreenLayout.clockDigitHeight / SystemFontMetrics.capHeight).rounded()
        parts.append(
            Self.line(time, size: clockSize, weight: "semibold", baseline: Self.clockBaseline(device), x: 0, width: w))
        for (i, slot) in slots.enumerated() where slot.request.family != .accessoryInline {
            parts.append(Self.at(["type": "Image", "src": source(i), "modifiers": [["resizable": true]]], slot.frame))
        }
        // The flashlight and camera buttons, and the home indicator.
        let b = LockScreenLayout.buttonSize, h = size.height
        for (n, name) in ["flashlight", "camera.fill"].enumerated() {
            let x = n == 0 ? LockScreenLayout.buttonInset : w - LockScreenLayout.buttonInset - b
            var children: [[String: Any]] = [["type": "Circle", "fill": ["color": "#000000", "opacity": 0.3]]]
            children.append(
                name == "flashlight"
                    ? Self.at(
                        ["type": "RoundedRectangle", "cornerRadius": 2, "fill": "#FFFFFF"],
                        Rect(x: 0, y: 0, width: 8, height: 20))
                    : Self.symbol(name, size: 20))
            parts.append(
                Self.at(
                    ["type": "ZStack", "children": children],
                    Rect(x: x, y: h - LockScreenLayout.buttonBottom - b, width: b, height: b)))
        }
        if device.displayCornerRadius > 0 {
            parts.append(
                Self.at(
                    ["type": "Capsule", "fill": "#FFFFFF"], Rect(x: (w - 134) / 2, y: h - 13, width: 134, height: 5)))
        }
        return parts
    }

    func standBy(_ source: (Int) -> String) -> [[String: Any]] {
        guard let slot = slots.first else { return [] }
        var parts: [[String: Any]] = [
            Self.at(["type": "Image", "src": source(0), "modifiers": [["resizable": true]]], slot.frame)
        ]
        // A clock in the right half, as StandBy's other stack often shows.
        let clock = Rect(
            x: slot.frame.maxX + StandBy.gap, y: slot.frame.minY, width: slot.frame.width, height: slot.frame.height)
        let color = slot.place == .standByNight ? StandBy.nightRed.description : "#E5E5EA"
        parts.append(
            Self.at(Self.text(time, size: (clock.height * 0.36).rounded(), weight: "semibold", color: color), clock))
        return parts
    }
}
