// Date-styled text is computed from the entry's date and time zone offset, never the clock.

import Testing
import WidgetDocument
import WidgetLayout

@Suite("Date text")
struct DateTextTests {
    /// The text a `Text(date, style:)` shows for an entry dated `now`.
    func text(_ date: String, _ style: String, now: String = "2026-11-21T09:41:00-08:00", locale: String = "en_US")
        throws -> String?
    {
        let doc = try EntryDocument.decode(
            Array(
                """
                {"version": 1, "date": "\(now)", "locale": "\(locale)", "view": {"type": "Text", "date": "\(date)", "style": "\(style)"}}
                """.utf8))
        let node = try Resolver(scheme: .light, now: doc.date, timeZoneOffset: doc.timeZoneOffset, locale: doc.locale)
            .resolve(doc.view!, at: "$.view")
        if case .text(let t) = node.content { return t.string }
        return nil
    }

    @Test("time and date styles show the clock in the entry's time zone")
    func timeAndDate() throws {
        #expect(try text("2026-11-21T17:41:00Z", "time") == "9:41\u{202F}AM")
        #expect(try text("2026-11-22T04:05:00Z", "time") == "8:05\u{202F}PM")
        #expect(try text("2026-11-21T08:00:00Z", "time") == "12:00\u{202F}AM")
        #expect(try text("2026-11-21T17:41:00Z", "date") == "November 21, 2026")
        #expect(try text("2026-11-22T07:59:00Z", "date") == "November 21, 2026")
        #expect(try text("2026-11-21T17:41:00Z", "time", locale: "zh_CN") == "上午9:41")
        #expect(try text("2026-11-22T04:05:00Z", "time", locale: "zh_CN") == "下午8:05")
        #expect(
            try text("2026-02-28T20:00:00Z", "date", now: "2026-02-28T20:00:00+08:00", locale: "zh_CN") == "2026年3月1日")
    }

    @Test("relative, offset and timer measure from the entry's date")
    func durations() throws {
        let now = "2026-11-21T09:41:00Z"
        #expect(try text("2026-11-21T11:46:30Z", "relative", now: now) == "2 hr, 5 min")
        #expect(try text("2026-11-21T09:36:48Z", "relative", now: now) == "4 min, 12 sec")
        #expect(try text("2026-11-21T11:41:20Z", "relative", now: now) == "2 hr")
        #expect(try text("2026-11-24T12:41:00Z", "relative", now: now) == "3 days, 3 hr")
        #expect(try text("2026-11-22T12:41:00Z", "relative", now: now) == "1 day, 3 hr")
        #expect(try text("2026-11-21T11:46:30Z", "relative", now: now, locale: "zh_CN") == "2小时5分钟")
        #expect(try text("2026-11-21T11:46:30Z", "offset", now: now) == "+2 hours")
        #expect(try text("2026-11-21T09:40:00Z", "offset", now: now) == "-1 minute")
        #expect(try text("2026-11-18T09:41:00Z", "offset", now: now, locale: "zh_CN") == "-3天")
        #expect(try text("2026-11-21T11:46:30Z", "timer", now: now) == "2:05:30")
        #expect(try text("2026-11-21T09:36:53Z", "timer", now: now) == "4:07")
        #expect(try text("2026-11-21T09:41:00Z", "relative", now: now) == "0 sec")
    }

    @Test("a locale without known date formats is refused by name")
    func unknownLocale() throws {
        for locale in ["ja_JP", "en_GB", "zh_TW"] {
            #expect(
                throws: DocumentError.unsupported(
                    path: "$.view", feature: "date text in the locale \(locale) (en_US and zh_CN formats are supported)"
                )
            ) {
                try text("2026-11-21T17:41:00Z", "time", locale: locale)
            }
        }
        #expect(try text("2026-11-21T17:41:00Z", "time", locale: "zh-Hans") == "上午9:41")
    }
}
