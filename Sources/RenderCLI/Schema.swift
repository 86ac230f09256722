// `render schema`: the entry format's JSON Schema, written from the renderer's own tables
// (entry.schema.json in the repository is this output).

import ArgumentParser
import WidgetDocument

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the entry format's JSON Schema (draft 2020-12), for editors and validators.",
        discussion:
            "The schema is written from the same tables the renderer checks entries against: a document the schema accepts is one the renderer accepts, except for the rules docs/entry-format.md lists under \"What only the renderer checks\".\n\nExamples:\n  render schema > entry.schema.json\n  render schema --markdown"
    )

    @Flag(help: "Print the spec's reference tables (Markdown) instead: every node type and modifier.")
    var markdown = false

    func run() throws {
        try StandardOutput.write(Array((markdown ? EntrySchema.referenceTables : EntrySchema.text).utf8))
    }
}
