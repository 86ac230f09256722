// Trimming spaces with the standard library removes what Foundation's
// `trimmingCharacters(in: .whitespaces)` removes.

import Foundation
import Testing
import WidgetCore

@Suite("Trimming spaces")
struct TrimmingSpacesTests {
    @Test("the same as trimming Foundation's whitespace set: tabs and space separators, not newlines")
    func sameAsFoundation() {
        let ends = [
            "", " ", "\t", "\u{00A0}", "\u{1680}", "\u{2000}", "\u{2009}", "\u{200A}", "\u{200B}", "\u{200C}",
            "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{85}", "\n", "\r\n", "\u{2028}", " \t\u{3000}",
        ]
        let middles = ["", "a", "a b", "iPhone 15 Pro Max", "东京", " x ", "\u{00A0}", "é\u{301}", "\n"]
        for start in ends {
            for middle in middles {
                for end in ends {
                    let text = start + middle + end
                    #expect(
                        text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
                    let sub = Substring(text)
                    #expect(sub.trimmingSpaces() == sub.trimmingCharacters(in: .whitespaces))
                }
            }
        }
    }
}
