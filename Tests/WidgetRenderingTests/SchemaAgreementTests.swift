// The schema editors use and the renderer give the same answer: entry.schema.json is
// `render schema`'s output, every example passes it, every invalid document fails both,
// and the documents only the renderer can refuse (docs/entry-format.md) pass the schema;
// every rule between keys (KeyRule.swift) has an invalid document that breaks it.

import Foundation
import Testing
import WidgetDevices
import WidgetRendering

@testable import WidgetDocument

@Suite("Schema and renderer agree")
struct SchemaAgreementTests {
    static let invalid = PackagePaths.root.appendingPathComponent("Tests/WidgetRenderingTests/InvalidDocuments")
    static let evaluator = SchemaEvaluator(root: EntrySchema.document)

    static func documents(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static var examples: [URL] {
        let folder = PackagePaths.examples
        let all =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)?
            .compactMap { $0 as? URL } ?? []
        return all.filter { url in
            guard url.pathExtension == "json", url.lastPathComponent != "render-check.json",
                let bytes = try? Data(contentsOf: url), let json = try? JSONValue.parse(Array(bytes))
            else { return false }
            return json["version"] != nil
        }.sorted { $0.path < $1.path }
    }

    static func json(_ url: URL) throws -> JSONValue {
        try JSONValue.parse(Array(try Data(contentsOf: url)))
    }

    /// Whether `render` draws the document: it is read with its files and every family
    /// it supports is rendered on the default device.
    static func rendererAccepts(_ url: URL) -> Bool {
        guard let document = try? EntryDocument.load(contentsOf: url) else { return false }
        let renderer = Renderer()
        return document.families.allSatisfy { family in
            (try? renderer.render(document, RenderRequest(family: family))) != nil
        }
    }

    @Test("entry.schema.json is render schema's output")
    func schemaFileIsCurrent() throws {
        let file = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("entry.schema.json"), encoding: .utf8)
        #expect(file == EntrySchema.text, "run `swift run render schema > entry.schema.json`")
    }

    @Test("the spec page's reference tables are render schema --markdown's output")
    func referenceTablesAreCurrent() throws {
        let page = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/entry-format.md"), encoding: .utf8)
        let begin = "<!-- reference: begin -->\n"
        let end = "<!-- reference: end -->"
        let start = try #require(page.range(of: begin)?.upperBound)
        let stop = try #require(page.range(of: end, range: start..<page.endIndex)?.lowerBound)
        #expect(
            String(page[start..<stop]) == EntrySchema.referenceTables,
            "replace the section with `swift run render schema --markdown`")
    }

    @Test("every example passes the schema", arguments: examples)
    func examplePasses(_ url: URL) throws {
        #expect(try Self.evaluator.accepts(Self.json(url)))
    }

    @Test("every invalid document fails the schema and the renderer", arguments: documents(in: invalid))
    func invalidFailsBoth(_ url: URL) throws {
        #expect(try !Self.evaluator.accepts(Self.json(url)), "the schema accepts it")
        #expect(!Self.rendererAccepts(url), "the renderer accepts it")
    }

    @Test(
        "what only the renderer checks passes the schema and fails the renderer",
        arguments: documents(in: invalid.appendingPathComponent("RendererOnly")))
    func rendererOnly(_ url: URL) throws {
        #expect(try Self.evaluator.accepts(Self.json(url)), "the schema refuses it: move it up a folder")
        #expect(!Self.rendererAccepts(url), "the renderer accepts it")
    }

    /// Every rule between keys, with what its message calls the object: the node types',
    /// the modifiers', and those of objects inside their values.
    static var keyRules: [(owner: String, rule: KeyRule)] {
        var all: [(owner: String, rule: KeyRule)] = []
        func walk(_ kind: ValueKind) {
            switch kind {
            case .object(let keys, _, let rules):
                all += rules.map { ("object", $0) }
                for key in keys.keys.sorted() { walk(keys[key] ?? .string) }
            case .arrayOf(let inner), .nullable(let inner): walk(inner)
            case .either(let alternatives): alternatives.forEach(walk)
            default: break
            }
        }
        for type in FormatSchema.nodes.keys.sorted() {
            all += (NodeContent.rules[type] ?? []).map { (type, $0) }
            let keys = FormatSchema.nodes[type] ?? [:]
            for key in keys.keys.sorted() { walk(keys[key] ?? .string) }
        }
        for descriptor in ModifierDescriptor.all {
            all += descriptor.rules.map { (descriptor.name, $0) }
            walk(descriptor.value)
        }
        var seen: Set<String> = []
        return all.filter { seen.insert("\($0.owner) \($0.rule)").inserted }
    }

    /// The message `rule` gives an object that breaks it, up to the keys it found there.
    static func stem(_ owner: String, _ rule: KeyRule) -> String? {
        let keys: [String]
        switch rule.kind {
        case .exactlyOne, .atLeastOne, .all: keys = []
        case .notBoth(let a, let b): keys = [a[0], b[0]]
        case .needs(let key, _, _): keys = [key]
        case .whenEquals(let key, _, _): keys = [key]
        }
        var object = keys.map { (key: $0, value: JSONValue.bool(true)) }
        if case .whenEquals(let key, let value, _) = rule.kind { object = [(key, .string(value))] }
        do { try rule.check(.object(object), owner: owner, at: "$") } catch {
            // The message without its path, up to the keys it found.
            guard case .invalid(_, let message) = error else { return nil }
            return message.components(separatedBy: " (found").first
        }
        return nil
    }

    @Test("every rule between keys has an invalid document that breaks it")
    func everyKeyRuleIsBroken() throws {
        var messages: [String] = []
        for url in Self.documents(in: Self.invalid) {
            do { _ = try EntryDocument.load(contentsOf: url) } catch { messages.append("\(error)") }
        }
        let rules = Self.keyRules
        #expect(rules.count >= 30)
        for (owner, rule) in rules {
            let stem = try #require(Self.stem(owner, rule), "\(owner): \(rule) holds on an object made to break it")
            #expect(messages.contains { $0.contains(stem) }, "no invalid document breaks \(owner)'s rule: \(stem)")
        }
    }

    @Test("the sets are there and the evaluator can refuse")
    func coverage() throws {
        #expect(Self.examples.count >= 20)
        #expect(Self.documents(in: Self.invalid).count >= 90)
        #expect(try !Self.evaluator.accepts(.object([])))
        #expect(try !Self.evaluator.accepts(.string("entry")))
    }
}
