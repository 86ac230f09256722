// Resolve: a `Chart` (the Swift Charts marks widgets use) → views this tree already has.
//
// The marks are read into values, the scales chosen, and every mark drawn at fractions of
// the plot: lines, areas, bars, rules and grid lines as shapes whose outline lives in the
// unit square and stretches to the plot's frame (`ShapeContent.Kind.unitPath`); points and
// axis labels as views pinned to fractions of a frame (`AnchoredContent`). So the chart is
// flexible like a shape and fills whatever it is offered, on every device, and layout needs
// nothing new to know about charts.
//
// Scales (CHART in docs/sources.md): a quantitative axis includes zero and is widened to
// "nice" ticks (1, 2 or 5 × 10ⁿ apart, about four on y and five on x) unless
// `chartXScale`/`chartYScale` give the domain; text values on x are categories, in order
// of first appearance, each a band with its marks at the middle. The axes are drawn as
// Swift Charts draws them by default: y labels trailing, x labels below, grid lines at
// every tick. Marks without `series` of one kind form one line (or area), in data order.

import Foundation
import WidgetCore
import WidgetDocument
import WidgetViewTree

extension Resolver {
    /// One mark of a chart (`ChartMarkSpec`), its style resolved.
    struct ChartMark {
        typealias Kind = ChartMarkSpec.Kind
        var kind: Kind
        var x: ChartValue?
        var y: Double?
        var series: String
        var style: Style?
        var lineWidth: Double?
        var interpolation: InterpolationMethod?
        var symbolSize: Double?
        var opacity: Double
        var width: Double?
        /// `lineStyle(StrokeStyle(dash:))` of a line or rule, in points.
        var dash: [Double]
        var path: String
    }

    typealias ChartValue = ChartMarkSpec.Value

    /// A scale: data values → fractions of the plot (0 at the leading or bottom edge).
    struct ChartScale {
        var low: Double, high: Double
        var ticks: [Double]
        var decimals: Int

        /// Kept within a few plot lengths of the plot: a value far outside the domain is out
        /// of sight either way, and the outline stays small enough to rasterize.
        func fraction(_ v: Double) -> Double {
            guard high > low else { return 0.5 }
            return Swift.min(5, Swift.max(-4, (v - low) / (high - low)))
        }
    }

    /// The chart at `path` as a view content (a stack of its plot and axes).
    func chart(_ specs: [ChartMarkSpec], _ modifiers: [Modifier], at path: String, environment e: Environment)
        throws(DocumentError) -> ViewContent
    {
        // The chart modifiers; the last of each kind wins.
        var xDomain: [Double]?, yDomain: [Double]?, showsX = true, showsY = true
        var interpolationMethod = InterpolationMethod.linear
        for m in modifiers {
            switch m.value {
            case .chartScale(.x, let domain): xDomain = domain
            case .chartScale(.y, let domain): yDomain = domain
            case .chartAxis(.x, let visibility): showsX = visibility != .hidden
            case .chartAxis(.y, let visibility): showsY = visibility != .hidden
            case .interpolationMethod(let method): interpolationMethod = method
            default: break
            }
        }
        let marks = specs.map { m in
            ChartMark(
                kind: m.kind, x: m.x, y: m.y, series: m.series, style: m.style.map { $0.style(in: scheme) },
                lineWidth: m.lineWidth, interpolation: m.interpolation, symbolSize: m.symbolSize, opacity: m.opacity,
                width: m.width, dash: m.dash, path: m.path)
        }
        let categories = Self.categories(of: marks)
        let yScale = try Self.scale(
            marks.compactMap(\.y), domain: yDomain, count: 4, at: path + ".modifiers.chartYScale")
        let xScale: ChartScale? =
            categories == nil
            ? try Self.scale(
                marks.compactMap { if case .number(let v)? = $0.x { v } else { nil } }, domain: xDomain,
                count: 5, at: path + ".modifiers.chartXScale") : nil
        func fx(_ v: ChartValue) -> Double {
            switch v {
            case .number(let n) where categories != nil: fx(.category(DecimalText.format(n)))
            case .number(let n): xScale?.fraction(n) ?? 0.5
            case .category(let c):
                Double(categories?.firstIndex(of: c) ?? 0) / Double(max(1, categories?.count ?? 1))
                    + 0.5 / Double(max(1, categories?.count ?? 1))
            }
        }
        func fy(_ v: Double) -> Double { 1 - yScale.fraction(v) }
        let defaultStyle = e.foreground ?? color("accentColor")

        // The plot: grid lines under the marks, in the order the marks first appear.
        var plot: [ViewNode] = []
        var grid = Path()
        if showsY {
            for t in yScale.ticks { grid.horizontal(at: fy(t)) }
        }
        if showsX, let xScale {
            for t in xScale.ticks { grid.vertical(at: xScale.fraction(t)) }
        }
        if !grid.isEmpty {
            plot.append(
                Self.unitStroke(grid, color("tertiaryLabel"), StrokeStyle(lineWidth: 0.5), type: "Grid", path: path))
        }
        let base = fy(min(max(0, yScale.low), yScale.high))
        var drawnSeries: Set<String> = []
        var points: [(ViewNode, AnchoredContent.Pin)] = []
        var pointsAt: Int?
        let bandCount = Double(max(1, categories?.count ?? Set(marks.compactMap(\.x)).count))
        for mark in marks {
            let style = (mark.style ?? defaultStyle).withOpacity(mark.opacity)
            switch mark.kind {
            case .line, .area:
                let key = "\(mark.kind.rawValue) \(mark.series)"
                guard !drawnSeries.contains(key) else { continue }
                drawnSeries.insert(key)
                let members = marks.filter { $0.kind == mark.kind && $0.series == mark.series }
                let at = members.compactMap { m in m.x.flatMap { x in m.y.map { Point(x: fx(x), y: fy($0)) } } }
                let method =
                    members.compactMap(\.interpolation).first
                    ?? interpolationMethod
                var outline = Path.chartCurve(through: at, method: method)
                if mark.kind == .area, let first = at.first, let last = at.last {
                    outline.line(to: Point(x: last.x, y: base))
                    outline.line(to: Point(x: first.x, y: base))
                    outline.close()
                    plot.append(Self.unitShape(outline, fill: style, stroke: nil, type: "AreaMark", path: mark.path))
                } else {
                    let stroke = StrokeStyle(
                        lineWidth: mark.lineWidth ?? 2, cap: .round, join: .round, dash: mark.dash)
                    plot.append(Self.unitStroke(outline, style, stroke, type: "LineMark", path: mark.path))
                }
            case .bar:
                guard let x = mark.x, let y = mark.y else { continue }
                let half = (mark.width ?? 0.6) / bandCount / 2, center = fx(x)
                var bar = Path()
                bar.rectangle(x0: center - half, y0: min(fy(y), base), x1: center + half, y1: max(fy(y), base))
                plot.append(Self.unitShape(bar, fill: style, stroke: nil, type: "BarMark", path: mark.path))
            case .rule:
                var line = Path()
                if let y = mark.y { line.horizontal(at: fy(y)) } else if let x = mark.x { line.vertical(at: fx(x)) }
                let stroke = StrokeStyle(lineWidth: mark.lineWidth ?? 1, dash: mark.dash)
                plot.append(Self.unitStroke(line, style, stroke, type: "RuleMark", path: mark.path))
            case .point:
                guard let x = mark.x, let y = mark.y else { continue }
                // `symbolSize` is the symbol's area in square points.
                let d = 2 * ((mark.symbolSize ?? 30) / Double.pi).squareRoot()
                let dot = ViewNode(
                    content: .shape(ShapeContent(kind: .circle, fill: style)),
                    modifiers: [.frame(.fixed(width: d, height: d, alignment: .center))], typeName: "PointMark",
                    path: mark.path)
                points.append((dot, AnchoredContent.Pin(at: UnitPoint(x: fx(x), y: fy(y)))))
                if pointsAt == nil { pointsAt = plot.count }
            }
        }
        if let pointsAt {
            let layer = AnchoredContent(
                children: points.map(\.0), pins: points.map(\.1), fillsWidth: true, fillsHeight: true)
            plot.insert(ViewNode(content: .anchored(layer), typeName: "PointMarks", path: path), at: pointsAt)
        }
        var body = ViewNode(content: .zstack(alignment: .center, children: plot), typeName: "Plot", path: path)
        guard showsX || showsY else { return .zstack(alignment: .center, children: [body]) }

        // The axes: y labels trailing the plot, x labels under it (their row as tall as a
        // caption2 line, and the y column kept clear of it so both end at the plot's edge).
        let rowHeight = (textStyle("caption2")?.size ?? 11) * SystemFontMetrics.lineHeight
        var labelEnvironment = e
        labelEnvironment.stackAxis = nil
        // `Text(verbatim:)` in caption2 and the secondary label color, at its ideal size.
        let labelModifiers = [
            Modifier(name: "font", path: path, value: .font(.textStyle("caption2"))),
            Modifier(name: "foregroundStyle", path: path, value: .foregroundStyle(.color(.named("secondaryLabel")))),
            Modifier(name: "fixedSize", path: path, value: .fixedSize(horizontal: true, vertical: true)),
        ]
        func label(_ text: String) throws(DocumentError) -> ViewNode {
            try resolve(
                ViewSpec(
                    type: "Text", path: path, content: .text(TextSpec(.literal(text, verbatim: true))),
                    modifiers: labelModifiers), environment: labelEnvironment)
        }
        if showsX {
            var labels: [ViewNode] = [], pins: [AnchoredContent.Pin] = []
            if let categories {
                for c in categories {
                    labels.append(try label(c))
                    pins.append(.init(at: UnitPoint(x: fx(.category(c)), y: 0), childPoint: UnitPoint(x: 0.5, y: 0)))
                }
            } else if let xScale {
                for t in xScale.ticks {
                    labels.append(try label(Self.tickLabel(t, decimals: xScale.decimals)))
                    pins.append(.init(at: UnitPoint(x: xScale.fraction(t), y: 0), childPoint: UnitPoint(x: 0.5, y: 0)))
                }
            }
            let row = ViewNode(
                content: .anchored(
                    AnchoredContent(
                        children: labels, pins: pins, fillsWidth: true, fillsHeight: false, thinsOverlaps: true)),
                modifiers: [
                    .frame(
                        .fixed(width: nil, height: rowHeight, alignment: Alignment(horizontal: .center, vertical: .top))
                    )
                ], typeName: "XAxis",
                path: path)
            body = Self.stack(.vertical, [body, row], path: path)
        }
        guard showsY else { return body.content }
        var labels: [ViewNode] = [], pins: [AnchoredContent.Pin] = []
        for t in yScale.ticks {
            labels.append(try label(Self.tickLabel(t, decimals: yScale.decimals)))
            pins.append(.init(at: UnitPoint(x: 0, y: fy(t)), childPoint: UnitPoint(x: 0, y: 0.5)))
        }
        var column = ViewNode(
            content: .anchored(
                AnchoredContent(children: labels, pins: pins, fillsWidth: false, fillsHeight: true, thinsOverlaps: true)
            ),
            typeName: "YAxis", path: path)
        if showsX {
            column = Self.stack(
                .vertical, [column, ViewNode(content: .fixed(Size(width: 0, height: rowHeight)), typeName: "Spacer")],
                path: path)
        }
        return Self.stack(.horizontal, [body, column], path: path).content
    }

    /// The categories on x in order of first appearance, or nil when every x is a number.
    static func categories(of marks: [ChartMark]) -> [String]? {
        guard marks.contains(where: { if case .category? = $0.x { true } else { false } }) else { return nil }
        var seen: [String] = []
        for m in marks {
            let name: String? =
                switch m.x {
                case .category(let c)?: c
                case .number(let n)?: DecimalText.format(n)
                case nil: nil
                }
            if let name, !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// A quantitative scale over `values` (and zero), widened to nice ticks about `count`
    /// apart, or over the `domain` a `chart…Scale` modifier gives.
    static func scale(_ values: [Double], domain: [Double]?, count: Int, at path: String) throws(DocumentError)
        -> ChartScale
    {
        var low = min(0, values.min() ?? 0), high = max(0, values.max() ?? 1)
        var fixed = false
        if let bounds = domain {
            guard bounds.count == 2, bounds[0] < bounds[1] else {
                throw .invalid(path: path + ".domain", message: "expected [low, high] with low < high")
            }
            (low, high, fixed) = (bounds[0], bounds[1], true)
        }
        if high <= low { high = low + 1 }
        // 1, 2 or 5 × 10ⁿ: the step nearest to (high − low) / count.
        let raw = (high - low) / Double(count)
        guard raw.isFinite, raw > 0 else { return ChartScale(low: low, high: high, ticks: [], decimals: 0) }
        let magnitude = pow10(Int(saturating: log10(raw).rounded(.down)))
        let ratio = raw / magnitude
        let step = magnitude * (ratio >= 7.07 ? 10 : ratio >= 3.16 ? 5 : ratio >= 1.41 ? 2 : 1)
        if !fixed {
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
        }
        var ticks: [Double] = []
        var k = (low / step).rounded(.up)
        while k * step <= high + step * 1e-9, ticks.count < 50 {
            ticks.append(k * step)
            k += 1
        }
        let decimals = max(0, min(6, -Int(saturating: log10(step).rounded(.down))))
        return ChartScale(low: low, high: high, ticks: ticks, decimals: decimals)
    }

    /// 10ⁿ for a whole n, exact for the sizes charts use.
    static func pow10(_ n: Int) -> Double {
        var v = 1.0
        for _ in 0..<min(abs(n), 300) { v = n < 0 ? v / 10 : v * 10 }
        return v
    }

    /// A tick's label: `decimals` places, thousands grouped (as en_US numbers are).
    static func tickLabel(_ v: Double, decimals: Int) -> String {
        let scaled = Int(saturating: (abs(v) * pow10(decimals)).rounded())
        let factor = Int(pow10(decimals))
        let whole = String(scaled / factor)
        var grouped = ""
        for (i, ch) in whole.enumerated() {
            if i > 0 && (whole.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        var text = (v < 0 && scaled != 0 ? "-" : "") + grouped
        if decimals > 0 {
            let fraction = String(scaled % factor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    static func unitShape(_ outline: Path, fill: Style?, stroke: ShapeStroke?, type: String, path: String) -> ViewNode {
        ViewNode(
            content: .shape(ShapeContent(kind: .unitPath(outline), fill: fill, stroke: stroke)), typeName: type,
            path: path)
    }

    static func unitStroke(_ outline: Path, _ style: Style, _ stroke: StrokeStyle, type: String, path: String)
        -> ViewNode
    {
        unitShape(
            outline, fill: nil, stroke: ShapeStroke(style: style, strokeStyle: stroke, border: false), type: type,
            path: path)
    }

    static func stack(_ axis: Axis, _ children: [ViewNode], path: String) -> ViewNode {
        ViewNode(
            content: .stack(axis: axis, alignment: .fraction(0), spacing: 4, children: children),
            typeName: axis == .vertical ? "VStack" : "HStack", path: path)
    }
}

extension Path {
    /// A line across the unit square at height `y`.
    mutating func horizontal(at y: Double) {
        move(to: Point(x: 0, y: y))
        line(to: Point(x: 1, y: y))
    }

    /// A line down the unit square at `x`.
    mutating func vertical(at x: Double) {
        move(to: Point(x: x, y: 0))
        line(to: Point(x: x, y: 1))
    }

    mutating func rectangle(x0: Double, y0: Double, x1: Double, y1: Double) {
        move(to: Point(x: x0, y: y0))
        line(to: Point(x: x1, y: y0))
        line(to: Point(x: x1, y: y1))
        line(to: Point(x: x0, y: y1))
        close()
    }

    /// The curve Swift Charts' `interpolationMethod` draws through `points`: `linear`,
    /// `catmullRom` (and `cardinal`: uniform Catmull–Rom), `monotone` (Fritsch–Carlson, no
    /// overshoot), `stepStart`, `stepEnd` and `stepCenter`. Each is affine-invariant, so it
    /// can be built in the unit square and stretched to the plot.
    static func chartCurve(through p: [Point], method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = p.first else { return path }
        path.move(to: first)
        guard p.count > 1 else { return path }
        switch method {
        case .catmullRom, .cardinal:
            for i in 0..<(p.count - 1) {
                let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
                path.cubic(
                    to: p2, control1: Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                    control2: Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
            }
        case .monotone:
            let n = p.count
            var slopes = [Double](repeating: 0, count: n - 1)
            for i in 0..<(n - 1) {
                let h = p[i + 1].x - p[i].x
                slopes[i] = h != 0 ? (p[i + 1].y - p[i].y) / h : 0
            }
            var tangents = [Double](repeating: 0, count: n)
            tangents[0] = slopes[0]
            tangents[n - 1] = slopes[n - 2]
            for i in 1..<(n - 1) where slopes[i - 1] * slopes[i] > 0 {
                let h0 = p[i].x - p[i - 1].x, h1 = p[i + 1].x - p[i].x
                let mean = h0 + h1 != 0 ? (slopes[i - 1] * h1 + slopes[i] * h0) / (h0 + h1) : 0
                let sign: Double = slopes[i] > 0 ? 1 : -1
                tangents[i] = sign * Swift.min(abs(slopes[i - 1]), abs(slopes[i]), 0.5 * abs(mean)) * 2
            }
            for i in 0..<(n - 1) {
                let h = (p[i + 1].x - p[i].x) / 3
                path.cubic(
                    to: p[i + 1], control1: Point(x: p[i].x + h, y: p[i].y + tangents[i] * h),
                    control2: Point(x: p[i + 1].x - h, y: p[i + 1].y - tangents[i + 1] * h))
            }
        case .stepStart:
            for i in 1..<p.count {
                path.line(to: Point(x: p[i].x, y: p[i - 1].y))
                path.line(to: p[i])
            }
        case .stepEnd:
            for i in 1..<p.count {
                path.line(to: Point(x: p[i - 1].x, y: p[i].y))
                path.line(to: p[i])
            }
        case .stepCenter:
            for i in 1..<p.count {
                let mid = (p[i - 1].x + p[i].x) / 2
                path.line(to: Point(x: mid, y: p[i - 1].y))
                path.line(to: Point(x: mid, y: p[i].y))
                path.line(to: p[i])
            }
        case .linear:
            for point in p.dropFirst() { path.line(to: point) }
        }
        return path
    }
}
