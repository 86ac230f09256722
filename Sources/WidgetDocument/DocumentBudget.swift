// The most work one entry document may ask for, checked on the expanded views before they
// are decoded, and so before anything is resolved, laid out or drawn.
//
// Why: `render check` runs on pull requests, so a document may come from anyone. Each
// limit here bounds one way a small file can ask for unbounded work or stack: views
// (time and memory of every stage), depth (every stage recurses once per view and per
// modifier, so depth bounds the stack; see `RecursionLimitTests`), text (a character costs
// a few hundred bytes once typeset, and shrinking text to fit typesets it several times)
// and strings (path data is read into segments). The numbers are far beyond any real
// widget, which has a few hundred views, a nesting of about twenty and a few hundred
// characters. The render stage adds the limits that need the canvas (`RenderBudget`).
//
// The walk is a loop over an explicit stack of open containers, so the check itself cannot
// overflow, and it holds one frame per level, never one per value.

/// Limits on what one entry document may describe.
public struct DocumentBudget: Sendable, Equatable {
    /// View nodes in all the document's views (`view` and every `familyViews` entry),
    /// including views inside modifiers and text runs.
    public var views = 5_000
    /// Views and modifiers from the root to the deepest view: a view inside a stack is one
    /// deeper than the stack plus the stack's modifiers.
    public var depth = 200
    /// Characters (Unicode scalars) of text the document shows: `text` of every `Text`,
    /// run and control label.
    public var textCharacters = 20_000
    /// Characters of every string in the views together (path data, names, colors, text).
    public var stringCharacters = 200_000

    public init() {}

    /// The limits `render` enforces.
    public static let standard = DocumentBudget()

    /// The limits of a document the tool composes itself (a contact sheet, a filmstrip),
    /// whose size follows from the command's matrix, not from an entry: its views and
    /// captions grow with the devices, variants and schemes asked for. Depth stays.
    public static let composed: DocumentBudget = {
        var budget = DocumentBudget()
        budget.views = 500_000
        budget.textCharacters = 20_000_000
        budget.stringCharacters = 50_000_000
        return budget
    }()

    /// Keys whose strings are shown as text.
    static let textKeys: Set<String> = ["text", "title", "label"]

    /// Throws the first limit the document's views (`view`, each of `familyViews`, and a
    /// view as the container background, as JSON with their paths) exceed, naming the JSON
    /// path where it was crossed.
    public func check(_ roots: [(JSONValue, String)]) throws(DocumentError) {
        var viewCount = 0, text = 0, strings = 0
        for (root, rootPath) in roots {
            // One frame per open object or array: memory grows with the nesting, not with
            // the number of values, and a value's JSON path is spelled out only for an error.
            var frames: [Frame] = []
            func path() -> String {
                var p = rootPath
                for f in frames {
                    switch f.items {
                    case .members(let m): p += "." + m[f.next - 1].key
                    case .elements: p += "[\(f.next - 1)]"
                    }
                }
                return p
            }
            // The value to visit, the depth of the views inside it and its key in its parent.
            var current: (value: JSONValue, depth: Int, key: String)? = (root, 1, "view")
            while true {
                if let (marked, depth, key) = current {
                    current = nil
                    // A value made from the data counts as the value it holds (its marker
                    // names the data it came from).
                    var value = marked
                    while let (inner, _) = Template.origin(of: value) { value = inner }
                    switch value {
                    case .string(let s):
                        let n = s.unicodeScalars.count
                        strings += n
                        if Self.textKeys.contains(key) { text += n }
                        if text > textCharacters {
                            throw Self.limit(path(), "the document's text is longer than \(textCharacters) characters")
                        }
                        if strings > stringCharacters {
                            throw Self.limit(
                                path(), "the document's strings add up to more than \(stringCharacters) characters")
                        }
                    case .object(let pairs):
                        var inner = depth
                        if case .string? = value["type"].map({ Template.origin(of: $0)?.value ?? $0 }) {
                            viewCount += 1
                            if viewCount > views {
                                throw Self.limit(path(), "the document has more than \(views) views")
                            }
                            if depth > self.depth {
                                throw Self.limit(
                                    path(), "views and modifiers nest more than \(self.depth) levels deep here")
                            }
                            var modifierCount = 0
                            if case .array(let list) = value["modifiers"] { modifierCount = list.count }
                            if depth + modifierCount > self.depth {
                                throw Self.limit(
                                    path() + ".modifiers",
                                    "views and modifiers nest more than \(self.depth) levels deep here (\(modifierCount) modifiers on a view at depth \(depth))"
                                )
                            }
                            inner = depth + modifierCount + 1
                        }
                        frames.append(Frame(items: .members(pairs), depth: inner, key: key))
                    case .array(let items):
                        frames.append(Frame(items: .elements(items), depth: depth, key: key))
                    default: break
                    }
                }
                // The next child of the innermost open container; a finished one is closed.
                guard var top = frames.popLast() else { break }
                switch top.items {
                case .members(let m) where top.next < m.count:
                    // The templates' own notes (keys starting with U+0001: where a view or a
                    // chart mark came from) are not the author's: they count for nothing.
                    if m[top.next].key.utf8.first != 1 {
                        current = (m[top.next].value, top.depth, m[top.next].key)
                    }
                case .elements(let e) where top.next < e.count:
                    // An array's items take the array's key (a list of `text` runs is text).
                    current = (e[top.next], top.depth, top.key)
                default: continue
                }
                top.next += 1
                frames.append(top)
            }
        }
    }

    /// An object or array whose children are being visited.
    private struct Frame {
        enum Items {
            case members([(key: String, value: JSONValue)])
            case elements([JSONValue])
        }
        var items: Items
        /// The depth of the views inside.
        var depth: Int
        /// The container's key in its parent (an array's items take it).
        var key: String
        /// The index of the next child to visit.
        var next = 0
    }

    /// The error for a limit crossed at `path`: what was too much, and where to read why.
    static func limit(_ path: String, _ what: String) -> DocumentError {
        .invalid(
            path: path,
            message: "\(what); that is beyond what this renderer accepts (see docs/limits.md)")
    }
}
