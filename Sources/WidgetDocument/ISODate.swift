// ISO 8601 / RFC 3339 date-times ("2026-11-21T09:41:00Z", "2026-11-21T17:41:00+08:00",
// fractional seconds allowed), parsed without the system's calendar, locale or time zone.

import WidgetCore

/// Parses date-times to seconds since 1970-01-01T00:00:00Z.
public enum ISODate {
    public static func parse(_ s: String) -> Double? {
        parseWithOffset(s)?.seconds
    }

    /// Seconds since 1970 UTC and the UTC offset the string was written in, in seconds.
    public static func parseWithOffset(_ s: String) -> (seconds: Double, offset: Int)? {
        let c = Array(s.utf8)
        func num(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= c.count else { return nil }
            var v = 0
            for b in c[from..<from + count] {
                guard (48...57).contains(b) else { return nil }
                v = v * 10 + Int(b - 48)
            }
            return v
        }
        guard c.count >= 20, let year = num(0, 4), c[4] == 45, let month = num(5, 2), c[7] == 45,
            let day = num(8, 2), c[10] == 84 || c[10] == 116, let hour = num(11, 2), c[13] == 58,
            let minute = num(14, 2), c[16] == 58, let second = num(17, 2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month, year)).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var i = 19
        var fraction = 0.0
        if i < c.count, c[i] == 46 {
            i += 1
            var scale = 0.1
            let start = i
            while i < c.count, (48...57).contains(c[i]) {
                fraction += Double(c[i] - 48) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        guard i < c.count else { return nil }
        var offset = 0
        if c[i] == 90 || c[i] == 122 {
            i += 1
        } else if c[i] == 43 || c[i] == 45, let oh = num(i + 1, 2), i + 3 < c.count, c[i + 3] == 58,
            let om = num(i + 4, 2),
            oh < 24, om < 60
        {
            offset = (oh * 60 + om) * 60 * (c[i] == 43 ? 1 : -1)
            i += 6
        } else {
            return nil
        }
        guard i == c.count else { return nil }
        let days = daysFromCivil(year, month, day)
        return (Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction, offset)
    }

    static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// `seconds` since 1970 as ISO 8601 in UTC (`2026-11-21T09:41:00Z`, whole seconds), or
    /// nil outside the years 1 to 9999.
    public static func string(_ seconds: Double) -> String? {
        guard seconds.isFinite, seconds >= -62_135_596_800, seconds < 253_402_300_800 else { return nil }
        let c = components(seconds, offset: 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(c.year)
        return String(repeating: "0", count: 4 - y.count) + y + "-" + two(c.month) + "-" + two(c.day) + "T"
            + two(c.hour) + ":" + two(c.minute) + ":" + two(c.second) + "Z"
    }

    /// The civil date and time of `seconds` since 1970 UTC, shifted by `offset` seconds, in
    /// the proleptic Gregorian calendar (never the machine's time zone or calendar), with
    /// its weekday (0 Sunday … 6 Saturday).
    public static func components(_ seconds: Double, offset: Int) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int
    ) {
        // Saturated: a time far outside the format's years 1–9999 cannot trap.
        let local = Int(saturating: (seconds + Double(offset)).rounded(.down))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secs = local - days * 86_400
        // Inverse of daysFromCivil.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        // 1970-01-01 was a Thursday.
        let weekday = ((days + 4) % 7 + 7) % 7
        return (year, month, day, secs / 3600, secs % 3600 / 60, secs % 60, weekday)
    }
}
