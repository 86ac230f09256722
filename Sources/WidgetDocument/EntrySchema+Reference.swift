// The reference tables at the end of docs/entry-format.md, written from the same tables
// as the schema: every node type with its keys, every modifier with its value. A test
// fails when the page's copy differs from this output (`render schema --markdown`).

extension EntrySchema {
    /// Markdown tables of every node type and modifier, as the spec page holds them.
    public static var referenceTables: String {
        var lines = [
            "### Node types", "",
            "Keys in **bold** are required. Every node also takes `id` (a string) and `modifiers`.", "",
            "| type | keys | |", "| --- | --- | --- |",
        ]
        for type in FormatSchema.nodes.keys.sorted() {
            let keys = FormatSchema.nodes[type] ?? [:]
            let required = FormatSchema.requiredKeys[type] ?? []
            let list = keys.keys.sorted().map { key in
                let name = required.contains(key) ? "**`\(key)`**" : "`\(key)`"
                return name + ": " + brief(keys[key] ?? .string)
            }
            lines.append(
                "| `\(type)` | \(cell(list.isEmpty ? "none" : list.joined(separator: "; "))) | \(cell(FormatSchema.nodeDescriptions[type] ?? "")) |"
            )
        }
        lines += ["", "### Modifiers", "", "| modifier | value | |", "| --- | --- | --- |"]
        for name in FormatSchema.modifiers.keys.sorted() {
            let kind = FormatSchema.modifiers[name] ?? .string
            lines.append(
                "| `\(name)` | \(cell(brief(kind))) | \(cell(FormatSchema.modifierDescriptions[name] ?? "")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Validator.describe`'s words, with styles and views named rather than spelled out
    /// (the page's Styles section says what a style is).
    private static func brief(_ kind: ValueKind) -> String {
        Validator.describe(kind).replacing(FormatSchema.styleDescription, with: "a style")
            .replacing("a view node (an object with \"type\")", with: "a view")
    }

    /// Text fit for a table cell: pipes escaped, on one line.
    private static func cell(_ text: String) -> String {
        var result = ""
        for c in text {
            switch c {
            case "|": result += "\\|"
            case "\n": result += " "
            default: result.append(c)
            }
        }
        return result
    }
}
