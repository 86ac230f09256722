// Strings as the app ships them: `.xcstrings` string catalogs (JSON, with plural and device
// variations), `.strings` tables and `.stringsdict` plural rules in `<language>.lproj`
// folders, found where asset catalogs are (the bundle given, else the main bundle, the
// resource bundles beside the test executable and the registered files and folders).
//
// A key is looked up for the render's locale (`\.locale`, en_US unless the view sets it):
// the locale's language with its script and region (`zh_CN` → `zh-Hans-CN`, `zh-Hans`,
// `zh`), then the catalog's source language. The translation is a format whose
// placeholders (`%@`, `%lld`, `%.1f`, `%1$@`…) take the key's interpolated values, as
// SwiftUI writes them into the key (`"\(count) items"` is the key `%lld items`); a plural
// variation is chosen by the first number among them with the language's CLDR cardinal
// rules. A key no table has is drawn as written, as iOS does, with a warning on standard
// error when the app has string tables at all.

import Foundation
import Synchronization
import WidgetDocument

/// The string tables a render looks in.
public enum StringCatalogs {
    private static let registered = Mutex<[URL]>([])
    private static let parsed = Mutex<[String: [StringTable]]>([:])
    private static let warned = Mutex<Set<String>>([])

    /// Adds an `.xcstrings` file, an `.lproj` folder or a folder holding them (searched two
    /// levels down) to every later look-up without a bundle.
    public static func register(_ url: URL) {
        registered.withLock { list in
            if !list.contains(url.standardizedFileURL) { list.append(url.standardizedFileURL) }
        }
    }

    /// The tables of `bundle`, or of the main bundle, its resource bundles and the
    /// registered places.
    static func tables(bundle: Bundle?) -> [StringTable] {
        var places = ResourcePlaces.places(bundle: bundle)
        if bundle == nil { places += registered.withLock { $0 }.map { ($0, 3) } }
        var seen = Set<String>()
        return places.filter { seen.insert($0.0.path).inserted }.flatMap { tables(at: $0.0, depth: $0.1) }
    }

    /// The tables in one place, parsed once.
    static func tables(at place: URL, depth: Int) -> [StringTable] {
        if let cached = parsed.withLock({ $0[place.path] }) { return cached }
        var found: [StringTable] = []
        func visit(_ url: URL, depth: Int) {
            switch url.pathExtension {
            case "xcstrings":
                if let table = StringTable(catalog: url) { found.append(table) }
            case "lproj":
                found += StringTable.tables(lproj: url)
            default:
                guard depth > 0, (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else {
                    return
                }
                let children =
                    ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
                    .sorted { $0.path < $1.path }
                for child in children { visit(child, depth: depth - 1) }
            }
        }
        visit(place, depth: depth)
        parsed.withLock { $0[place.path] = found }
        return found
    }

    /// The translation of `key` in `table` (Localizable when nil) for `locale`, or nil.
    static func translation(of key: String, table: String?, bundle: Bundle?, locale: Locale) -> StringTable.Value? {
        let tables = tables(bundle: bundle).filter { $0.name == (table ?? "Localizable") }
        let languages = languageCandidates(locale.identifier)
        for t in tables {
            if let value = t.value(of: key, languages: languages) { return value }
        }
        // A key a table lists without this language is the source text: drawn as written.
        if !tables.isEmpty, !tables.contains(where: { $0.values[key] != nil }) {
            let note = "\(key)\u{0}\(locale.identifier)"
            if warned.withLock({ $0.insert(note).inserted }) {
                let message =
                    "warning: no translation of \"\(key)\" for \(locale.identifier) in \(tables.map(\.file).joined(separator: ", ")); drawn as written\n"
                FileHandle.standardError.write(Data(message.utf8))
            }
        }
        return nil
    }

    /// The languages to try for a locale, most specific first: `zh_CN` → `zh-Hans-CN`,
    /// `zh-Hans`, `zh-CN`, `zh`.
    static func languageCandidates(_ identifier: String) -> [String] {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first else { return [] }
        var script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
        if script == nil, language == "zh" {
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)-\(script)-\(region)") }
        if let script { candidates.append("\(language)-\(script)") }
        if let region { candidates.append("\(language)-\(region)") }
        candidates.append(language)
        return candidates
    }

    /// CLDR's cardinal plural category of an integer in a language (the rules for the
    /// languages apps ship most; any other language uses one/other as English does).
    static func pluralCategory(_ n: Int64, language: String) -> String {
        let base = String(language.prefix { $0 != "-" })
        let mod10 = abs(n) % 10, mod100 = abs(n) % 100
        switch base {
        case "zh", "ja", "ko", "th", "vi", "id", "ms", "my", "lo", "km":
            return "other"
        case "fr", "pt":
            if language == "pt-PT" { return n == 1 ? "one" : "other" }
            return n == 0 || n == 1 ? "one" : (n % 1_000_000 == 0 ? "many" : "other")
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            if n == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk":
            return n == 1 ? "one" : ((2...4).contains(n) ? "few" : "other")
        case "ar":
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(mod100) ? "few" : ((11...99).contains(mod100) ? "many" : "other")
            }
        default:
            return n == 1 ? "one" : "other"
        }
    }
}

/// One table (`Localizable`, …) of one catalog or `.lproj` set: its keys' values by language.
struct StringTable: Sendable {
    /// What a key gives in one language.
    enum Value: Sendable {
        case plain(String)
        /// Plural forms by CLDR category (`zero`, `one`, `other`…), and text around them
        /// (`.stringsdict`'s `%#@var@` inside a longer format).
        case plural(forms: [String: String], prefix: String, suffix: String)

        /// The format for these arguments: the plural form of the first number's category.
        func format(language: String, arguments: [LocalizedArgument]) -> String {
            switch self {
            case .plain(let text): return text
            case .plural(let forms, let prefix, let suffix):
                var n: Int64?
                for argument in arguments {
                    if case .int(let i) = argument {
                        n = i
                        break
                    }
                    if case .double(let d) = argument, d.isFinite, d == d.rounded(), abs(d) < 1e15 {
                        n = Int64(d)
                        break
                    }
                }
                var form = forms["other"] ?? forms.values.sorted().first ?? ""
                if let n {
                    if n == 0, let zero = forms["zero"] {
                        form = zero
                    } else if let chosen = forms[StringCatalogs.pluralCategory(n, language: language)] {
                        form = chosen
                    }
                }
                return prefix + form + suffix
            }
        }
    }

    let name: String
    /// The file, for messages (`Localizable.xcstrings`, `zh-Hans.lproj/Localizable.strings`).
    let file: String
    let sourceLanguage: String
    /// Values by key, then by language.
    let values: [String: [String: Value]]

    /// The largest string file read (a catalog of a large app is a few MB).
    static let maxBytes = 32 << 20

    static func read(_ url: URL) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: maxBytes)
    }

    func value(of key: String, languages: [String]) -> Value? {
        guard let byLanguage = values[key] else { return nil }
        for language in languages + [sourceLanguage, "Base", "en"] {
            if let value = byLanguage[language] { return value }
        }
        return nil
    }

    /// A string catalog (`.xcstrings`): `strings[key].localizations[language]` holds a
    /// `stringUnit` or `variations` by `plural` or `device` (the iPhone's, else `other`).
    init?(catalog url: URL) {
        guard let data = Self.read(url), let json = try? JSONValue.parse([UInt8](data)),
            case .object(let strings)? = json["strings"]
        else { return nil }
        name = url.deletingPathExtension().lastPathComponent
        file = url.lastPathComponent
        let source: String = if case .string(let s)? = json["sourceLanguage"] { s } else { "en" }
        sourceLanguage = source
        func value(_ localization: JSONValue) -> Value? {
            if case .string(let text)? = localization["stringUnit"]?["value"] { return .plain(text) }
            guard let variations = localization["variations"] else { return nil }
            if let device = variations["device"] {
                for choice in ["iphone", "other"] {
                    if let inner = device[choice], let v = value(inner) { return v }
                }
            }
            if case .object(let plural)? = variations["plural"] {
                var forms: [String: String] = [:]
                for (category, form) in plural {
                    if case .string(let text)? = form["stringUnit"]?["value"] { forms[category] = text }
                }
                return forms.isEmpty ? nil : .plural(forms: forms, prefix: "", suffix: "")
            }
            return nil
        }
        var values: [String: [String: Value]] = [:]
        for (key, entry) in strings {
            guard case .object(let localizations)? = entry["localizations"] else { continue }
            for (language, localization) in localizations {
                if let v = value(localization) { values[key, default: [:]][language] = v }
            }
        }
        self.values = values
    }

    init(name: String, file: String, sourceLanguage: String, values: [String: [String: Value]]) {
        self.name = name
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.values = values
    }

    /// The `.strings` and `.stringsdict` tables of one `<language>.lproj` folder.
    static func tables(lproj folder: URL) -> [StringTable] {
        let language = folder.deletingPathExtension().lastPathComponent
        let files =
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
        var tables: [StringTable] = []
        for url in files where url.pathExtension == "strings" || url.pathExtension == "stringsdict" {
            guard let data = read(url),
                let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                    as? [String: Any]
            else { continue }
            var values: [String: [String: Value]] = [:]
            for (key, raw) in list {
                if let text = raw as? String {
                    values[key] = [language: .plain(text)]
                } else if let rule = raw as? [String: Any], let value = pluralRule(rule) {
                    values[key] = [language: value]
                }
            }
            tables.append(
                StringTable(
                    name: url.deletingPathExtension().lastPathComponent,
                    file: "\(folder.lastPathComponent)/\(url.lastPathComponent)", sourceLanguage: language,
                    values: values))
        }
        return tables
    }

    /// A `.stringsdict` entry: `NSStringLocalizedFormatKey` with one `%#@name@` variable
    /// whose dictionary lists the plural forms.
    static func pluralRule(_ rule: [String: Any]) -> Value? {
        guard let format = rule["NSStringLocalizedFormatKey"] as? String,
            let start = format.range(of: "%#@"),
            let end = format.range(of: "@", range: start.upperBound..<format.endIndex)
        else { return nil }
        let variable = String(format[start.upperBound..<end.lowerBound])
        guard let spec = rule[variable] as? [String: Any] else { return nil }
        var forms: [String: String] = [:]
        for category in ["zero", "one", "two", "few", "many", "other"] {
            if let text = spec[category] as? String { forms[category] = text }
        }
        guard !forms.isEmpty else { return nil }
        return .plural(
            forms: forms, prefix: String(format[..<start.lowerBound]), suffix: String(format[end.upperBound...]))
    }
}

/// A value interpolated into a localized key, kept for the translation's placeholders.
enum LocalizedArgument {
    case int(Int64)
    case double(Double)
    case string(String)
    /// A `Text` (a styled date, or a text interpolated as is): a run of its own.
    case text(Text)
}

/// Filling a translated format's placeholders with the key's values.
enum LocalizedFormat {
    /// One part of a filled format: text to read as Markdown, or a run.
    enum Piece {
        case literal(String)
        case run(Text)
    }

    /// The format with each placeholder replaced by its argument (positional `%2$@` or in
    /// order); a placeholder without an argument is kept as written.
    static func fill(_ format: String, _ arguments: [LocalizedArgument], locale: Locale) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var next = 0
        let chars = Array(format.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "%", i + 1 < chars.count else {
                literal.unicodeScalars.append(c)
                i += 1
                continue
            }
            if chars[i + 1] == "%" {
                literal += "%"
                i += 2
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
            var j = i + 1
            var digits = ""
            while j < chars.count, ("0"..."9").contains(chars[j]) {
                digits.unicodeScalars.append(chars[j])
                j += 1
            }
            var position: Int?
            var spec = "%"
            if j < chars.count, chars[j] == "$", let n = Int(digits), n >= 1 {
                position = n - 1
                j += 1
            } else {
                spec += digits
            }
            while j < chars.count, "-+ #0123456789.".unicodeScalars.contains(chars[j]) {
                spec.unicodeScalars.append(chars[j])
                j += 1
            }
            while j < chars.count, "hlqLztj".unicodeScalars.contains(chars[j]) { j += 1 }
            guard j < chars.count else {
                literal += String(String.UnicodeScalarView(chars[i...]))
                break
            }
            let conversion = chars[j]
            let index = position ?? next
            if position == nil { next += 1 }
            let text = String(String.UnicodeScalarView(chars[i...j]))
            i = j + 1
            guard arguments.indices.contains(index) else {
                literal += text
                continue
            }
            let argument = arguments[index]
            if case .text(let run) = argument {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(.run(run))
                continue
            }
            literal += InlineMarkdown.escaped(value(argument, spec: spec, conversion: conversion, locale: locale))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// One argument written by its placeholder.
    static func value(_ argument: LocalizedArgument, spec: String, conversion: Unicode.Scalar, locale: Locale)
        -> String
    {
        let integer = "dDiuUxXoOcC".unicodeScalars.contains(conversion)
        let floating = "fFeEgGaA".unicodeScalars.contains(conversion)
        switch argument {
        case .int(let n) where integer: return printf(spec + "ll" + String(conversion), n, locale: locale)
        case .int(let n) where floating: return printf(spec + String(conversion), Double(n), locale: locale)
        case .double(let d) where floating: return printf(spec + String(conversion), d, locale: locale)
        case .double(let d) where integer:
            return printf(spec + "lld", Int64(d.isFinite ? max(min(d, 9e18), -9e18) : 0), locale: locale)
        case .int(let n): return String(n)
        case .double(let d): return printf("%f", d, locale: locale)
        case .string(let s): return s
        case .text(let t): return t.plainText
        }
    }

    /// Whether `format` is one decimal integer placeholder with no flags, width or
    /// precision: `%d`, `%i`, `%u`, with any length (`%lld`, `%ld`, `%hd`, `%qd`, `%zu`).
    static func isPlainDecimal(_ format: String) -> Bool {
        guard format.hasPrefix("%"), let last = format.last, "diu".contains(last) else { return false }
        return ["", "l", "ll", "h", "hh", "q", "z", "j", "t"].contains(String(format.dropFirst().dropLast()))
    }

    /// `digits` (an optional minus sign, then digits) with `separator` between groups of
    /// three.
    static func grouped(_ digits: String, separator: String) -> String {
        let negative = digits.hasPrefix("-")
        let body = Array(negative ? digits.dropFirst() : Substring(digits))
        guard body.count > 3, body.allSatisfy(\.isASCII) else { return digits }
        var result = ""
        for (i, c) in body.enumerated() {
            if i > 0, (body.count - i) % 3 == 0 { result += separator }
            result.append(c)
        }
        return (negative ? "-" : "") + result
    }

    /// A printf format of one value as iOS writes it in a localized string, before any
    /// grouping (`grouped`): the locale's decimal separator. (Foundation on Linux groups
    /// digits when given a locale, so the locale is applied here instead.)
    static func printf(_ format: String, _ value: CVarArg, locale: Locale) -> String {
        let text = String(format: format, value)
        // An integer through a plain decimal placeholder (`%lld`, `%d`) is written with the
        // locale's grouping, as SwiftUI writes it: `Text("\(1234)")` reads "1,234"
        // (`Text(verbatim:)` or a `String` avoids it). Flags or a width keep the digits.
        if value is any BinaryInteger, Self.isPlainDecimal(format) {
            return grouped(text, separator: locale.groupingSeparator ?? ",")
        }
        let separator = locale.decimalSeparator ?? "."
        guard separator != ".", !(value is any BinaryInteger) else { return text }
        return text.replacingOccurrences(of: ".", with: separator)
    }
}
