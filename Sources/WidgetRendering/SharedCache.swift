// Results shared by every render of one `Renderer`, across threads: typeset paragraphs
// (`ParagraphKey`), texts' runs shaped for setting at any proposal (`TextKey`), the
// characters the fonts lack in a run of text (`CoverageKey`) and decoded images
// (`ImageKey`, ImageCache.swift). Each is a pure function of its key (the text, its font,
// the entry's own fonts, the size proposed; a file's bytes and pixel limit), so a cached
// value is exactly what working it out again would give: sharing changes speed, never
// pixels. Bounded by a cost per value (one each, or an image's bytes): a value costing
// more than the whole cache is not kept, and when the next one would not fit, the cache
// starts over.

import Foundation
import WidgetCore
import WidgetLayout
import WidgetText
import WidgetViewTree

/// A thread-safe cache of values by key, whose values cost at most `capacity` together.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
    /// The most the held values may cost together.
    let capacity: Int
    /// What holding a value costs (nil: 1 each).
    private let cost: (@Sendable (Key, Value) -> Int)?
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private var held = 0

    init(capacity: Int, cost: (@Sendable (Key, Value) -> Int)? = nil) {
        self.capacity = capacity
        self.cost = cost
    }

    /// How many values are held (for tests).
    var count: Int { lock.withLock { values.count } }

    /// The value held for `key`. Setting one keeps it if it fits (a `nil` is ignored).
    subscript(key: Key) -> Value? {
        get { lock.withLock { values[key] } }
        set { if let newValue { keep(newValue, for: key) } }
    }

    /// The value for `key`, made by `make` the first time. A failure is not kept. Two
    /// threads asking for a new key at once may both make it (the same value).
    func value<Failure: Error>(_ key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let value = self[key] { return value }
        let value = try make()
        keep(value, for: key)
        return value
    }

    private func keep(_ value: Value, for key: Key) {
        let cost = self.cost?(key, value) ?? 1
        guard cost <= capacity else { return }
        lock.withLock {
            if let old = values[key] { held -= self.cost?(key, old) ?? 1 }
            if held + cost > capacity {
                values.removeAll(keepingCapacity: true)
                held = 0
            }
            values[key] = value
            held += cost
        }
    }
}

/// Typeset paragraphs by text and proposal; a paragraph is a few hundred bytes to a few
/// kilobytes.
typealias ParagraphCache = SharedCache<ParagraphKey, TypesetParagraph>

/// Texts' runs with their faces, and the runs shaped at full size (`TextSetter.ShapedRuns`),
/// by text: what setting a text at any proposal starts from.
typealias ShapingCache = SharedCache<TextKey, TextSetter.ShapedRuns>

/// A text as it is set, and the entry's own fonts (their keys: the same family name may be
/// another file). The text's colours, lines and alignment are left out: setting does not
/// read them, and a text in light and dark, or in another colour, is the same paragraph
/// (`TextContent.asSet`). A key is looked up in a render's own cache, then in the shared
/// ones, then stored in them, and copied each time: it holds its text in one shared box,
/// with the hash worked out once when it is made (hashing a text, its string, font and
/// styles, each time was a tenth of a check's time; copying it, with its strings, runs
/// and styles, a twentieth of a debug one).
struct TextKey: Hashable {
    private final class Box: Sendable {
        let text: TextContent
        let customFonts: [String]
        let hash: Int

        init(text: TextContent, customFonts: [String]) {
            self.text = text
            self.customFonts = customFonts
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(customFonts)
            hash = hasher.finalize()
        }
    }

    private let box: Box

    /// The text with only what setting reads.
    var text: TextContent { box.text }
    var customFonts: [String] { box.customFonts }

    init(text: TextContent, customFonts: [String]) {
        box = Box(text: text.asSet, customFonts: customFonts)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(box.hash) }

    static func == (a: TextKey, b: TextKey) -> Bool {
        a.box === b.box || (a.box.hash == b.box.hash && a.customFonts == b.customFonts && a.text == b.text)
    }
}

/// A paragraph's text and proposal; hashing it hashes the text's hash, worked out once.
struct ParagraphKey: Hashable {
    let text: TextKey
    let proposal: ProposedSize
}

/// The characters of a run of text that none of its faces draws, by run.
typealias CoverageCache = SharedCache<CoverageKey, [Character]>

/// A run's string and font, and the entry's own fonts (their keys).
struct CoverageKey: Hashable {
    let string: String
    let font: FontDescriptor
    let customFonts: [String]
}

extension TextContent {
    /// This text with what the typesetter does not read set to one value: its colours
    /// (the foreground, each run's, the placeholder's), its underline and strikethrough,
    /// and how its lines are aligned, which the painter reads from the text it draws.
    var asSet: TextContent {
        let plain = Style.color(.black)
        var text = self
        text.foreground = plain
        text.placeholderStyle = nil
        text.underline = nil
        text.strikethrough = nil
        text.multilineAlignment = 0
        if !text.runs.isEmpty {
            text.runs = text.runs.map {
                var run = $0
                run.foreground = plain
                run.underline = nil
                run.strikethrough = nil
                return run
            }
        }
        return text
    }
}
