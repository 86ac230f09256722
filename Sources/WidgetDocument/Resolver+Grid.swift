// Resolve, continued: Grid and the lazy grids.

import WidgetCore
import WidgetLayout

extension Resolver {
    /// A `Grid`: each `GridRow` child is a row of cells (HStack-like: a Divider in it is
    /// vertical); any other child is a row of its own spanning every column (VStack-like).
    func grid(_ node: JSONValue, at path: String, environment e: Environment) throws(DocumentError) -> GridContent {
        func number(_ key: String) -> Double? { if case .number(let n) = node[key] ?? .null { n } else { nil } }
        var rows: [GridContent.Row] = []
        if case .array(let items) = node["children"] ?? .null {
            for (i, item) in items.enumerated() {
                let itemPath = "\(path).children[\(i)]"
                if item["type"] == .string("GridRow") {
                    var rowEnvironment = e
                    rowEnvironment.stackAxis = .horizontal
                    var cells: [GridContent.Cell] = []
                    if case .array(let cellItems) = item["children"] ?? .null {
                        for (k, cell) in cellItems.enumerated() {
                            let cellPath = "\(itemPath).children[\(k)]"
                            let view = try resolve(cell, at: cellPath, environment: rowEnvironment)
                            let columns = try Self.gridCellColumns(cell, at: cellPath)
                            cells.append(GridContent.Cell(view: view, columns: columns))
                        }
                    }
                    let alignment: VerticalAlignment? =
                        if case .string(let s) = item["alignment"] ?? .null { VerticalAlignment(rawValue: s) } else {
                            nil
                        }
                    rows.append(GridContent.Row(alignment: alignment, spansGrid: false, cells: cells))
                } else {
                    var rowEnvironment = e
                    rowEnvironment.stackAxis = .vertical
                    let view = try resolve(item, at: itemPath, environment: rowEnvironment)
                    rows.append(GridContent.Row(alignment: nil, spansGrid: true, cells: [GridContent.Cell(view: view)]))
                }
            }
        }
        return GridContent(
            alignment: Self.alignment(node["alignment"]), horizontalSpacing: number("horizontalSpacing"),
            verticalSpacing: number("verticalSpacing"), rows: rows)
    }

    /// The `gridCellColumns` modifier of a cell (1 when absent).
    static func gridCellColumns(_ cell: JSONValue, at path: String) throws(DocumentError) -> Int {
        for m in try modifiers(of: cell, at: path) {
            if case .gridCellColumns(let n) = m.value { return n }
        }
        return 1
    }

    /// A `LazyVGrid` (its `columns`) or `LazyHGrid` (its `rows`).
    func lazyGrid(_ type: String, _ node: JSONValue, at path: String, environment e: Environment)
        throws(DocumentError) -> LazyGridContent
    {
        let vertical = type == "LazyVGrid"
        let key = vertical ? "columns" : "rows"
        var tracks: [GridTrack] = []
        if case .array(let items) = node[key] ?? .null {
            for (i, item) in items.enumerated() {
                tracks.append(try gridTrack(item, at: "\(path).\(key)[\(i)]"))
            }
        }
        guard !tracks.isEmpty else {
            throw .invalid(path: path + "." + key, message: "a \(type) needs at least one entry in \"\(key)\"")
        }
        let alignment: Double
        switch node["alignment"] {
        case .string(let s) where vertical: alignment = HorizontalAlignment(rawValue: s)?.fraction ?? 0.5
        case .string(let s): alignment = VerticalAlignment(rawValue: s)?.fraction ?? 0.5
        default: alignment = 0.5
        }
        var childEnvironment = e
        childEnvironment.stackAxis = nil
        let spacing: Double? = if case .number(let n) = node["spacing"] ?? .null { n } else { nil }
        return LazyGridContent(
            axis: vertical ? .vertical : .horizontal, tracks: tracks, spacing: spacing, alignment: alignment,
            children: try children(node, at: path, environment: childEnvironment))
    }

    /// One `GridItem`: `{"size": "fixed", "value": 40}`, `{"size": "flexible", "minimum": 10,
    /// "maximum": "infinity"}` (SwiftUI's defaults), `{"size": "adaptive", "minimum": 40}`.
    private func gridTrack(_ item: JSONValue, at path: String) throws(DocumentError) -> GridTrack {
        func length(_ key: String) -> Double? {
            switch item[key] {
            case .number(let n): n
            case .string("infinity"): .infinity
            default: nil
            }
        }
        let size: GridTrack.Size
        switch item["size"] {
        case .string("fixed"):
            guard let v = length("value") else {
                throw .invalid(path: path, message: "a fixed grid item needs \"value\" (its length in points)")
            }
            size = .fixed(v)
        case .string("adaptive"):
            guard let mn = length("minimum") else {
                throw .invalid(path: path, message: "an adaptive grid item needs \"minimum\"")
            }
            size = .adaptive(minimum: mn, maximum: max(mn, length("maximum") ?? .infinity))
        default:
            let mn = length("minimum") ?? 10
            size = .flexible(minimum: mn, maximum: max(mn, length("maximum") ?? .infinity))
        }
        let spacing: Double? = if case .number(let n) = item["spacing"] ?? .null { n } else { nil }
        let alignment: Alignment? = item["alignment"].map { Self.alignment($0) }
        return GridTrack(size: size, spacing: spacing, alignment: alignment)
    }
}
