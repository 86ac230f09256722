// Typeset paragraphs shared by every render of one `Renderer`, across threads. Setting a
// paragraph is a pure function of the text (string, font, limits) and the size proposed,
// so a cached one is exactly what setting it again would give: sharing changes speed,
// never pixels. Bounded: when full it starts over.

import Foundation
import WidgetLayout
import WidgetText

/// A thread-safe cache of typeset paragraphs by text and proposal.
final class ParagraphCache: @unchecked Sendable {
    /// A paragraph's text and proposal. Its hash is worked out once, when it is made: a
    /// key is looked up in a render's own cache, then in the shared one, then stored in
    /// both, and hashing a text (its string, font and styles) each time was a tenth of a
    /// check's time.
    struct Key: Hashable {
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

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.proposal == b.proposal && a.customFonts == b.customFonts && a.text == b.text
        }
    }

    /// The most paragraphs kept (a paragraph is a few hundred bytes to a few kilobytes).
    static let capacity = 20_000
    private let lock = NSLock()
    private var paragraphs: [Key: TypesetParagraph] = [:]

    subscript(key: Key) -> TypesetParagraph? {
        get { lock.withLock { paragraphs[key] } }
        set {
            lock.withLock {
                if paragraphs.count >= Self.capacity { paragraphs.removeAll(keepingCapacity: true) }
                paragraphs[key] = newValue
            }
        }
    }
}
