// Results shared by every render of one `Renderer`, across threads: typeset paragraphs
// (`ParagraphKey`) and the characters the fonts lack in a run of text (`CoverageKey`).
// Each is a pure function of its key (the text, its font, the entry's own fonts, the size
// proposed), so a cached value is exactly what working it out again would give: sharing
// changes speed, never pixels. Bounded: when full, a cache starts over.

import Foundation
import WidgetCore
import WidgetLayout
import WidgetText
import WidgetViewTree

/// A thread-safe cache of values by key, of at most `capacity` values.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
    let capacity: Int
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        get { lock.withLock { values[key] } }
        set {
            lock.withLock {
                if values.count >= capacity { values.removeAll(keepingCapacity: true) }
                values[key] = newValue
            }
        }
    }
}

/// Typeset paragraphs by text and proposal; a paragraph is a few hundred bytes to a few
/// kilobytes.
typealias ParagraphCache = SharedCache<ParagraphKey, TypesetParagraph>

/// A paragraph's text and proposal. Its hash is worked out once, when it is made: a key is
/// looked up in a render's own cache, then in the shared one, then stored in both, and
/// hashing a text (its string, font and styles) each time was a tenth of a check's time.
struct ParagraphKey: Hashable {
    let text: TextContent
    let proposal: ProposedSize
    /// The entry's own fonts (their keys): the same family name may be another file.
    let customFonts: [String]
    private let hash: Int

    init(text: TextContent, proposal: ProposedSize, customFonts: [String]) {
        self.text = text
        self.proposal = proposal
        self.customFonts = customFonts
        var hasher = Hasher()
        hasher.combine(text)
        hasher.combine(proposal)
        hasher.combine(customFonts)
        hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: ParagraphKey, b: ParagraphKey) -> Bool {
        a.hash == b.hash && a.proposal == b.proposal && a.customFonts == b.customFonts && a.text == b.text
    }
}

/// The characters of a run of text that none of its faces draws, by run.
typealias CoverageCache = SharedCache<CoverageKey, [Character]>

/// A run's string and font, and the entry's own fonts (their keys).
struct CoverageKey: Hashable {
    let string: String
    let font: FontDescriptor
    let customFonts: [String]
}
