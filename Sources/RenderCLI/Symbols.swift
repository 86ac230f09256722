// `render symbols`: the SF Symbol names that have a substitute, and what stands in
// (`bi:` Bootstrap Icons, `ch:` Inter characters, `mi:` Material Icons; `ring`, `disc`, `sq`
// and `sqf` put one in a circle or rounded square).

import ArgumentParser
import WidgetDocument
import WidgetResolve

struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbol names Image(systemName:) can draw, with the glyph that stands in.")

    func run() throws {
        for name in SymbolCatalog.names {
            print("\(name)  \(SymbolCatalog.substitute(for: name) ?? "")")
        }
    }
}
