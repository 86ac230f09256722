// Every view type and modifier name WidgetUI writes into a document is one the entry
// format defines (its own tables, FormatSchema): a misspelt name in WidgetUI would
// otherwise surface only when a user's view happens to use it. The names are read from
// WidgetUI's sources, where each is written as a literal at one of the few places that
// make nodes and modifiers.

import Foundation
import Testing
import WidgetCore
import WidgetRendering
import WidgetUI

@testable import WidgetDocument

@Suite struct FormatNamesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/WidgetUI")

    /// The names captured by `pattern` (its first group) in every WidgetUI source file.
    static func names(_ pattern: String) throws -> Set<String> {
        let regex = try Regex(pattern)
        var found = Set<String>()
        let files = try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 20, "WidgetUI's sources were not found at \(sources.path)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: regex) {
                if let name = match.output[1].substring { found.insert(String(name)) }
            }
        }
        return found
    }

    @Test func viewTypesAreTheFormats() throws {
        // A leaf's node (`viewNode`) and a container's (`container`, its children added).
        let written = try Self.names(#"viewNode\(\s*"([A-Za-z]+)""#).union(
            Self.names(#"container\(\s*"([A-Za-z]+)""#))
        #expect(written.count > 15)
        #expect(written.isSuperset(of: ["VStack", "LazyVStack", "LazyHStack"]), "\(written.sorted())")
        let unknown = written.subtracting(FormatSchema.nodes.keys)
        #expect(unknown.isEmpty, "WidgetUI writes view types the format does not define: \(unknown.sorted())")
    }

    @Test func modifierNamesAreTheFormats() throws {
        var written = Set<String>()
        for pattern in [
            #"built\("([A-Za-z]+)""#, #"_BuiltInModifier\("([A-Za-z]+)""#, #"adding\("([A-Za-z]+)""#,
            #"ViewBuilding\.modified\([^,]+, "([A-Za-z]+)""#,
        ] {
            written.formUnion(try Self.names(pattern))
        }
        #expect(written.count > 60)
        let unknown = written.subtracting(FormatSchema.modifiers.keys)
        #expect(unknown.isEmpty, "WidgetUI writes modifiers the format does not define: \(unknown.sorted())")
    }

    /// WidgetUI's enums keep SwiftUI's shape in the user's module (a typealias to a stage's
    /// type would hide its cases from a file that imports only SwiftUI: Swift asks for the
    /// defining module in default arguments, and under MemberImportVisibility everywhere),
    /// so each has the cases of the renderer's own, which it writes by raw value.
    @Test func enumsHaveTheRenderersCases() {
        func names<T: CaseIterable & RawRepresentable>(_: T.Type) -> Set<String> where T.RawValue == String {
            Set(T.allCases.map(\.rawValue))
        }
        #expect(names(WidgetUI.BlendMode.self) == names(WidgetCore.BlendMode.self))
        #expect(names(WidgetUI.ContentMode.self) == names(WidgetCore.ContentMode.self))
        #expect(names(WidgetUI.Text.TruncationMode.self) == names(WidgetCore.TruncationMode.self))
        #expect(names(WidgetUI.ColorScheme.self) == names(WidgetDocument::ColorScheme.self))
        #expect(names(WidgetUI.SnapshotVariant.self) == names(RenderRequest.Variant.self))
    }
}
