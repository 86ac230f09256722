// Timelines: each entry a whole document with its own date and data.

import Testing
import WidgetDocument

@Suite("Timelines")
struct TimelineTests {
    func decode(_ body: String) throws -> EntryDocument {
        try EntryDocument.decode(Array("{\"version\": 1.1, \"kind\": \"T\", \(body)}".utf8))
    }

    func error(_ body: String) -> String {
        do {
            _ = try decode(body)
            return ""
        } catch { return "\(error)" }
    }

    static let view = ##""view": {"type": "Text", "text": "{{n}}"}"##

    @Test("each entry is decoded with its own date and data, under its own name")
    func entries() throws {
        let doc = try decode(
            ##""timeline": [{"date": "2026-11-24T08:30:00+08:00", "data": {"n": "one"}}, {"date": "2026-11-24T09:05:00+08:00", "data": {"n": "two"}, "relevance": 0.5}], \##(Self.view)"##
        )
        #expect(doc.kind == "T")
        #expect(doc.timeline.map(\.kind) == ["T-entry1-0830", "T-entry2-0905"])
        #expect(doc.timeline[1].date - doc.timeline[0].date == 35 * 60)
        guard case .text(let text)? = doc.timeline[1].view?.content, case .literal(let two, _) = text.source else {
            Issue.record("the second entry's view is not its Text")
            return
        }
        #expect(two == "two")
        #expect(doc.timeline[1].relevance == 0.5 && doc.timeline[0].relevance == nil)
        #expect(doc.entries.count == 2)
        #expect(try decode(##""data": {"n": "x"}, \##(Self.view)"##).entries.count == 1)
    }

    @Test("entries of a long kind keep their own names: the kind is cut, not the suffix")
    func longKind() throws {
        let kind = String(repeating: "K", count: 64)
        let doc = try EntryDocument.decode(
            Array(
                ##"{"version": 1.1, "kind": "\##(kind)", "timeline": [{"date": "2026-11-24T08:30:00Z", "data": {"n": 1}}, {"date": "2026-11-24T08:40:00Z", "data": {"n": 2}}], \##(Self.view)}"##
                    .utf8))
        let names = doc.timeline.map(\.kind)
        #expect(Set(names).count == 2 && names.allSatisfy { $0.count == 64 })
        #expect(names[1].hasSuffix("-entry2-0840"))
    }

    @Test("a timeline replaces date and data, needs 1.1, and names the entry of an error")
    func errors() {
        #expect(
            error(##""date": "2026-11-24T08:30:00Z", "timeline": [{"date": "2026-11-24T08:30:00Z"}], \##(Self.view)"##)
                .contains("a timeline gives each entry its own date and data"))
        #expect(
            error(
                ##""timeline": [{"date": "2026-11-24T08:30:00Z", "data": {"n": 1}}, {"date": "2026-11-24T08:40:00Z", "data": {}}], \##(Self.view)"##
            )
                == "$.view.text: no data at \"n\" (the entry's data has no members) (in timeline entry 2, $.timeline[1])"
        )
        #expect(
            error(##""timeline": [{"data": {"n": 1}}], \##(Self.view)"##)
                .contains("$.timeline[0]: a timeline entry needs \"date\""))
        #expect(error(##""timeline": [], \##(Self.view)"##).contains("expected a non-empty array of entries"))
        let many = Array(repeating: ##"{"date": "2026-11-24T08:30:00Z", "data": {"n": 1}}"##, count: 49).joined(
            separator: ",")
        #expect(error(##""timeline": [\##(many)], \##(Self.view)"##).contains("the limit is 48"))
        #expect(throws: DocumentError.self) {
            try EntryDocument.decode(
                Array(
                    ##"{"version": 1, "timeline": [{"date": "2026-11-24T08:30:00Z"}], "view": {"type": "Spacer"}}"##
                        .utf8))
        }
    }
}
