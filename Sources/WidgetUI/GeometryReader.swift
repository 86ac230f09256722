// `GeometryReader`, as SwiftUI evaluates it: its content is made during layout, from the
// size the reader is offered.
//
// Views here are built into a document before layout, so a render with readers builds in
// passes. A reader whose size is not known yet is written as the format's `GeometryReader`
// with no children (it takes the size offered, whatever its content); the document is laid
// out, each such placeholder's frame read back by its id, and the view built again with
// those sizes. A reader's size never depends on its
// content, so one layout per level of nesting gives every reader its exact size (nested
// readers are keyed by their parent's key and their order inside it, so a new level does
// not renumber the others). The format's reader places the content at its top-leading
// corner, as SwiftUI does.
//
// `WidgetDocument(view).json()` cannot hold a closure: building a reader there throws, and
// says to render instead.

import Foundation
import WidgetCore
import WidgetDocument
import WidgetLayout
import WidgetRendering

/// Where and how large a reader was laid out, in points in the widget.
struct GeometryFrame: Sendable {
    let size: CGSize
    let origin: CGPoint
}

/// One build of a document with readers: the sizes known so far and the readers still
/// waiting for theirs.
final class GeometryPass {
    /// Readers nested deeper than this are refused (each level is one more layout).
    static let maxDepth = 8
    /// The id a placeholder carries in the document.
    static let marker = "widgetui.geometry."

    let frames: [String: GeometryFrame]
    private(set) var pending: [String] = []
    /// The key of the reader whose content is being built ("" at the top), and how many
    /// readers each key has made so far.
    private var scope = ""
    private var counts: [String: Int] = [:]

    init(frames: [String: GeometryFrame]) { self.frames = frames }

    /// The next reader's key in the current scope.
    func nextKey() -> String {
        let n = counts[scope, default: 0]
        counts[scope] = n + 1
        return scope.isEmpty ? "\(n)" : "\(scope).\(n)"
    }

    func wait(for key: String) { pending.append(key) }

    /// Builds a reader's content with its key as the scope of readers inside it.
    func within<T>(_ key: String, _ build: () throws -> T) rethrows -> T {
        let outer = scope
        scope = key
        defer { scope = outer }
        return try build()
    }

    /// The frames of the placeholders of `keys` in a laid-out document. A placeholder that
    /// was not laid out (a `ViewThatFits` branch not taken) gets a zero size.
    static func frames(of keys: [String], in placed: PlacedTree) -> [String: GeometryFrame] {
        var found: [String: GeometryFrame] = [:]
        func visit(_ node: LayoutNode) {
            if let id = node.view.id, id.hasPrefix(marker) {
                let key = String(id.dropFirst(marker.count))
                if found[key] == nil {
                    let f = node.outerFrame
                    found[key] = GeometryFrame(
                        size: CGSize(width: f.size.width, height: f.size.height),
                        origin: CGPoint(x: f.origin.x, y: f.origin.y))
                }
            }
            for child in node.children { visit(child) }
            for decoration in node.decorations { visit(decoration.node) }
        }
        if let background = placed.background { visit(background) }
        visit(placed.content)
        for key in keys where found[key] == nil { found[key] = GeometryFrame(size: .zero, origin: .zero) }
        return found
    }
}

/// A view whose content is made from the size it is offered, as SwiftUI's `GeometryReader`.
/// It takes all the space offered and places its content at its top-leading corner.
public struct GeometryReader<Content: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        guard let pass = context.document.geometry else {
            throw WidgetUIError.unsupported(
                "GeometryReader: its content is made during layout, so WidgetDocument(view).json() cannot write it; render with renderPNG or assertWidgetSnapshot"
            )
        }
        let key = pass.nextKey()
        guard let known = pass.frames[key] else {
            pass.wait(for: key)
            return [
                viewNode(
                    "GeometryReader", [("id", .string(GeometryPass.marker + key)), ("children", .array([]))])
            ]
        }
        let proxy = GeometryProxy(size: known.size, origin: known.origin)
        let children = try pass.within(key) { try ViewBuilding.nodes(of: content(proxy), in: context) }
        return [viewNode("GeometryReader", [("children", .array(children))])]
    }
}

/// What a `GeometryReader`'s content is made from, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The size the reader was offered.
    public let size: CGSize
    /// The reader's top-leading corner in the widget.
    let origin: CGPoint

    init(size: CGSize, origin: CGPoint) {
        self.size = size
        self.origin = origin
    }

    /// A widget's content has no safe area insets.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: at the origin in `.local`, where it is in the widget otherwise.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: CGRect(origin: origin, size: size)
        }
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`. A named space is taken as the widget's.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}
