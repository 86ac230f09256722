// `Text(date, style:)`: the string iOS shows for a date in each style, computed against
// the entry's date (never the clock), in the entry's time zone offset, for English and
// Chinese locales.
//
// Formats (en_US / zh_CN), with the entry's date as "now":
//   time      9:41 AM                 上午9:41
//   date      November 21, 2026       2026年11月21日
//   relative  2 hr, 5 min             2小时5分钟        (the two largest units of |date − now|)
//   offset    +2 hours / -3 days      +2小时 / -3天      (the largest unit, signed: date − now)
//   timer     2:05:00 or 5:07         2:05:00 or 5:07   (|date − now|, hours not wrapped)
// Relative and offset units: years are not used (days go on counting); a difference under
// a second shows "0 sec" / "0秒" and "+0 seconds" / "+0秒".

enum DateText {
    enum Language { case english, chinese }

    /// The language for a locale identifier, or nil when its formats are not known here:
    /// US English and Simplified Chinese only (en_GB or zh_TW format differently).
    static func language(for locale: String) -> Language? {
        let l = locale.lowercased().replacingOccurrences(of: "-", with: "_")
        if ["en", "en_us", "en_us_posix"].contains(l) { return .english }
        if ["zh", "zh_cn", "zh_sg", "zh_hans", "zh_hans_cn", "zh_hans_sg"].contains(l) { return .chinese }
        return nil
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// `narrowSpace`: iOS 17 and later put a narrow no-break space (U+202F) before AM/PM.
    static func string(
        style: String, date: Double, now: Double, offset: Int, language: Language, narrowSpace: Bool = true
    ) -> String {
        switch style {
        case "time":
            let c = ISODate.components(date, offset: offset)
            let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
            let minute = c.minute < 10 ? "0\(c.minute)" : "\(c.minute)"
            switch language {
            case .english: return "\(hour12):\(minute)\(narrowSpace ? "\u{202F}" : " ")\(c.hour < 12 ? "AM" : "PM")"
            case .chinese: return "\(c.hour < 12 ? "上午" : "下午")\(hour12):\(minute)"
            }
        case "date":
            let c = ISODate.components(date, offset: offset)
            switch language {
            case .english: return "\(monthNames[c.month - 1]) \(c.day), \(c.year)"
            case .chinese: return "\(c.year)年\(c.month)月\(c.day)日"
            }
        case "relative":
            let parts = units(abs(date - now)).prefix(2).enumerated().filter { $0.offset == 0 || $0.element.1 > 0 }
                .map(\.element)
            return parts.map { unit, value in
                language == .english
                    ? "\(value) \(value == 1 ? unit.singularAbbreviation : unit.abbreviation)"
                    : "\(value)\(unit.chinese)"
            }.joined(separator: language == .english ? ", " : "")
        case "offset":
            let (unit, value) = units(abs(date - now)).first!
            let sign = date - now < 0 ? "-" : "+"
            switch language {
            case .english: return "\(sign)\(value) \(value == 1 ? unit.singular : unit.plural)"
            case .chinese: return "\(sign)\(value)\(unit.chinese)"
            }
        default:  // timer
            let total = Int(abs(date - now).rounded(.down))
            let h = total / 3600, m = total % 3600 / 60, s = total % 60
            let ss = s < 10 ? "0\(s)" : "\(s)"
            if h > 0 { return "\(h):\(m < 10 ? "0\(m)" : "\(m)"):\(ss)" }
            return "\(m):\(ss)"
        }
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
        let all: [(Unit, Int)] = [
            (.day, total / 86_400), (.hour, total % 86_400 / 3600), (.minute, total % 3600 / 60), (.second, total % 60),
        ]
        guard let first = all.firstIndex(where: { $0.1 > 0 }) else { return [(.second, 0)] }
        return Array(all[first...])
    }
}
