// Alignment values as fractions of the free space: SwiftUI's guides for the
// alignments a widget can name (leading 0, center ½, trailing 1; likewise top…bottom).
// Text-baseline alignments need measured baselines and live in the layout module.

/// Where a child sits along the horizontal axis of its container.
public enum HorizontalAlignment: String, Sendable, CaseIterable {
    case leading, center, trailing

    /// The child's offset as a fraction of the free width.
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where a child sits along the vertical axis of its container.
public enum VerticalAlignment: String, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The child's offset as a fraction of the free height (baselines: see the layout module).
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        case .firstTextBaseline, .lastTextBaseline: 0
        }
    }
}

/// A two-dimensional alignment: `topLeading` … `bottomTrailing`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)

    /// The alignments the document format names, by name.
    public static let named: [(name: String, value: Alignment)] = [
        ("topLeading", Alignment(horizontal: .leading, vertical: .top)),
        ("top", Alignment(horizontal: .center, vertical: .top)),
        ("topTrailing", Alignment(horizontal: .trailing, vertical: .top)),
        ("leading", Alignment(horizontal: .leading, vertical: .center)),
        ("center", Alignment(horizontal: .center, vertical: .center)),
        ("trailing", Alignment(horizontal: .trailing, vertical: .center)),
        ("bottomLeading", Alignment(horizontal: .leading, vertical: .bottom)),
        ("bottom", Alignment(horizontal: .center, vertical: .bottom)),
        ("bottomTrailing", Alignment(horizontal: .trailing, vertical: .bottom)),
    ]

    /// The origin that places `child` inside `container` at this alignment.
    public func origin(of child: Size, in container: Rect) -> Point {
        Point(
            x: container.minX + (container.width - child.width) * horizontal.fraction,
            y: container.minY + (container.height - child.height) * vertical.fraction)
    }
}

/// A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The unit points the document format names, by name.
    public static let named: [(name: String, value: UnitPoint)] = [
        ("topLeading", UnitPoint(x: 0, y: 0)), ("top", UnitPoint(x: 0.5, y: 0)),
        ("topTrailing", UnitPoint(x: 1, y: 0)), ("leading", UnitPoint(x: 0, y: 0.5)),
        ("center", UnitPoint(x: 0.5, y: 0.5)), ("trailing", UnitPoint(x: 1, y: 0.5)),
        ("bottomLeading", UnitPoint(x: 0, y: 1)), ("bottom", UnitPoint(x: 0.5, y: 1)),
        ("bottomTrailing", UnitPoint(x: 1, y: 1)),
    ]

    /// The point in `rect` this unit point names.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y)
    }
}
