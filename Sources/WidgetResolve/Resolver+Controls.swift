// Resolve, continued: controls, built from the primitives layout and painting already
// know, so their sizes follow the same proposal rules as everything else. The numbers
// (CTRL in docs/sources.md) are UIKit's documented control sizes where they exist and
// estimates elsewhere; each is named here and listed in docs/drawing.md's "Supported today".
//
// - Link: its label, unchanged (a widget link is a tap target, not styled text).
// - Label: its icon (an SF Symbol or an image file) before its title on their baseline;
//   `titleOnly` the title, `iconOnly` the icon.
// - Button: `plain` draws the label; `borderless` tints it; `automatic` (in a widget),
//   `bordered` and `borderedProminent` pad it 12 pt sideways and 7 pt vertically over a
//   continuous rounded rectangle of radius 8, filled with the tint at 15 % opacity
//   (prominent: the tint itself, with a white label).
// - Toggle: an HStack of the label, a Spacer and a 51×31 pt switch (UISwitch's size):
//   the toggle takes the whole width offered. The switch is a capsule (green when on,
//   systemFill when off) with a 27 pt white knob inset 2 pt.
// - ProgressView (linear, with a value) and Gauge (`linearCapacity`,
//   `accessoryLinearCapacity`): a VStack (leading, 4 pt) of the label, a 4 pt capsule
//   track filled to value ÷ total with the tint, and (Gauge) the current, minimum and
//   maximum value labels.
// - Gauge `accessoryCircular` and `accessoryCircularCapacity`, and a circular
//   ProgressView with a value: a ring drawn inside the square the view is offered
//   (aspect ratio 1, fitted), a systemFill track with the value in the tint and round
//   caps. accessoryCircular is open at the bottom (270°, from bottom-left clockwise) with
//   the current value label (else the label) in the middle and the minimum and maximum
//   labels under the arc's ends (14 pt in from the sides, 6 pt up from the bottom); capacity is a closed ring from the top with its label in
//   the middle. Line widths (6 pt; 4 pt for ProgressView, 28 pt across) are estimates.
// - Gauge `accessoryLinear`: a 4 pt systemFill capsule with a marker, a 9 pt circle in
//   the tint cut out of the track by a 2 pt gap, at the value (the bar inset by the
//   marker's radius and gap); the minimum and maximum value labels at the bar's ends, else
//   the current value label before it, as Apple documents; the sizes are estimates.

import WidgetCore
import WidgetDocument
import WidgetViewTree

extension Resolver {
    func control(_ control: ControlSpec, at path: String, environment e: Environment) throws(DocumentError)
        -> ViewContent
    {
        var inner = e
        inner.stackAxis = nil
        var column = e, row = e
        column.stackAxis = .vertical
        row.stackAxis = .horizontal
        let tint = e.tint ?? color("accentColor")
        func label(_ view: ViewSpec?, _ environment: Environment? = nil) throws(DocumentError) -> ViewNode? {
            guard let view else { return nil }
            return try resolve(view, environment: environment ?? inner)
        }

        switch control.kind {
        case .link:
            return .zstack(alignment: .center, children: [try label(control.label)].compactMap { $0 })
        case .label(let style):
            // The icon (an SF Symbol or an image file) before the title on their shared
            // baseline, as the automatic label style draws them.
            let title = ViewContent.text(
                try text(TextSpec(.literal(control.title ?? "", verbatim: false)), at: path, environment: e))
            guard style != .titleOnly, let source = control.icon else { return title }
            let iconPath: String = if case .symbol = source { path + ".systemImage" } else { path + ".image" }
            let icon = try resolve(ViewSpec(type: "Image", path: iconPath, content: .image(source)), environment: row)
            if style == .iconOnly { return .zstack(alignment: .center, children: [icon]) }
            return .stack(
                axis: .horizontal, alignment: .firstTextBaseline, spacing: Self.labelSpacing,
                children: [icon, part(title, path + ".title", typeName: "Text")])
        case .button(let style):
            var labelEnvironment = inner
            if style != .plain {
                labelEnvironment.foreground = style == .borderedProminent ? color("white") : tint
                labelEnvironment.foregroundBase = labelEnvironment.foreground
                labelEnvironment.foregroundLevels = []
            }
            guard let l = try label(control.label, labelEnvironment) else {
                return .zstack(alignment: .center, children: [])
            }
            if style == .plain || style == .borderless { return .zstack(alignment: .center, children: [l]) }
            let fill = style == .borderedProminent ? tint : tint.withOpacity(0.15)
            let shape = part(
                .shape(ShapeContent(kind: .roundedRectangle(radius: 8, style: .continuous), fill: fill)), path)
            let body = part(
                .zstack(alignment: .center, children: [l]), path,
                modifiers: [
                    .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)),
                    .background(shape, alignment: .center),
                ])
            return .zstack(alignment: .center, children: [body])
        case .toggle:
            var row = inner
            row.stackAxis = .horizontal
            let on = control.isOn
            let track = part(
                .shape(ShapeContent(kind: .capsule, fill: on ? e.tint ?? color("green") : color("systemFill"))), path)
            let knob = part(
                .shape(ShapeContent(kind: .circle, fill: color("white"))), path,
                modifiers: [.frame(.fixed(width: 27, height: 27, alignment: .center)), .padding(EdgeInsets(all: 2))])
            let switchView = part(
                .fixed(Size(width: 51, height: 31)), path,
                modifiers: [
                    .background(track, alignment: .center),
                    .overlay(
                        knob,
                        alignment: on
                            ? Alignment(horizontal: .trailing, vertical: .center)
                            : Alignment(horizontal: .leading, vertical: .center)),
                ], typeName: "Switch")
            let spacer = part(
                .spacer(minLength: nil, axis: .horizontal), path, typeName: "Spacer", priority: -.infinity)
            let children = [try label(control.label, row), spacer, switchView].compactMap { $0 }
            return .stack(axis: .horizontal, alignment: .fraction(0.5), spacing: nil, children: children)
        case .progressView(let style):
            if style == .circular, control.value != nil || control.timerInterval != nil {
                // A value, or `ProgressView(timerInterval:countsDown:)` as of the entry's date
                // (the ring empties as time passes when counting down): a ring and the label
                // under it; the circular style shows no current value label.
                let fraction =
                    control.timerInterval.map {
                        DateText.timerFraction(from: $0.from, to: $0.to, now: now, countsDown: control.countsDown)
                    } ?? min(1, max(0, (control.value ?? 0) / (control.total ?? 1)))
                let ring = part(
                    .zstack(
                        alignment: .center,
                        children: ringArcs(fraction: fraction, open: false, lineWidth: 4, tint: tint, path: path)),
                    path, modifiers: [.frame(.fixed(width: 28, height: 28, alignment: .center))], typeName: "Ring")
                return .stack(
                    axis: .vertical, alignment: .fraction(0.5), spacing: 4,
                    children: [ring, try label(control.label, column)].compactMap { $0 })
            }
            if let interval = control.timerInterval {
                let (start, end) = (interval.from, interval.to)
                // `ProgressView(timerInterval:countsDown:)` as of the entry's date: the bar empties
                // as time passes (when counting down), and the time left (or gone) is its
                // current value label, under the bar, unless the document gives one.
                let countsDown = control.countsDown
                let fraction = DateText.timerFraction(from: start, to: end, now: now, countsDown: countsDown)
                let current: ViewNode
                if let given = try label(control.currentValueLabel, column) {
                    current = given
                } else {
                    let text = DateText.timer(
                        from: start, to: end, now: now, countsDown: countsDown, showsHours: true)
                    let labelPath = path + ".currentValueLabel"
                    let secondaryPath = labelPath + ".modifiers[0].foregroundStyle"
                    let secondary = Modifier(
                        name: "foregroundStyle", path: secondaryPath,
                        value: .foregroundStyle(try StyleDecoder.decodeStyle(.string("secondary"), at: secondaryPath)))
                    let timerText = ViewSpec(
                        type: "Text", path: labelPath, content: .text(TextSpec(.literal(text, verbatim: true))),
                        modifiers: [secondary])
                    current = try resolve(timerText, environment: column)
                }
                return linearMeter(
                    fraction: fraction, tint: tint, labels: [try label(control.label, column)], ends: [current],
                    path: path)
            }
            guard let value = control.value else {
                // Indeterminate: a widget does not animate, so one frame of the spinner.
                return .stack(
                    axis: .vertical, alignment: .fraction(0.5), spacing: 4,
                    children: [spinner(path), try label(control.label, column)].compactMap { $0 })
            }
            let fraction = min(1, max(0, value / (control.total ?? 1)))
            // `ProgressView(value:total:label:currentValueLabel:)`: the current value under the bar.
            return linearMeter(
                fraction: fraction, tint: tint, labels: [try label(control.label, column)],
                ends: [try label(control.currentValueLabel, column)].compactMap { $0 }, path: path)
        case .gauge(let style):
            let low = control.minimum ?? 0, high = control.maximum ?? 1
            let fraction = high > low ? min(1, max(0, ((control.value ?? 0) - low) / (high - low))) : 0
            if style == .accessoryLinear {
                let minimum = try label(control.minimumValueLabel, row),
                    maximum = try label(control.maximumValueLabel, row)
                let leading = minimum == nil && maximum == nil ? try label(control.currentValueLabel, row) : minimum
                let bar = markedBar(fraction: fraction, tint: tint, path: path)
                return .stack(
                    axis: .horizontal, alignment: .fraction(0.5), spacing: 4,
                    children: [leading, bar, maximum].compactMap { $0 })
            }
            if style == .accessoryCircular || style == .accessoryCircularCapacity {
                let open = style == .accessoryCircular
                var children =
                    open
                    ? markedRing(fraction: fraction, lineWidth: 6, tint: tint, path: path)
                    : ringArcs(fraction: fraction, open: false, lineWidth: 6, tint: tint, path: path)
                let current = try label(control.currentValueLabel, column)
                if let current {
                    children.append(current)
                } else if let title = try label(control.label, column) {
                    children.append(title)
                }
                if open {
                    let minimum = try label(control.minimumValueLabel, row),
                        maximum = try label(control.maximumValueLabel, row)
                    // Without end labels, the label sits in the ring's opening, under the
                    // current value (when that took the centre), in a small font unless it
                    // sets its own (11 pt medium: an estimate, ACCBG in docs/sources.md).
                    var opening = row
                    opening.font.size = min(opening.font.size, 11)
                    opening.font.weight = .medium
                    if minimum == nil, maximum == nil, current != nil, let title = try label(control.label, opening) {
                        children.append(
                            part(
                                title.content, path,
                                modifiers: title.modifiers + [
                                    .frame(
                                        .flexible(
                                            width: FlexibleDimension(max: .infinity),
                                            height: FlexibleDimension(max: .infinity),
                                            alignment: Alignment(horizontal: .center, vertical: .bottom)))
                                ], typeName: title.typeName))
                    }
                    if minimum != nil || maximum != nil {
                        let spacer = part(
                            .spacer(minLength: nil, axis: .horizontal), path, typeName: "Spacer", priority: -.infinity)
                        children.append(
                            part(
                                .stack(
                                    axis: .horizontal, alignment: .fraction(0.5), spacing: nil,
                                    children: [minimum, spacer, maximum].compactMap { $0 }), path,
                                modifiers: [
                                    // Under the arc's two ends, inside the circle (estimates).
                                    .padding(EdgeInsets(top: 0, leading: 14, bottom: 6, trailing: 14)),
                                    .frame(
                                        .flexible(
                                            width: FlexibleDimension(max: .infinity),
                                            height: FlexibleDimension(max: .infinity),
                                            alignment: Alignment(horizontal: .center, vertical: .bottom))),
                                ], typeName: "HStack"))
                    }
                }
                return .zstack(alignment: .center, children: children)
            }
            var ends: [ViewNode] = []
            let minimum = try label(control.minimumValueLabel, row), maximum = try label(control.maximumValueLabel, row)
            if minimum != nil || maximum != nil {
                let spacer = part(
                    .spacer(minLength: nil, axis: .horizontal), path, typeName: "Spacer", priority: -.infinity)
                ends = [
                    part(
                        .stack(
                            axis: .horizontal, alignment: .fraction(0.5), spacing: nil,
                            children: [minimum, spacer, maximum].compactMap { $0 }), path, typeName: "HStack")
                ]
            }
            return linearMeter(
                fraction: fraction, tint: tint,
                labels: [try label(control.label, column), try label(control.currentValueLabel, column)],
                ends: ends,
                path: path)
        }
    }

    /// One frame of the activity indicator (an indeterminate `ProgressView`): eight spokes
    /// around a 20 pt square, the one at 12 o'clock darkest and each one before it
    /// (counterclockwise: the trail of a clockwise turn) fainter, in the system gray. Size and spokes follow UIKit's medium activity
    /// indicator; spoke length, width and fading are the team's estimates (CTRL in
    /// docs/sources.md).
    private func spinner(_ path: String) -> ViewNode {
        let side = 20.0, width = 2.4, inner = 4.5, outer = 9.5
        let gray = Color(r: 142, g: 142, b: 147)
        let spokes = (0..<8).map { k -> ViewNode in
            let c = side / 2
            let spoke = Path.capsule(Rect(x: c - width / 2, y: c - outer, width: width, height: outer - inner))
                .applying(
                    Transform.translation(-c, -c).concatenating(.rotation(degrees: -Double(k) * 45))
                        .concatenating(.translation(c, c)))
            let opacity = max(0.25, 1 - Double(k) * 0.11)
            return part(
                .shape(ShapeContent(kind: .path(spoke), fill: .color(gray.withOpacity(opacity)))), path,
                typeName: "Spoke")
        }
        return part(
            .zstack(alignment: .center, children: spokes), path,
            modifiers: [.frame(.fixed(width: side, height: side, alignment: .center))], typeName: "Spinner")
    }

    /// A ring's track and value: circles stroked inside their frame, trimmed to the arc
    /// (open: 270° from bottom-left clockwise; closed: from the top). The ring keeps to
    /// the square the view is offered.
    private func ringArcs(fraction: Double, open: Bool, lineWidth: Double, tint: Style, path: String) -> [ViewNode] {
        let start = open ? 0.375 : 0.75, sweep = open ? 0.75 : 1.0
        func arc(_ length: Double, _ style: Style, _ name: String) -> [ViewNode] {
            guard length > 0 else { return [] }
            let stroke = ShapeStroke(
                style: style, strokeStyle: StrokeStyle(lineWidth: lineWidth, cap: .round), border: true)
            return [
                part(
                    .shape(
                        ShapeContent(
                            kind: .circleFrom(turn: start), fill: nil, stroke: stroke,
                            trim: length >= 1 ? nil : 0...length)), path, modifiers: [.aspectRatio(1, .fit)],
                    typeName: name)
            ]
        }
        return arc(sweep, color("systemFill"), "RingTrack") + arc(sweep * fraction, tint, "RingValue")
    }

    /// The `accessoryCircular` gauge's ring: Apple documents an open ring with a marker at
    /// the current value. The whole arc is drawn in the tint, cut around a white marker as
    /// wide as the ring (the cut is dark, so transparent once the Lock Screen's vibrant
    /// tone is applied). The cut's length, 0.02 of a turn each side (about 4.5 pt on a
    /// 72 pt gauge), is an estimate (ACCBG in docs/sources.md).
    private func markedRing(fraction: Double, lineWidth: Double, tint: Style, path: String) -> [ViewNode] {
        let start = 0.375, sweep = 0.75, cut = 0.02
        let at = sweep * fraction
        func arc(_ range: ClosedRange<Double>, _ style: Style, _ name: String) -> ViewNode {
            let stroke = ShapeStroke(
                style: style, strokeStyle: StrokeStyle(lineWidth: lineWidth, cap: .round), border: true)
            return part(
                .shape(ShapeContent(kind: .circleFrom(turn: start), fill: nil, stroke: stroke, trim: range)), path,
                modifiers: [.aspectRatio(1, .fit)], typeName: name)
        }
        return [
            arc(0...sweep, tint, "RingTrack"),
            arc(max(0, at - cut)...min(sweep, at + cut), .color(.black), "RingCut"),
            // A dot: an arc too short to see, its round caps making the circle.
            arc(at...(at + 0.0001), .color(.white), "RingMarker"),
        ]
    }

    /// A progress bar: the labels, a 4 pt track filled to `fraction`, then `ends`.
    private func linearMeter(
        fraction: Double, tint: Style, labels: [ViewNode?], ends: [ViewNode] = [], path: String
    ) -> ViewContent {
        let fill = part(
            .shape(ShapeContent(kind: .capsule, fill: tint)), path,
            modifiers: [.relativeFrame(width: fraction, height: 1, alignment: .center)], typeName: "ProgressFill")
        let track = part(
            .shape(ShapeContent(kind: .capsule, fill: color("systemFill"))), path,
            modifiers: [
                .frame(.fixed(width: nil, height: 4, alignment: .center)),
                .overlay(fill, alignment: Alignment(horizontal: .leading, vertical: .center)),
            ], typeName: "ProgressTrack")
        return .stack(
            axis: .vertical, alignment: .fraction(0), spacing: 4, children: labels.compactMap { $0 } + [track] + ends)
    }

    /// The `accessoryLinear` gauge's bar: a capsule track with a marker at `fraction`, the
    /// track cut away around the marker (estimates: 4 pt track, 9 pt marker, 2 pt gap).
    private func markedBar(fraction: Double, tint: Style, path: String) -> ViewNode {
        let marker = 9.0, gap = 2.0
        let inset = marker / 2 + gap
        // A stretch from the bar's start as long as the value's share of it (the bar inset by
        // the marker's radius and gap), with `view` centred on its end.
        func atValue(_ view: ViewNode, width: Double, extra: [LayoutModifier] = []) -> ViewNode {
            let centred = ViewNode(
                content: view.content, modifiers: view.modifiers + [.offset(x: width / 2, y: 0)],
                typeName: view.typeName, path: path)
            return part(
                .shape(ShapeContent(kind: .rectangle, fill: .color(.clear))), path,
                modifiers: [
                    .relativeFrame(width: fraction, height: 1, alignment: .center),
                    .overlay(centred, alignment: Alignment(horizontal: .trailing, vertical: .center)),
                    .frame(
                        .flexible(
                            width: FlexibleDimension(max: .infinity), height: FlexibleDimension(max: .infinity),
                            alignment: Alignment(horizontal: .leading, vertical: .center))),
                    .padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)),
                ] + extra, typeName: "Marker")
        }
        func circle(_ side: Double, _ fill: Style) -> ViewNode {
            part(
                .shape(ShapeContent(kind: .circle, fill: fill)), path,
                modifiers: [.frame(.fixed(width: side, height: side, alignment: .center))], typeName: "Circle")
        }
        let hole = atValue(
            circle(marker + 2 * gap, .color(.black)), width: marker + 2 * gap,
            extra: [.effect(.blendMode(.destinationOut))])
        let stencil = part(
            .zstack(
                alignment: .center,
                children: [part(.shape(ShapeContent(kind: .rectangle, fill: .color(.black))), path), hole]),
            path, typeName: "ZStack")
        let track = part(
            .shape(ShapeContent(kind: .capsule, fill: color("systemFill"))), path,
            modifiers: [
                .frame(.fixed(width: nil, height: 4, alignment: .center)),
                .mask(stencil, alignment: Alignment(horizontal: .center, vertical: .center)),
            ], typeName: "ProgressTrack")
        return part(
            .zstack(alignment: .center, children: [track, atValue(circle(marker, tint), width: marker)]), path,
            modifiers: [.frame(.fixed(width: nil, height: marker + 2 * gap, alignment: .center))], typeName: "Bar")
    }

    /// Between a Label's icon and its title (an estimate: SwiftUI does not publish it).
    static let labelSpacing = 6.0

    /// A part of a control: a view the document did not write, named for the dump.
    private func part(
        _ content: ViewContent, _ path: String, modifiers: [LayoutModifier] = [], typeName: String? = nil,
        priority: Double = 0
    ) -> ViewNode {
        ViewNode(
            content: content, modifiers: modifiers, typeName: typeName ?? Self.partName(content), path: path,
            layoutPriority: priority)
    }

    private static func partName(_ content: ViewContent) -> String {
        switch content {
        case .shape(let s):
            switch s.kind {
            case .capsule: "Capsule"
            case .circle: "Circle"
            case .roundedRectangle: "RoundedRectangle"
            case .ellipse: "Ellipse"
            case .rectangle: "Rectangle"
            case .containerRelative: "ContainerRelativeShape"
            case .unevenRoundedRectangle: "UnevenRoundedRectangle"
            case .path, .unitPath: "Path"
            case .circleFrom: "Circle"
            }
        case .zstack: "ZStack"
        default: "View"
        }
    }

    /// A named color resolved for this scheme.
    func color(_ name: String) -> Style {
        (try? StyleDecoder.resolve(.string(name), at: "$", scheme: scheme)) ?? .color(.black)
    }
}
