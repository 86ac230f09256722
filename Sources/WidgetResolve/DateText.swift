// `Text(date, style:)`: the string iOS shows for a date in each style, computed against
// the entry's date (never the clock), in the entry's time zone offset.
//
// US English and Simplified Chinese are written out here, with iOS's own choices (a
// narrow no-break space before AM/PM on iOS 17 and later; 上午/下午 with a 12-hour clock).
// Every other locale takes the formats of the Unicode CLDR through Foundation's
// internationalization (on Linux, the ICU data bundled with the toolchain, never the
// machine's): time as the short
// time pattern (`DateFormatter`'s, which keeps a two-digit hour), date as the long date style, relative and offset as abbreviated and wide
// duration units (LOCALES in docs/sources.md). The timer style is digits in every locale.
//
// Formats (en_US / zh_CN), with the entry's date as "now":
//   time      9:41 AM                 上午9:41
//   date      November 21, 2026       2026年11月21日
//   relative  2 hr, 5 min             2小时5分钟        (the two largest units of |date − now|)
//   offset    +2 hours / -3 days      +2小时 / -3天      (the largest unit, signed: date − now)
//   timer     2:05:00 or 5:07         2:05:00 or 5:07   (|date − now|, hours not wrapped)
// Relative and offset units: years are not used (days go on counting); a difference under
// a second shows "0 sec" / "0秒" and "+0 seconds" / "+0秒".

import Foundation
import WidgetDocument

enum DateText {
    enum Language: Equatable {
        case english, chinese
        /// Any other locale, formatted by the CLDR's rules.
        case other(Locale)
    }

    /// The language for a locale identifier, or nil when it names no language ISO 639
    /// knows.
    static func language(for locale: String) -> Language? {
        let l = locale.lowercased().replacingOccurrences(of: "-", with: "_")
        if ["en", "en_us", "en_us_posix"].contains(l) { return .english }
        if ["zh", "zh_cn", "zh_sg", "zh_hans", "zh_hans_cn", "zh_hans_sg"].contains(l) { return .chinese }
        let parsed = Locale(identifier: locale.replacingOccurrences(of: "-", with: "_"))
        guard let code = parsed.language.languageCode, Locale.LanguageCode.isoLanguageCodes.contains(code) else {
            return nil
        }
        return .other(parsed)
    }

    /// `date` in a CLDR style of `locale`, in the Gregorian calendar at `offset` seconds from
    /// UTC. The wall-clock time is formatted as UTC (these styles name no zone), so every
    /// offset ISO 8601 allows works, ±23:59 included.
    static func cldr(
        _ date: Double, offset: Int, locale: Locale, date dateStyle: Date.FormatStyle.DateStyle,
        time timeStyle: Date.FormatStyle.TimeStyle
    ) -> String {
        let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = utc
        let style = Date.FormatStyle(
            date: dateStyle, time: timeStyle, locale: locale, calendar: calendar, timeZone: utc)
        return Date(timeIntervalSince1970: date + Double(offset)).formatted(style)
    }

    /// `date`'s time in the CLDR's short time pattern of `locale`, as iOS's date formatter
    /// writes it for `Text(date, style: .time)`: "08:00" in en_GB, de_DE and it_IT
    /// (`HH:mm`), "8:00" in ja_JP (`H:mm`), "오전 8:00" in ko_KR. `Date.FormatStyle`'s
    /// `.shortened` time on Linux drops the leading zero of a two-digit hour pattern
    /// ("8:00" in en_GB), which a real iOS 26 screenshot contradicts (docs/measurements.md,
    /// TIME24).
    static func cldrShortTime(_ date: Double, offset: Int, locale: Locale) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: Date(timeIntervalSince1970: date + Double(offset)))
    }

    /// A duration as CLDR units (days down to seconds, no years): its `count` largest units,
    /// the rest cut off (not rounded), as the US English and Chinese forms do.
    static func cldrDuration(_ seconds: Double, locale: Locale, wide: Bool, units count: Int) -> String {
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.days, .hours, .minutes, .seconds], width: wide ? .wide : .abbreviated,
            maximumUnitCount: count, zeroValueUnits: .hide, valueLength: nil, fractionalPart: .hide
        ).locale(locale)
        let whole = Int64(units(max(0, seconds)).prefix(count).reduce(0) { $0 + $1.1 * $1.0.seconds })
        guard whole > 0 else {
            // Nothing to hide zeros from: "0 sec" in the locale's words.
            let zero = Duration.UnitsFormatStyle(
                allowedUnits: [.seconds], width: wide ? .wide : .abbreviated, zeroValueUnits: .show(length: 1)
            ).locale(locale)
            return Duration.seconds(0).formatted(zero)
        }
        return Duration.seconds(whole).formatted(style)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// `narrowSpace`: iOS 17 and later put a narrow no-break space (U+202F) before AM/PM.
    static func string(
        style: TextSpec.DateStyle, date: Double, now: Double, offset: Int, language: Language, narrowSpace: Bool = true
    ) -> String {
        switch style {
        case .time:
            let c = ISODate.components(date, offset: offset)
            let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
            let minute = c.minute < 10 ? "0\(c.minute)" : "\(c.minute)"
            switch language {
            case .english: return "\(hour12):\(minute)\(narrowSpace ? "\u{202F}" : " ")\(c.hour < 12 ? "AM" : "PM")"
            case .chinese: return "\(c.hour < 12 ? "上午" : "下午")\(hour12):\(minute)"
            case .other(let locale): return cldrShortTime(date, offset: offset, locale: locale)
            }
        case .date:
            let c = ISODate.components(date, offset: offset)
            switch language {
            case .english: return "\(monthNames[c.month - 1]) \(c.day), \(c.year)"
            case .chinese: return "\(c.year)年\(c.month)月\(c.day)日"
            case .other(let locale): return cldr(date, offset: offset, locale: locale, date: .long, time: .omitted)
            }
        case .relative:
            if case .other(let locale) = language {
                return cldrDuration(abs(date - now), locale: locale, wide: false, units: 2)
            }
            let english = language == .english
            let parts = units(abs(date - now)).prefix(2).enumerated().filter { $0.offset == 0 || $0.element.1 > 0 }
                .map(\.element)
            return parts.map { unit, value in
                english
                    ? "\(value) \(value == 1 ? unit.singularAbbreviation : unit.abbreviation)"
                    : "\(value)\(unit.chinese)"
            }.joined(separator: english ? ", " : "")
        case .offset:
            let (unit, value) = units(abs(date - now)).first ?? (.second, 0)
            let sign = date - now < 0 ? "-" : "+"
            switch language {
            case .english: return "\(sign)\(value) \(value == 1 ? unit.singular : unit.plural)"
            case .chinese: return "\(sign)\(value)\(unit.chinese)"
            case .other(let locale): return sign + cldrDuration(abs(date - now), locale: locale, wide: true, units: 1)
            }
        case .timer:
            return clock(abs(date - now))
        }
    }

    /// `Text(timerInterval:countsDown:showsHours:)` as of `now`: the time left (counting down)
    /// or gone (counting up), held at the interval's ends, as a timer shows it: `1:05:09`,
    /// `5:09`, or with `showsHours` false, `65:09`.
    static func timer(from start: Double, to end: Double, now: Double, countsDown: Bool, showsHours: Bool) -> String {
        let total = max(0, end - start)
        let elapsed = min(total, max(0, now - start))
        return clock(countsDown ? total - elapsed : elapsed, showsHours: showsHours)
    }

    /// What part of a `ProgressView(timerInterval:countsDown:)` is filled as of `now`: the
    /// part left when counting down (it empties), the part gone when counting up.
    static func timerFraction(from start: Double, to end: Double, now: Double, countsDown: Bool) -> Double {
        guard end > start else { return countsDown ? 0 : 1 }
        let gone = min(1, max(0, (now - start) / (end - start)))
        return countsDown ? 1 - gone : gone
    }

    /// Whole seconds as a timer's digits: hours only when there are some (and `showsHours`),
    /// minutes and seconds two digits after the first field.
    static func clock(_ seconds: Double, showsHours: Bool = true) -> String {
        let total = Int(max(0, seconds).rounded(.down))
        let h = showsHours ? total / 3600 : 0
        let m = (total - h * 3600) / 60, s = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    enum Unit {
        case day, hour, minute, second
        var abbreviation: String {
            switch self {
            case .day: "days"
            case .hour: "hr"
            case .minute: "min"
            case .second: "sec"
            }
        }
        var singularAbbreviation: String { self == .day ? "day" : abbreviation }
        var singular: String {
            switch self {
            case .day: "day"
            case .hour: "hour"
            case .minute: "minute"
            case .second: "second"
            }
        }
        var plural: String { singular + "s" }
        var seconds: Int {
            switch self {
            case .day: 86_400
            case .hour: 3600
            case .minute: 60
            case .second: 1
            }
        }
        var chinese: String {
            switch self {
            case .day: "天"
            case .hour: "小时"
            case .minute: "分钟"
            case .second: "秒"
            }
        }
    }

    /// The units of a duration from its largest non-zero one down to seconds (at least one).
    static func units(_ seconds: Double) -> [(Unit, Int)] {
        let total = Int(seconds.rounded(.down))
        var rest = total
        let all: [(Unit, Int)] = [Unit.day, .hour, .minute, .second].map { unit in
            defer { rest %= unit.seconds }
            return (unit, rest / unit.seconds)
        }
        guard let first = all.firstIndex(where: { $0.1 > 0 }) else { return [(.second, 0)] }
        return Array(all[first...])
    }
}
