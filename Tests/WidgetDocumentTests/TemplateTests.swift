// Format 1.1's templates: data, ForEach, If and components expand into the version 1 tree
// a widget's code would give, and every mistake is one error naming the JSON path and the
// data path.

import Testing
import WidgetCore
import WidgetDevices
import WidgetDocument
import WidgetResolve
import WidgetViewTree

@Suite("Templates")
struct TemplateTests {
    func decode(_ body: String) throws -> EntryDocument {
        try EntryDocument.decode(Array("{\"version\": 1.1, \(body)}".utf8))
    }

    func error(_ body: String) -> String {
        do {
            _ = try decode(body)
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    /// Every Text's text in `v`, in document order: of both branches of an `If`, or of
    /// the branch `context` chooses.
    func texts(_ v: ViewSpec?, in context: TemplateContext? = nil) -> [String] {
        guard let v else { return [] }
        if case .conditional(let condition, let then, let otherwise) = v.content, let context {
            return texts(condition.holds(context) ? then : otherwise, in: context)
        }
        var found: [String] = []
        if case .text(let text) = v.content, case .literal(let s, _) = text.source { found.append(s) }
        for inner in v.nestedViews { found += texts(inner, in: context) }
        return found
    }

    /// The views of a stack's children.
    func children(_ v: ViewSpec?) -> [ViewSpec]? {
        if case .stack(_, _, _, let children)? = v?.content { children } else { nil }
    }

    @Test("strings interpolate the data; bind gives the value, or text in a format")
    func data() throws {
        let doc = try decode(
            ##""data": {"city": "杭州", "t": 21.5, "price": 1980, "share": 0.256, "n": {"v": [4, 5]}}, "view": {"type": "VStack", "spacing": {"bind": "n.v.1"}, "children": [{"type": "Text", "text": "{{city}} {{t}}°"}, {"type": "Text", "text": {"bind": "price", "format": {"currency": {"code": "CNY"}}}}, {"type": "Text", "text": {"bind": "share", "format": {"percent": {"fraction": 1}}}}, {"type": "Text", "text": {"bind": "price", "format": {"number": {"fraction": 2}}}}]}"##
        )
        #expect(texts(doc.view) == ["杭州 21.5°", "¥1,980.00", "25.6%", "1,980.00"])
        guard case .stack(_, _, let spacing, _)? = doc.view?.content else { Issue.record("no stack"); return }
        #expect(spacing == 5)
    }

    @Test("a container background style takes its colors from the data; a wrong one names the data")
    func boundBackground() throws {
        let doc = try decode(
            ##""data": {"tint": "#1D3557", "fade": 0.5}, "containerBackground": {"color": "{{tint}}", "opacity": {"bind": "fade"}}, "view": {"type": "Text", "text": "Hi"}"##
        )
        guard case .style(let style)? = doc.containerBackground else { Issue.record("no style"); return }
        #expect(style == .color(.opacity(.hex(Color(r: 0x1D, g: 0x35, b: 0x57)), 0.5)))
        let wrong = error(
            ##""data": {"tint": "bluish"}, "containerBackground": {"bind": "tint"}, "view": {"type": "Text", "text": "Hi"}"##
        )
        #expect(wrong.contains("$.containerBackground"), "\(wrong)")
        #expect(wrong.contains("bluish"), "\(wrong)")
    }

    @Test("ForEach's views join the enclosing stack, over data or a range")
    func forEach() throws {
        let doc = try decode(
            ##""data": {"hours": [{"h": 9}, {"h": 10}]}, "view": {"type": "HStack", "children": [{"type": "Text", "text": "a"}, {"type": "ForEach", "in": "hours", "as": "hour", "content": {"type": "Text", "text": "{{hour.h}}h"}}, {"type": "ForEach", "range": [0, 3], "as": "i", "content": {"type": "Text", "text": "#{{i}}"}}]}"##
        )
        #expect(texts(doc.view) == ["a", "9h", "10h", "#0", "#1", "#2"])
        #expect(children(doc.view)?.count == 6)
    }

    @Test("If: data conditions are decided with the loop's values; the rest per render")
    func conditions() throws {
        let doc = try decode(
            ##""families": ["systemSmall", "systemMedium"], "data": {"xs": [1, 30]}, "view": {"type": "VStack", "children": [{"type": "ForEach", "in": "xs", "as": "x", "content": {"type": "If", "condition": {"data": "x", "greaterThan": 20}, "then": {"type": "Text", "text": "hot {{x}}"}, "else": {"type": "Text", "text": "cold {{x}}"}}}, {"type": "If", "condition": {"all": [{"family": ["systemMedium"]}, {"not": {"colorScheme": "dark"}}]}, "then": {"type": "Text", "text": "wide"}}]}"##
        )
        func shown(_ family: WidgetFamily, _ scheme: ColorScheme) -> [String] {
            let context = TemplateContext(
                family: family, colorScheme: scheme, renderingMode: .fullColor, redacted: false,
                showsContainerBackground: true)
            return texts(doc.view, in: context)
        }
        #expect(shown(.systemSmall, .light) == ["cold 1", "hot 30"])
        #expect(shown(.systemMedium, .light) == ["cold 1", "hot 30", "wide"])
        #expect(shown(.systemMedium, .dark) == ["cold 1", "hot 30"])
    }

    @Test("EmptyView leaves its stack, and is a view of no size where one view is needed")
    func emptyView() throws {
        let doc = try decode(
            ##""view": {"type": "VStack", "children": [{"type": "Text", "text": "a"}, {"type": "EmptyView"}], "modifiers": [{"background": {"type": "EmptyView"}}]}"##
        )
        #expect(children(doc.view)?.count == 1)
        #expect(doc.view?.modifiers.count == 1)
    }

    @Test("a component stands for its view, with its values, its modifiers outside the body's")
    func components() throws {
        let doc = try decode(
            ##""data": {"hours": [{"t": 18}]}, "components": {"Cell": {"type": "Text", "text": "{{hour.t}}°", "modifiers": [{"padding": 2}]}}, "view": {"type": "HStack", "children": [{"type": "ForEach", "in": "hours", "as": "h", "content": {"type": "Cell", "with": {"hour": "{{h}}"}, "modifiers": [{"opacity": 0.5}]}}]}"##
        )
        guard let cell = children(doc.view)?.first else {
            Issue.record("no cell")
            return
        }
        #expect(texts(cell) == ["18°"])
        #expect(cell.modifiers.map(\.name) == ["padding", "opacity"])
        guard case .padding(let insets) = cell.modifiers[0].value, case .opacity(let o) = cell.modifiers[1].value else {
            Issue.record("not padding then opacity")
            return
        }
        #expect(insets == EdgeInsets(all: 2) && o == 0.5)
    }

    @Test("values made from the data count against the document's limits as written ones do")
    func dataWithinBudget() {
        // A view whose type comes from the data is still a view: its modifiers count.
        let chain = Array(repeating: #"{"opacity": 0.99}"#, count: 300).joined(separator: ",")
        let typed = error(
            ##""data": {"t": "Color"}, "view": {"type": "{{t}}", "color": "red", "modifiers": [\##(chain)]}"##)
        #expect(typed.contains("nest more than 200 levels deep"), "\(typed)")
        // Text bound from the data is text.
        let long = String(repeating: "字", count: 20_001)
        let text = error(##""data": {"s": "\##(long)"}, "view": {"type": "Text", "text": {"bind": "s"}}"##)
        #expect(text.contains("text is longer than 20000 characters"), "\(text)")
    }

    @Test("an error inside a component names the component's own path and where it was used")
    func errorsInComponents() {
        let components =
            #""components": {"Row": {"type": "HStack", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b", "modifiers": [{"padding": "wide"}]}], "modifiers": [{"opacity": 0.5}]}}"#
        let inBody = error(
            components
                + #", "view": {"type": "VStack", "children": [{"type": "Text", "text": "x"}, {"type": "Row"}]}"#)
        #expect(inBody.hasPrefix("$.components.Row.children[1].modifiers[0].padding: "), "\(inBody)")
        #expect(inBody.hasSuffix(" (in the component Row used at $.view.children[1])"), "\(inBody)")
        // A modifier written at the use is named there, not inside the body.
        let fine = components.replacingOccurrences(of: #"{"padding": "wide"}"#, with: #"{"padding": 2}"#)
        let atUse = error(
            fine + #", "view": {"type": "VStack", "children": [{"type": "Row", "modifiers": [{"opacity": 2}]}]}"#)
        #expect(atUse.hasPrefix("$.view.children[0].modifiers[0].opacity: "), "\(atUse)")
        #expect(!atUse.contains("components"), "\(atUse)")
    }

    @Test("a bound value of the wrong type names the data item it came from")
    func boundValueNamesItsItem() {
        let message = error(
            #""data": {"stocks": [{"price": 1}, {"price": "high"}]}, "view": {"type": "VStack", "children": [{"type": "ForEach", "in": "stocks", "as": "stock", "content": {"type": "Color", "color": "red", "modifiers": [{"opacity": {"bind": "stock.price"}}]}}]}"#
        )
        #expect(message.contains(#"(from the data: {"bind": "stock.price"}, the data's stocks.1.price)"#), "\(message)")
    }

    @Test("an error in a chart mark made per data item names the mark as written and the item")
    func chartMarkNamesItsItem() {
        let chart = { (line: String) in
            #""data": {"prices": [{"t": 1, "p": 3}, {"t": 2, "p": "high"}]}, "view": {"type": "VStack", "children": [{"type": "Text", "text": "x"}, {"type": "Chart", "in": "prices", "marks": [{"PointMark": {"x": "{{t}}", "y": 1}}, "#
                + line + "]}]}"
        }
        // Made as marks[3] (item 1's second mark): written as marks[1].
        let text = error(chart(#"{"LineMark": {"x": "{{t}}", "y": "{{p}}"}}"#))
        #expect(
            text
                == #"$.view.children[1].marks[1].LineMark.y: expected a number, found "high" (for the data's prices.1)"#,
            "\(text)")
        // A value checked against the format's description, made for item 0.
        let width = error(chart(#"{"LineMark": {"x": "{{t}}", "y": 1, "lineWidth": -3}}"#))
        #expect(width.hasPrefix("$.view.children[1].marks[1].LineMark.lineWidth: "), "\(width)")
        #expect(width.hasSuffix(" (for the data's prices.0)"), "\(width)")
        // Marks written without "in" keep their own paths.
        let plain = error(
            #""view": {"type": "Chart", "marks": [{"PointMark": {"x": 1, "y": 1}}, {"LineMark": {"x": 1, "y": "high"}}]}"#
        )
        #expect(plain == #"$.view.marks[1].LineMark.y: expected a number, found "high""#, "\(plain)")
    }

    @Test("where each chart mark came from is the tool's note, not the author's strings")
    func chartNotesAreNotCharged() throws {
        // 3,500 points of a long-named series: their notes (`$.view.marks[0]` and the
        // item's data path, about 75 characters each) would add up to more than the 200,000
        // characters a document's strings may hold.
        let name = String(repeating: "readingsOfTheNorthStation", count: 2)
        let points = (0..<3_500).map { "\($0)" }.joined(separator: ", ")
        let doc = try decode(
            #""data": {""# + name + #"": ["# + points + #"]}, "view": {"type": "Chart", "in": ""# + name
                + #"", "as": "v", "marks": [{"PointMark": {"x": "{{v}}", "y": 1}}]}"#)
        guard case .chart(let marks)? = doc.view?.content else {
            Issue.record("not a chart: \(String(describing: doc.view))")
            return
        }
        #expect(marks.count == 3_500)
    }

    @Test("components nested in components cannot make a tree too deep to walk")
    func deepComponents() {
        // 60 components, each 12 stacks deep around the next: 1,440 JSON levels expanded.
        func body(_ k: Int) -> String {
            var v = k == 59 ? ##"{"type": "Spacer"}"## : "{\"type\": \"C\(k + 1)\"}"
            for _ in 0..<12 { v = "{\"type\": \"VStack\", \"children\": [\(v)]}" }
            return v
        }
        let components = (0..<60).map { "\"C\($0)\": \(body($0))" }.joined(separator: ", ")
        let message = error("\"components\": {\(components)}, \"view\": {\"type\": \"C0\"}")
        #expect(message.contains("nest more than 640 JSON levels deep"), "\(message)")
    }

    @Test("a data condition decided when read expands only its branch; version 1 has no templates")
    func decidedBranchesAndVersions() throws {
        let doc = try decode(
            ##""data": {"a": 1}, "view": {"type": "VStack", "children": [{"type": "If", "condition": {"data": "alert", "exists": true}, "then": {"type": "Text", "text": "{{alert.title}}"}}, {"type": "If", "condition": {"all": [{"data": "a", "equals": 1}, {"not": {"data": "a", "greaterThan": 5}}]}, "then": {"type": "Text", "text": "one"}, "else": {"type": "Text", "text": "{{nothing}}"}}]}"##
        )
        #expect(texts(doc.view) == ["one"])
        // The If whose data says no, and has no else, leaves the stack.
        #expect(children(doc.view)?.count == 1)
        let v1 = try EntryDocument.decode(
            Array(##"{"version": 1, "view": {"type": "Text", "text": "{{literal}}"}}"##.utf8))
        #expect(texts(v1.view) == ["{{literal}}"])
        do {
            _ = try EntryDocument.decode(Array(##"{"version": 1, "data": {}, "view": {"type": "Spacer"}}"##.utf8))
            Issue.record("data accepted in version 1")
        } catch {
            #expect("\(error)" == "$.data: \"data\" is format 1.1's: write \"version\": 1.1")
        }
    }

    @Test("templates cannot ask for unbounded work: views, text and recursion through modifiers")
    func bounded() {
        #expect(
            error(
                ##""view": {"type": "VStack", "children": [{"type": "ForEach", "range": [0, 5000], "as": "i", "content": "{{i}}"}]}"##
            )
            .contains("the document has more than 5000 views"))
        let long = String(repeating: "x", count: 150_000)
        #expect(
            error("\"data\": {\"s\": \"\(long)\"}, \"view\": {\"type\": \"Text\", \"text\": \"{{s}}{{s}}\"}")
                .contains("strings add up to more than 200000 characters"))
        #expect(
            error(
                ##""components": {"A": {"type": "B", "modifiers": [{"overlay": {"type": "A"}}]}, "B": {"type": "Spacer"}}, "view": {"type": "A"}"##
            )
            .contains("the component A uses itself (A → B → A)"))
        #expect(
            error(##""view": {"type": "If", "condition": {"family": "systemsmall"}, "then": {"type": "Spacer"}}"##)
                .hasPrefix("$.view.condition.family: expected family names"))
    }

    @Test("each view a ForEach made notes the data item it came from, through components and nested loops")
    func origins() throws {
        let doc = try decode(
            ##""data": {"weeks": [[1, 2], [3]]}, "components": {"Week": {"type": "VStack", "children": [{"type": "ForEach", "in": "days", "as": "d", "content": {"type": "Text", "text": "{{d}}"}}]}}, "view": {"type": "HStack", "children": [{"type": "ForEach", "in": "weeks", "as": "w", "content": {"type": "Week", "with": {"days": "{{w}}"}}}, {"type": "ForEach", "range": [0, 1], "as": "i", "content": {"type": "Spacer"}}]}"##
        )
        let root = try Resolver(scheme: .light).resolve(try #require(doc.view))
        func data(_ node: ViewNode) -> String? { node.annotations.first { $0.key == "data" }?.value }
        let columns = root.content.children
        #expect(columns.map(data) == ["weeks.0", "weeks.1", "i = 0"])
        #expect(columns[0].content.children.map(data) == ["weeks.0.0", "weeks.0.1"])
        #expect(columns[1].content.children.map(data) == ["weeks.1.0"])
    }

    @Test("a view as the container background counts against the document's limits; Group is no component name")
    func backgroundBudget() {
        let chain = Array(repeating: #"{"padding": 0}"#, count: 300).joined(separator: ",")
        #expect(
            error(
                ##""view": {"type": "Spacer"}, "containerBackground": {"type": "Color", "color": "red", "modifiers": [\##(chain)]}"##
            )
            .hasPrefix("$.containerBackground"))
        #expect(
            error(##""components": {"Group": {"type": "Spacer"}}, "view": {"type": "Spacer"}"##)
                .contains("a component's name is a capitalized word"))
        #expect(
            error(##""view": {"type": "Text", "value": 250000, "format": {"currency": {"code": "KRW"}}}"##) == "decoded"
        )
    }

    @Test("mistakes are one line naming the JSON path and the data path")
    func errors() {
        #expect(
            error(##""data": {"city": "x"}, "view": {"type": "Text", "text": "{{town}}"}"##)
                == "$.view.text: no data at \"town\" (the entry's data has members \"city\")")
        #expect(
            error(##""data": {"a": {"b": 1}}, "view": {"type": "Text", "text": "{{a.c}}"}"##)
                == "$.view.text: no data at \"a.c\": \"a\" has no member \"c\"")
        #expect(
            error(
                ##""data": {"a": "x"}, "view": {"type": "HStack", "children": [{"type": "ForEach", "in": "a", "as": "i", "content": {"type": "Spacer"}}]}"##
            )
                == "$.view.children[0].in: the data at \"a\" is the string \"x\", not an array")
        #expect(
            error(##""data": {"a": "x"}, "view": {"type": "Text", "text": {"bind": "a", "format": "number"}}"##)
                == "$.view.text.bind: the data at \"a\" is the string \"x\"; \"format\" formats numbers")
        #expect(
            error(##""data": {"a": "x"}, "view": {"type": "Spacer", "minLength": {"bind": "a"}}"##)
                == "$.view.minLength: expected a number ≥ 0, found the string \"x\" (from the data: {\"bind\": \"a\"})")
        #expect(
            error(##""data": {"f": "huge"}, "view": {"type": "Text", "text": "a", "modifiers": [{"font": "{{f}}"}]}"##)
                .hasSuffix("(from the data: \"{{f}}\")"))
        #expect(
            error(##""data": {"c": "notacolor"}, "view": {"type": "Rectangle", "fill": "{{c}}"}"##)
                .hasSuffix("(from the data: \"{{c}}\")"))
        // Inside a ForEach, the error names the expanded view, the template's data and the item.
        #expect(
            error(
                ##""data": {"rows": [{"w": 10}, {"w": "wide"}]}, "view": {"type": "VStack", "children": [{"type": "ForEach", "in": "rows", "as": "r", "content": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": {"bind": "r.w"}}}]}}]}"##
            )
                == "$.view.children[1].modifiers[0].frame.width: expected a number ≥ 0, found the string \"wide\" (from the data: {\"bind\": \"r.w\"}, the data's rows.1.w)"
        )
        #expect(error(##""view": {"type": "Nope"}"##).hasPrefix("$.view.type: unknown view type \"Nope\""))
        #expect(
            error(
                ##""components": {"A": {"type": "B"}, "B": {"type": "VStack", "children": [{"type": "A"}]}}, "view": {"type": "A"}"##
            )
                == "$.components.B.children[0]: the component A uses itself (A → B → A); components may not recurse")
        #expect(
            error(
                ##""view": {"type": "VStack", "children": [{"type": "ForEach", "range": [0, 100000], "as": "i", "content": {"type": "Spacer"}}]}"##
            )
            .contains("at most 5000 apart"))
        #expect(
            error(##""view": {"type": "ForEach", "range": [0, 2], "as": "i", "content": {"type": "Spacer"}}"##)
                == "$.view: a ForEach belongs in an array of views (a stack's or grid's children), as in SwiftUI")
    }
}
