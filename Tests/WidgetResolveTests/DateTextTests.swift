// Date-styled text is computed from the entry's date and time zone offset, never the clock.

import Testing
import WidgetDocument
import WidgetResolve

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
            .resolve(try #require(doc.view))
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

    @Test("other locales take the CLDR's formats: short time, long date, duration units")
    func otherLocales() throws {
        let now = "2026-11-21T09:41:00+08:00"
        func all(_ locale: String) throws -> [String?] {
            try ["time", "date"].map { try text("2026-11-21T17:41:00+08:00", $0, now: now, locale: locale) }
                + [
                    try text("2026-11-21T11:46:30+08:00", "relative", now: now, locale: locale),
                    try text("2026-11-21T11:41:00+08:00", "offset", now: now, locale: locale),
                    try text("2026-11-21T09:36:53+08:00", "timer", now: now, locale: locale),
                ]
        }
        #expect(try all("ja_JP") == ["17:41", "2026年11月21日", "2時間 5分", "+2時間", "4:07"])
        #expect(try all("ko_KR") == ["오후 5:41", "2026년 11월 21일", "2시간 5분", "+2시간", "4:07"])
        #expect(try all("zh_TW") == ["下午5:41", "2026年11月21日", "2小時5分鐘", "+2小時", "4:07"])
        #expect(try all("de_DE") == ["17:41", "21. November 2026", "2 Std., 5 Min.", "+2 Stunden", "4:07"])
        // The CLDR's own spaces: a narrow no-break space in "2 h", a no-break one in "5 min".
        #expect(
            try all("fr_FR") == ["17:41", "21 novembre 2026", "2\u{202F}h et 5\u{A0}min", "+2\u{A0}heures", "4:07"])
        #expect(try all("es_ES") == ["17:41", "21 de noviembre de 2026", "2 h y 5 min", "+2 horas", "4:07"])
        #expect(try all("pt_BR") == ["17:41", "21 de novembro de 2026", "2 h e 5 min", "+2 horas", "4:07"])
        #expect(try all("ru_RU") == ["17:41", "21 ноября 2026\u{202F}г.", "2 ч 5 мин", "+2 часа", "4:07"])
        #expect(try all("en_GB") == ["17:41", "21 November 2026", "2 hrs, 5 min", "+2 hours", "4:07"])
        // Arabic: the CLDR's words, Latin digits (drawing them needs an Arabic face, which
        // is not bundled, so a render refuses them by name).
        #expect(try all("ar").first == "5:41\u{A0}م")
        // A morning hour keeps the pattern's two digits where the locale writes HH:mm, as
        // iOS does ("08:00" in a real iOS 26 widget); "H:mm" locales write one.
        let morning = "2026-11-21T08:05:00+08:00"
        for (locale, time) in [
            ("en_GB", "08:05"), ("de_DE", "08:05"), ("fr_FR", "08:05"), ("it_IT", "08:05"), ("ru_RU", "08:05"),
            ("ja_JP", "8:05"), ("es_ES", "8:05"), ("ko_KR", "오전 8:05"), ("zh_TW", "上午8:05"),
        ] {
            #expect(try text(morning, "time", now: now, locale: locale) == time, "\(locale)")
        }
        // A zero duration still reads as one: "0 Sek." rather than nothing.
        #expect(try text(now, "relative", now: now, locale: "de_DE") == "0 Sek.")
        #expect(try text("2026-11-21T17:41:00Z", "time", locale: "zh-Hans") == "上午9:41")
    }

    /// What a `Text(timerInterval:)` shows for an entry dated `now`.
    func timer(_ from: String, _ to: String, now: String, extra: String = "") throws -> String? {
        let doc = try EntryDocument.decode(
            Array(
                """
                {"version": 1, "date": "\(now)", "view": {"type": "Text", "timerInterval": {"from": "\(from)", "to": "\(to)"}\(extra)}}
                """.utf8))
        let node = try Resolver(scheme: .light, now: doc.date).resolve(try #require(doc.view))
        if case .text(let t) = node.content { return t.string }
        return nil
    }

    @Test("Text(timerInterval:) shows the time left (or gone) as of the entry's date, held at the ends")
    func timerInterval() throws {
        let from = "2026-11-21T09:00:00Z", to = "2026-11-21T10:05:09Z"
        #expect(try timer(from, to, now: "2026-11-21T09:00:00Z") == "1:05:09")
        #expect(try timer(from, to, now: "2026-11-21T09:30:00Z") == "35:09")
        #expect(try timer(from, to, now: "2026-11-21T10:04:00Z") == "1:09")
        // Past the end: 0:00; before the start: the whole interval.
        #expect(try timer(from, to, now: "2026-11-21T11:00:00Z") == "0:00")
        #expect(try timer(from, to, now: "2026-11-21T08:00:00Z") == "1:05:09")
        // Counting up, and minutes past 59 without hours.
        #expect(try timer(from, to, now: "2026-11-21T09:30:00Z", extra: ", \"countsDown\": false") == "30:00")
        #expect(try timer(from, to, now: "2026-11-21T09:00:00Z", extra: ", \"showsHours\": false") == "65:09")
        // Paused: as of the pause, whatever the entry's date.
        #expect(
            try timer(from, to, now: "2026-11-21T09:30:00Z", extra: ", \"pauseTime\": \"2026-11-21T10:00:00Z\"")
                == "5:09")
        // An interval that runs backward, or flags without an interval, are refused by path.
        #expect(throws: DocumentError.self) { try timer(to, from, now: to) }
        #expect(throws: DocumentError.self) {
            try EntryDocument.decode(
                Array(#"{"version": 1, "view": {"type": "Text", "text": "a", "countsDown": true}}"#.utf8))
        }
    }

    @Test("ProgressView(timerInterval:) empties as time passes, with the time left under the bar")
    func progressTimer() throws {
        func progress(_ extra: String) throws -> (fill: Double, label: String?) {
            let doc = try EntryDocument.decode(
                Array(
                    """
                    {"version": 1, "date": "2026-11-21T09:15:00Z", "view": {"type": "ProgressView", "timerInterval": {"from": "2026-11-21T09:00:00Z", "to": "2026-11-21T10:00:00Z"}\(extra)}}
                    """.utf8))
            let node = try Resolver(scheme: .light, now: doc.date).resolve(try #require(doc.view))
            guard case .stack(_, _, _, let children) = node.content else { return (-1, nil) }
            var fill = -1.0
            var label: String?
            for child in children {
                if case .text(let t) = child.content { label = t.string }
                for m in child.modifiers {
                    if case .overlay(let o, _) = m {
                        for om in o.modifiers { if case .relativeFrame(let w, _, _) = om { fill = w ?? -1 } }
                    }
                }
            }
            return (fill, label)
        }
        let down = try progress("")
        #expect(abs(down.fill - 0.75) < 1e-9 && down.label == "45:00")
        let up = try progress(", \"countsDown\": false")
        #expect(abs(up.fill - 0.25) < 1e-9 && up.label == "15:00")
    }

    @Test("a locale that names no language is refused by name")
    func unknownLocale() throws {
        #expect(
            throws: DocumentError.invalid(
                path: "$.view",
                message:
                    "the locale \"xx_YY\" names no known language, so its date formats are unknown (use one such as ja_JP or de_DE)"
            )
        ) {
            try text("2026-11-21T17:41:00Z", "time", locale: "xx_YY")
        }
    }
}
