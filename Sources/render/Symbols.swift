// `render symbols`: the SF Symbol names that have a substitute, and what stands in.

import ArgumentParser
import WidgetDocument

struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the SF Symbol names Image(systemName:) can draw, with the Material icon that stands in.")

    func run() throws {
        for name in SymbolCatalog.names {
            print("\(name)  \(SymbolCatalog.substitute(for: name) ?? "")")
        }
    }
}
