// Strings as the app ships them: the string catalog and `.lproj` tables in
// Extension/Strings (a test resource, found with no set-up), resolved for the render's
// locale, with interpolated values, plurals and styled dates in the translation's order.

import Foundation
import Testing
import WidgetDocument

@testable import WidgetUI

@Suite struct LocalizationTests {
    static let chinese = Locale(identifier: "zh_CN")
    static let date = Date(timeIntervalSince1970: 1_767_225_600)

    /// The JSON a view builds in a locale.
    func json(_ view: some View, locale: Locale? = nil) throws -> String {
        try WidgetDocument(view, families: [.systemSmall], locale: locale).json()
    }

    @Test func keyTranslatedForTheLocale() throws {
        #expect(try json(Text("Lucky number"), locale: Self.chinese).contains("\"幸运数字\""))
        #expect(try json(Text("Lucky number"), locale: Locale(identifier: "zh_TW")).contains("\"幸運數字\""))
        // The source language, and a language the catalog lacks, draw the key as written.
        #expect(try json(Text("Lucky number")).contains("\"Lucky number\""))
        #expect(try json(Text("Lucky number"), locale: Locale(identifier: "fr_FR")).contains("\"Lucky number\""))
        // `verbatim:` and a String are never looked up.
        #expect(try json(Text(verbatim: "Lucky number"), locale: Self.chinese).contains("\"Lucky number\""))
    }

    /// `"\(n) points"` is the key `%lld points`; English picks its plural form.
    @Test func pluralsAndValues() throws {
        #expect(try json(Text("\(1) points")).contains("\"1 point\""))
        #expect(try json(Text("\(1_250) points")).contains("\"1,250 points\""))
        #expect(try json(Text("\(1_250) points"), locale: Self.chinese).contains("\"1,250 积分\""))
        let ratio = 12.34
        #expect(try json(Text("odds \(ratio, specifier: "%.1f") %"), locale: Self.chinese).contains("\"概率 12.3%\""))
        // A `.stringsdict` rule inside a longer format, with its zero form.
        #expect(try json(Text("\(3) hours left", tableName: "Widget")).contains("\"Only 3 hours left\""))
        #expect(try json(Text("\(1) hours left", tableName: "Widget")).contains("\"Only 1 hour left\""))
        #expect(try json(Text("\(0) hours left", tableName: "Widget")).contains("\"Only no time left\""))
        #expect(try json(Text("Today", tableName: "Widget"), locale: Self.chinese).contains("\"今天\""))
    }

    /// A styled date keeps its run, in the translation's order.
    @Test func runsFollowTheTranslation() throws {
        let text = Text("Updated \(Self.date, style: .time)")
        let chinese = try json(text, locale: Self.chinese)
        let dateAt = try #require(chinese.range(of: "\"style\": \"time\""))
        let wordAt = try #require(chinese.range(of: "\" 更新\""))
        #expect(dateAt.lowerBound < wordAt.lowerBound)
        let english = try json(text)
        #expect(english.contains("\"Updated \""))
    }

    /// The environment's locale reaches texts built inside it, as SwiftUI resolves them.
    @Test func environmentLocale() throws {
        struct Title: View {
            var body: some View { Label("Lucky number", systemImage: "sparkles") }
        }
        let view = Title().environment(\.locale, Self.chinese)
        #expect(try json(view).contains("\"幸运数字\""))
        #expect(String(localized: "Lucky number", locale: Self.chinese) == "幸运数字")
        #expect(String(localized: "\(2) points") == "2 points")
    }

    /// Plural categories of the languages apps ship most (CLDR cardinal rules).
    @Test func pluralCategories() {
        #expect(StringCatalogs.pluralCategory(1, language: "en") == "one")
        #expect(StringCatalogs.pluralCategory(0, language: "fr") == "one")
        #expect(StringCatalogs.pluralCategory(22, language: "ru") == "few")
        #expect(StringCatalogs.pluralCategory(11, language: "ru") == "many")
        #expect(StringCatalogs.pluralCategory(1, language: "zh-Hans") == "other")
        #expect(StringCatalogs.languageCandidates("zh_CN") == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh"])
        #expect(StringCatalogs.languageCandidates("zh_HK").contains("zh-Hant"))
    }

    /// Placeholders by position, `%%`, and a placeholder without a value kept as written.
    @Test func formatFilling() {
        let pieces = LocalizedFormat.fill(
            "%2$@ / %1$lld %% %@", [.int(3), .string("x")], locale: Locale(identifier: "en_US"))
        guard case .literal(let text)? = pieces.first, pieces.count == 1 else {
            Issue.record("expected one literal, got \(pieces)")
            return
        }
        #expect(text == "x / 3 % 3")
        let missing = LocalizedFormat.fill("%@ and %@", [.string("a")], locale: Locale(identifier: "en_US"))
        if case .literal(let t)? = missing.first { #expect(t == "a and %@") }
    }
}
