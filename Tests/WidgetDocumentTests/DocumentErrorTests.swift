// Error messages are product: each bad document gets its message checked verbatim.

import Testing
import WidgetDocument

@Suite("Document errors")
struct DocumentErrorTests {
    func message(_ json: String) -> String? {
        do {
            _ = try EntryDocument.decode(Array(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    func entry(view: String, extra: String = "") -> String {
        "{\"version\": 1\(extra), \"view\": \(view)}"
    }

    @Test("syntax errors give line and column")
    func syntax() {
        #expect(
            message("{\n  \"version\": 1,\n  \"view\" {}\n}")
                == "line 3, column 10: expected ':' after the key \"view\"")
        #expect(message("{\"version\": 1,}") == "line 1, column 15: expected a key in double quotes")
        #expect(message("") == "line 1, column 1: the document ends where a value was expected")
        #expect(message("{\"version\": 01}") == "line 1, column 13: numbers may not have leading zeros")
        #expect(
            message("{\"a\": \"\\ud800\"}")
                == "line 1, column 14: a \\u escape holds an unpaired surrogate (invalid Unicode scalar)")
        #expect(
            message("{\"version\": 1} x") == "line 1, column 16: unexpected text after the document's closing bracket")
    }

    @Test("strings: escapes and any UTF-8 read; a control character, bad UTF-8, a bad escape or no end refused")
    func strings() throws {
        #expect(
            try JSONValue.parse(Array(#"["上海 \u00e9\n\"ok\" 👍", "plain", "", "a\\b\/"]"#.utf8))
                == .array([.string("上海 é\n\"ok\" 👍"), .string("plain"), .string(""), .string("a\\b/")]))
        #expect(
            message("{\"a\": \"a\tb\"}")
                == "line 1, column 9: a string holds a raw control character; write it as an escape such as \\n")
        var bad = Array("{\"a\": \"caf".utf8)
        bad += [0xC3, UInt8(ascii: "\""), UInt8(ascii: "}")]
        let badMessage: String?
        do {
            _ = try JSONValue.parse(bad)
            badMessage = nil
        } catch {
            badMessage = error.description
        }
        #expect(badMessage == "line 1, column 13: a string holds bytes that are not valid UTF-8")
        #expect(message("{\"a\": \"open") == "line 1, column 12: the document ends inside a string; expected '\"'")
        #expect(
            message("{\"a\": \"x\\q\"}")
                == "line 1, column 10: unknown escape in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        )
    }

    @Test("duplicate keys are refused")
    func duplicateKeys() {
        #expect(
            message("{\"version\": 1, \"version\": 1}")
                == "line 1, column 16: the key \"version\" appears twice in the same object")
    }

    @Test("the version is required and must be 1 or 1.1")
    func version() {
        #expect(
            message("{\"view\": {\"type\": \"Spacer\"}}")
                == "$: missing \"version\"; this renderer reads format version 1 (add \"version\": 1)")
        #expect(
            message("{\"version\": 2}")
                == "$.version: unsupported format version: found the number 2; this renderer reads versions 1 and 1.1")
        #expect(
            message("[1]") == "$: expected the entry document, an object with \"version\" and \"view\", found an array")
    }

    @Test("a missing view is reported")
    func missingView() {
        #expect(
            message("{\"version\": 1}")
                == "$: missing \"view\": the family systemSmall has no entry in \"familyViews\" either")
    }

    @Test("unknown keys are errors, not silent drops")
    func unknownKeys() {
        #expect(
            message("{\"version\": 1, \"colour\": \"red\"}")?.hasPrefix(
                "$.colour: unknown key \"colour\"; allowed keys: accentTint, appearance, colorScheme, components, containerBackground"
            )
                == true)
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"size\": 3}"))?.hasPrefix(
                "$.view.size: unknown key \"size\" for Text; allowed keys: id, modifiers, countsDown, date, format, pauseTime, runs, showsHours, style, text, timerInterval, value, verbatim"
            )
                == true)
    }

    @Test("unknown view types list the known ones")
    func unknownType() {
        let m = message(entry(view: "{\"type\": \"Marquee\"}"))
        #expect(
            m?.hasPrefix(
                "$.view.type: unknown view type \"Marquee\"; expected one of AccessoryWidgetBackground, Button, Capsule, Chart, Circle"
            )
                == true)
        // A slip gets the nearest name.
        #expect(
            message(entry(view: "{\"type\": \"VStak\"}"))?.hasPrefix(
                "$.view.type: unknown view type \"VStak\" (did you mean \"VStack\"?); expected one of")
                == true)
    }

    @Test("unknown modifiers suggest the closest, only when it is a slip")
    func unknownModifier() {
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"paddding\": 4}]}"))
                == "$.view.modifiers[0].paddding: unknown modifier \"paddding\" (did you mean \"padding\"?)")
        // Nothing is near "marquee": no guess rather than a misleading one.
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"marquee\": true}]}"))
                == "$.view.modifiers[0].marquee: unknown modifier \"marquee\"")
        #expect(
            message(
                entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"padding\": 4, \"bold\": true}]}"))
                == "$.view.modifiers[0]: expected an object with exactly one key, the modifier's name (for example {\"padding\": 8}), found an object with 2 keys"
        )
    }

    @Test("wrong value types name what was expected")
    func wrongTypes() {
        #expect(
            message(
                entry(
                    view:
                        "{\"type\": \"VStack\", \"children\": [{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"padding\": \"x\"}]}]}"
                ))
                == "$.view.children[0].modifiers[0].padding: expected a number or an object with keys bottom, edges, leading, length, top, trailing, found the string \"x\""
        )
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": 5}"))
                == "$.view.text: expected a string, found the number 5")
        #expect(
            message(entry(view: "{\"type\": \"VStack\", \"spacing\": \"8\"}"))
                == "$.view.spacing: expected a number, found the string \"8\"")
    }

    @Test("out-of-range numbers are errors")
    func ranges() {
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"opacity\": 2}]}"))
                == "$.view.modifiers[0].opacity: expected a number from 0 to 1, found the number 2")
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"lineLimit\": 0}]}"))
                == "$.view.modifiers[0].lineLimit: expected a whole number from 1 to 100000 or null, found the number 0"
        )
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"font\": {\"size\": 0}}]}"))
                == "$.view.modifiers[0].font.size: expected a number greater than 0 and at most 1000, found the number 0"
        )
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"font\": {\"size\": 5000}}]}"))
                == "$.view.modifiers[0].font.size: expected a number greater than 0 and at most 1000, found the number 5000"
        )
        #expect(
            message(
                entry(
                    view:
                        "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"frame\": {\"minWidth\": 50, \"maxWidth\": 10}}]}"
                )) == "$.view.modifiers[0].frame: minWidth ≤ idealWidth ≤ maxWidth must hold")
    }

    @Test("huge numbers are refused before they reach layout")
    func hugeNumbers() {
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"modifiers\": [{\"lineLimit\": 1e300}]}"))
                == "$.view.modifiers[0].lineLimit: expected a whole number from 1 to 100000 or null, found the number 1e+300"
        )
        #expect(
            message(
                entry(
                    view: "{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 1e300}}]}")
            )
                == "$.view.modifiers[0].frame.width: the number 1e+300 is out of range; numbers in an entry stay within ±100000"
        )
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"os\": 1e300"))
                == "$.os: expected one of 16, 17, 18, 26, 27, found the number 1e+300")
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"os\": 17.5"))
                == "$.os: expected one of 16, 17, 18, 26, 27, found the number 17.5")
    }

    @Test("bad colors are errors with a suggestion")
    func colors() {
        #expect(
            message(entry(view: "{\"type\": \"Color\", \"color\": \"#12345\"}"))
                == "$.view.color: bad hex color \"#12345\"; expected \"#RRGGBB\" or \"#RRGGBBAA\"")
        #expect(
            message(entry(view: "{\"type\": \"Color\", \"color\": \"#GGGGGG\"}"))
                == "$.view.color: bad hex color \"#GGGGGG\"; expected \"#RRGGBB\" or \"#RRGGBBAA\"")
        #expect(
            message(entry(view: "{\"type\": \"Color\", \"color\": \"#-10000\"}"))
                == "$.view.color: bad hex color \"#-10000\"; expected \"#RRGGBB\" or \"#RRGGBBAA\"")
        #expect(
            message(entry(view: "{\"type\": \"Color\", \"color\": \"#+f+f+f\"}"))
                == "$.view.color: bad hex color \"#+f+f+f\"; expected \"#RRGGBB\" or \"#RRGGBBAA\"")
        #expect(
            message(entry(view: "{\"type\": \"Color\", \"color\": \"blu\"}"))?.hasPrefix(
                "$.view.color: unknown color \"blu\" (did you mean \"blue\"?)") == true)
        #expect(
            message(entry(view: "{\"type\": \"Color\", \"color\": {\"color\": \"red\", \"opacity\": 1.5}}"))
                == "$.view.color.opacity: expected a number from 0 to 1, found the number 1.5")
    }

    @Test("unknown families are errors")
    func families() {
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"families\": [\"systemHuge\"]"))?.hasPrefix(
                "$.families[0]: expected one of systemSmall, systemMedium") == true)
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"families\": []"))
                == "$.families: expected a non-empty array of family names")
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"families\": [\"systemSmall\", \"systemSmall\"]"))
                == "$.families[1]: the family systemSmall is listed twice")
    }

    @Test("a Text needs exactly one content form")
    func textForms() {
        #expect(
            message(entry(view: "{\"type\": \"Text\"}"))
                == "$.view: a Text needs exactly one of \"text\", \"date\", \"runs\", \"value\" or \"timerInterval\"")
        #expect(
            message(
                entry(view: "{\"type\": \"Text\", \"text\": \"a\", \"runs\": [{\"type\": \"Text\", \"text\": \"b\"}]}"))
                == "$.view: a Text needs exactly one of \"text\", \"date\", \"runs\", \"value\" or \"timerInterval\" (found text and runs)"
        )
        #expect(
            message(entry(view: "{\"type\": \"Text\", \"date\": \"yesterday\", \"style\": \"date\"}"))
                == "$.view.date: expected an ISO 8601 date and time such as \"2026-11-21T09:41:00Z\", found the string \"yesterday\""
        )
    }

    @Test("image and font paths may not leave the entry's folder")
    func paths() {
        // Checked as the view is decoded, before any file is read.
        #expect(
            message(entry(view: "{\"type\": \"Image\", \"src\": \"../secret.png\"}"))
                == "$.view.src: the path \"../secret.png\" leads outside the entry's folder; keep images and fonts beside the entry"
        )
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"fonts\": [\"a/../../x.otf\"]"))
                == "$.fonts[0]: the path \"a/../../x.otf\" leads outside the entry's folder; keep images and fonts beside the entry"
        )
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"fonts\": [\"/etc/x.otf\"]"))
                == "$.fonts[0]: the path \"/etc/x.otf\" must be relative to the entry's folder (no leading /, ~, drive letters or backslashes)"
        )
    }

    @Test("a decoration's shape is checked as written; a Label's image file is checked beside its symbol")
    func nestedChecks() {
        #expect(
            message(
                entry(
                    view:
                        #"{"type": "Spacer", "modifiers": [{"background": {"style": "red", "in": {"type": "Circle", "fill": "nocolor"}}}]}"#
                ))?.hasPrefix("$.view.modifiers[0].background.in.fill: ") == true)
        #expect(
            message(
                entry(
                    view:
                        #"{"type": "Spacer", "modifiers": [{"background": {"style": "red", "in": {"type": "Text", "text": "a"}}}]}"#
                ))?.hasPrefix("$.view.modifiers[0].background.in.type: expected a shape") == true)
        #expect(
            message(entry(view: #"{"type": "Label", "title": "a", "systemImage": "star", "image": "../x.png"}"#))
                == "$.view.image: the path \"../x.png\" leads outside the entry's folder; keep images and fonts beside the entry"
        )
    }

    @Test("the kind must be usable in a file name")
    func kind() {
        #expect(
            message(entry(view: "{\"type\": \"Spacer\"}", extra: ", \"kind\": \"a/b\""))
                == "$.kind: expected a name of 1 to 64 characters without slashes, control characters or a leading dot (it is used in file names), found the string \"a/b\""
        )
    }

    @Test("valid documents decode with their defaults")
    func defaults() throws {
        let doc = try EntryDocument.decode(Array(entry(view: "{\"type\": \"Spacer\"}").utf8))
        #expect(doc.kind == "widget")
        #expect(doc.families.map(\.rawValue) == ["systemSmall", "systemMedium", "systemLarge"])
        #expect(doc.colorScheme == .light)
        #expect(doc.os == nil)
        #expect(doc.date == 1_767_225_600)
    }

    @Test("negative spacing is a number like any other, as the format says")
    func negativeSpacing() {
        #expect(
            message(
                entry(
                    view:
                        "{\"type\": \"VStack\", \"spacing\": -4, \"children\": [], \"modifiers\": [{\"lineSpacing\": -2}]}"
                )) == nil)
    }

    @Test("user text is echoed with control characters escaped")
    func escaping() {
        let m = message(entry(view: "{\"type\": \"Color\", \"color\": \"re\\u0000d\\u202e\"}"))
        #expect(m?.hasPrefix("$.view.color: unknown color \"re\\u{0}d\\u{202E}\"") == true)
    }

    @Test("a schema reference is allowed for editors")
    func schemaKey() {
        #expect(
            message("{\"$schema\": \"../entry.schema.json\", \"version\": 1, \"view\": {\"type\": \"Spacer\"}}") == nil)
    }
}
