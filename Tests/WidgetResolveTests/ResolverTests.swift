// Resolving: environment values flow inward, decorations see only what is outside them,
// and anything not drawn yet is refused by name.

import Testing
import WidgetCore
import WidgetDocument
import WidgetResolve
import WidgetViewTree

@Suite("Resolver")
struct ResolverTests {
    func resolve(_ view: String, scheme: ColorScheme = .light) throws -> ViewNode {
        let json = try JSONValue.parse(Array(view.utf8))
        _ = try EntryDocument.decode(Array("{\"version\": 1, \"view\": \(view)}".utf8))
        return try Resolver(scheme: scheme).resolve(ViewSpec.decode(json))
    }

    func unsupported(_ view: String) -> String? {
        do {
            _ = try resolve(view)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("environment sets the color scheme, time zone and Dynamic Type size of everything inside")
    func environmentModifier() throws {
        func text(_ view: String) throws -> TextContent? {
            guard case .text(let t) = try resolve(view).content else { return nil }
            return t
        }
        let dark = try text(
            ##"{"type": "Text", "text": "a", "modifiers": [{"foregroundStyle": "label"}, {"environment": {"colorScheme": "dark"}}]}"##
        )
        #expect(dark?.foreground == .color(.white))
        let shanghai = try text(
            ##"{"type": "Text", "date": "2026-01-01T09:30:00Z", "style": "time", "modifiers": [{"environment": {"timeZone": "+08:00"}}]}"##
        )
        #expect(shanghai?.styledRuns.map(\.string).joined().hasPrefix("5:30") == true)
        let large = try text(##"{"type": "Text", "text": "a", "modifiers": [{"font": "headline"}]}"##)
        // The font set outside scales with the size set inside (headline: 17 → 23 pt).
        let huge = try resolve(
            ##"{"type": "VStack", "modifiers": [{"environment": {"dynamicTypeSize": "xxxLarge"}}, {"font": "headline"}], "children": [{"type": "Text", "text": "a"}]}"##
        )
        guard case .stack(_, _, _, let children) = huge.content, case .text(let scaled) = children[0].content else {
            Issue.record("expected a stack of a text")
            return
        }
        #expect(large?.styledRuns.first?.font.size == 17 && scaled.styledRuns.first?.font.size == 23)
        #expect(
            unsupported(
                ##"{"type": "Text", "text": "a", "modifiers": [{"environment": {"timeZone": "Mars/Olympus"}}]}"##)?
                .contains("expected a UTC offset") == true)
        // Several: the inner one wins where they overlap, and each sets its own values.
        let both = try text(
            ##"{"type": "Text", "date": "2026-01-01T09:30:00Z", "style": "time", "modifiers": [{"foregroundStyle": "label"}, {"environment": {"colorScheme": "dark"}}, {"environment": {"colorScheme": "light", "timeZone": "+08:00"}}]}"##
        )
        #expect(both?.foreground == .color(.white))
        #expect(both?.styledRuns.map(\.string).joined().hasPrefix("5:30") == true)
    }

    @Test("smallCaps sets lowercase letters as smaller capitals, capitals as they are")
    func smallCaps() throws {
        guard
            case .text(let t) = try resolve(
                ##"{"type": "Text", "text": "Gate B12", "modifiers": [{"font": {"size": 20}}, {"smallCaps": true}]}"##
            ).content
        else {
            Issue.record("expected a text")
            return
        }
        #expect(t.styledRuns.map(\.string) == ["G", "ATE", " B12"])
        #expect(t.styledRuns.map(\.font.size) == [20, 15, 20])
    }

    @Test("Text(value, format:) shows a number in a format; safeAreaPadding pads")
    func valueAndSafeArea() throws {
        guard
            case .text(let t) = try resolve(
                ##"{"type": "Text", "value": 0.256, "format": {"percent": {"fraction": 1}}}"##
            ).content
        else {
            Issue.record("expected a text")
            return
        }
        #expect(t.styledRuns.map(\.string).joined() == "25.6%")
        guard case .text(let n) = try resolve(##"{"type": "Text", "value": 1234.5}"##).content else {
            Issue.record("expected a text")
            return
        }
        #expect(n.styledRuns.map(\.string).joined() == "1,234.5")
        let padded = try resolve(
            ##"{"type": "Spacer", "modifiers": [{"safeAreaPadding": 4}, {"ignoresSafeArea": true}]}"##)
        guard case .padding(let insets) = padded.modifiers.first else {
            Issue.record("expected padding")
            return
        }
        #expect(insets == EdgeInsets(all: 4))
    }

    @Test("semantic colors resolve to iOS's light and dark values; tint is the tint set around the view")
    func semanticColors() throws {
        func color(_ name: String, _ scheme: ColorScheme, modifiers: String = "") throws -> Style? {
            guard
                case .text(let t) = try resolve(
                    ##"{"type": "Text", "text": "a", "modifiers": [{"foregroundStyle": "\##(name)"}\##(modifiers)]}"##,
                    scheme: scheme
                ).content
            else { return nil }
            return t.foreground
        }
        #expect(try color("tertiarySystemGroupedBackground", .light) == .color(Color(r: 242, g: 242, b: 247)))
        #expect(try color("tertiarySystemGroupedBackground", .dark) == .color(Color(r: 44, g: 44, b: 46)))
        #expect(try color("systemBlue", .dark) == .color(Color(r: 10, g: 132, b: 255)))
        #expect(try color("systemRed", .light) == color("red", .light))
        #expect(try color("lightText", .light) == .color(Color(r: 255, g: 255, b: 255, alpha: 0.6)))
        #expect(try color("tint", .light) == .color(Color(r: 0, g: 122, b: 255)))
        #expect(
            try color("tint", .light, modifiers: ##", {"tint": "#FF9500"}"##) == .color(Color(r: 255, g: 149, b: 0)))
    }

    @Test("hierarchical levels fade the foreground set around them, or are the label colors")
    func hierarchicalLevels() throws {
        func foreground(_ view: String, scheme: ColorScheme = .light) throws -> Style? {
            guard case .stack(_, _, _, let children) = try resolve(view, scheme: scheme).content,
                case .text(let t) = children[0].content
            else { return nil }
            return t.foreground
        }
        let inWhite = try foreground(
            ##"{"type": "VStack", "modifiers": [{"foregroundStyle": "white"}], "children": [{"type": "Text", "text": "a", "modifiers": [{"foregroundStyle": "secondary"}]}]}"##
        )
        #expect(inWhite == .color(Color.white.withOpacity(0.6)))
        let tertiary = try foreground(
            ##"{"type": "VStack", "modifiers": [{"foregroundStyle": "#FF0000"}], "children": [{"type": "Text", "text": "a", "modifiers": [{"foregroundStyle": "tertiary"}]}]}"##
        )
        #expect(tertiary == .color(Color(r: 255, g: 0, b: 0).withOpacity(0.3)))
        // With no foreground around it: the system's secondary label color.
        let plain = try foreground(
            ##"{"type": "VStack", "children": [{"type": "Text", "text": "a", "modifiers": [{"foregroundStyle": "secondary"}]}]}"##
        )
        #expect(plain == .color(Color(r: 60, g: 60, b: 67).withOpacity(0.6)))
    }

    @Test("an indeterminate ProgressView is one frame of the activity indicator, over its label")
    func indeterminateProgress() throws {
        let node = try resolve(##"{"type": "ProgressView", "label": {"type": "Text", "text": "Loading"}}"##)
        guard case .stack(.vertical, _, _, let children) = node.content else {
            Issue.record("not a stack: \(node.content)")
            return
        }
        #expect(children.map(\.typeName) == ["Spinner", "Text"])
        #expect(children[0].content.children.count == 8)
        guard case .frame(.fixed(let w, let h, _)) = children[0].modifiers.first else {
            Issue.record("no fixed frame")
            return
        }
        #expect(w == 20 && h == 20)
    }

    @Test("the innermost font wins, as in SwiftUI")
    func innermostFontWins() throws {
        let node = try resolve(
            "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"font\": \"caption\"}, {\"padding\": 4}, {\"font\": \"title\"}]}"
        )
        guard case .text(let t) = node.content else { Issue.record("not text"); return }
        #expect(t.font.size == 12)
        #expect(t.font.weight == .regular)
    }

    @Test("a stack's font reaches its texts, and fontWeight overrides the style's weight")
    func inherited() throws {
        let node = try resolve(
            "{\"type\": \"VStack\", \"children\": [{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"fontWeight\": \"bold\"}]}], \"modifiers\": [{\"font\": \"headline\"}, {\"foregroundStyle\": \"red\"}]}"
        )
        guard case .stack(_, _, _, let children) = node.content, case .text(let t) = children[0].content else {
            Issue.record("unexpected tree")
            return
        }
        #expect(t.font.size == 17)
        #expect(t.font.weight == .bold)
        #expect(t.foreground == .color(Color(r: 255, g: 59, b: 48)))
    }

    @Test("a background sees only the modifiers outside it")
    func decorationEnvironment() throws {
        let node = try resolve(
            "{\"type\": \"Color\", \"color\": \"blue\", \"modifiers\": [{\"foregroundStyle\": \"red\"}, {\"background\": {\"type\": \"Circle\"}}, {\"foregroundStyle\": \"green\"}]}"
        )
        guard case .background(let bg, _) = node.modifiers[0], case .shape(let s) = bg.content else {
            Issue.record("unexpected tree")
            return
        }
        #expect(s.fill == .color(Color(r: 52, g: 199, b: 89)))
    }

    @Test("colors resolve per scheme")
    func schemes() throws {
        let view = "{\"type\": \"Color\", \"color\": {\"light\": \"#FFFFFF\", \"dark\": \"secondaryLabel\"}}"
        guard case .fill(let light) = try resolve(view).content,
            case .fill(let dark) = try resolve(view, scheme: .dark).content
        else {
            Issue.record("not a fill")
            return
        }
        #expect(light == .color(.white))
        #expect(dark == .color(Color(r: 235, g: 235, b: 245, alpha: 0.6)))
    }

    @Test("a Label is its icon and title on one baseline; iconOnly and titleOnly keep one")
    func labels() throws {
        let both = try resolve(##"{"type": "Label", "title": "Hi", "systemImage": "star.fill"}"##)
        guard case .stack(.horizontal, .firstTextBaseline, _, let children) = both.content else {
            Issue.record("not a baseline row: \(both.content)")
            return
        }
        guard case .image(let icon) = children[0].content, case .text(let title) = children[1].content else {
            Issue.record("not icon then title")
            return
        }
        #expect(
            icon.symbolLayers.map(\.codePoint) == [SymbolCatalog.codePoint(for: "star.fill")] && title.string == "Hi")
        let iconOnly = try resolve(
            ##"{"type": "Label", "title": "Hi", "systemImage": "star", "labelStyle": "iconOnly"}"##)
        guard case .zstack(_, let only) = iconOnly.content, case .image = only[0].content else {
            Issue.record("iconOnly is not the icon")
            return
        }
        let titleOnly = try resolve(
            ##"{"type": "Label", "title": "Hi", "systemImage": "star", "labelStyle": "titleOnly"}"##)
        guard case .text = titleOnly.content else {
            Issue.record("titleOnly is not the title")
            return
        }
    }

    @Test("features not drawn yet are refused by name")
    func notSupportedYet() {
        #expect(
            unsupported("{\"type\": \"RoundedRectangle\", \"cornerSize\": {\"width\": 4, \"height\": 8}}")
                == "$.view.cornerSize: a cornerSize with different width and height is not supported yet; nothing was written (remove it, or see \"Supported today\" in docs/drawing.md)"
        )
        #expect(
            unsupported("{\"type\": \"Image\", \"src\": \"../x.png\"}")
                == "$.view.src: the path \"../x.png\" leads outside the entry's folder; keep images and fonts beside the entry"
        )
    }

    @Test("font designs, italic, decorations and tracking reach the text")
    func textStyling() throws {
        let node = try resolve(
            ##"{"type": "Text", "text": "a", "modifiers": [{"font": {"size": 12, "design": "serif"}}, {"italic": true}, {"underline": true}, {"strikethrough": "red"}, {"tracking": 2}, {"monospacedDigit": true}, {"foregroundStyle": "#00FF00"}]}"##
        )
        guard case .text(let t) = node.content else {
            Issue.record("not a text")
            return
        }
        #expect(t.font.design == .serif && t.font.italic && t.font.monospacedDigits && t.font.tracking == 2)
        // Modifiers apply from the inside out: the foreground set outside reaches the text,
        // and an underline given as `true` takes it.
        #expect(t.underline == t.foreground && t.foreground == .color(Color(r: 0, g: 255, b: 0)))
        #expect(t.strikethrough != nil && t.strikethrough != t.foreground)
    }

    @Test("textCase maps the string; truncationMode and minimumScaleFactor reach the text")
    func textModifiers() throws {
        let node = try resolve(
            "{\"type\": \"Text\", \"text\": \"Straße 旅行\", \"modifiers\": [{\"textCase\": \"uppercase\"}, {\"truncationMode\": \"middle\"}, {\"minimumScaleFactor\": 0.5}]}"
        )
        guard case .text(let t) = node.content else { Issue.record("not text"); return }
        #expect(t.string == "STRASSE 旅行")
        #expect(t.truncationMode == .middle && t.minimumScaleFactor == 0.5)
    }

    @Test("text styles follow the Dynamic Type size; fixed-size system fonts do not")
    func dynamicType() throws {
        func font(_ modifier: String, size: DynamicTypeSize) throws -> FontDescriptor? {
            let json = try JSONValue.parse(
                Array("{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [\(modifier)]}".utf8))
            let node = try Resolver(scheme: .light, dynamicTypeSize: size).resolve(ViewSpec.decode(json))
            if case .text(let t) = node.content { return t.font }
            return nil
        }
        #expect(
            try font("{\"font\": \"body\"}", size: .xxxLarge)
                == FontDescriptor(size: 23, weight: .regular))
        #expect(
            try font("{\"font\": \"headline\"}", size: .accessibility5)
                == FontDescriptor(size: 53, weight: .semibold))
        #expect(
            try font("{\"font\": \"caption2\"}", size: .xSmall)
                == FontDescriptor(size: 11, weight: .regular))
        #expect(
            try font("{\"font\": {\"size\": 15}}", size: .accessibility5) == FontDescriptor(size: 15, weight: .regular)
        )
        // With no font at all, text is body at the document's size.
        #expect(
            try font("{\"lineLimit\": 1}", size: .xLarge) == FontDescriptor(size: 19, weight: .regular)
        )
    }

    @Test("padding forms resolve to insets")
    func padding() throws {
        func insets(_ p: String) throws -> EdgeInsets? {
            let node = try resolve("{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"padding\": \(p)}]}")
            if case .padding(let e) = node.modifiers[0] { return e }
            return nil
        }
        #expect(try insets("{}") == EdgeInsets(all: 16))
        #expect(try insets("7") == EdgeInsets(all: 7))
        #expect(try insets("{\"edges\": [\"top\", \"leading\"], \"length\": 3}") == EdgeInsets(top: 3, leading: 3))
        #expect(try insets("{\"edges\": \"vertical\"}") == EdgeInsets(top: 16, bottom: 16))
        #expect(
            try insets("{\"top\": 1, \"leading\": 2, \"bottom\": 3, \"trailing\": 4}")
                == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
}
