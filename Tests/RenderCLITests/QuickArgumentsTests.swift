// `render ENTRY [options]` is read without the argument parser (SnapshotOptions+Arguments
// .swift). What that reader accepts, it reads as the parser does; what it does not, it
// leaves to the parser. Its table of options is the default command's.

import Foundation
import Testing

@testable import RenderCLI

@Suite("One-shot arguments")
struct QuickArgumentsTests {
    /// What the argument parser reads from `arguments`, as the default command's options;
    /// nil when it refuses them or they name another command.
    func parsed(_ arguments: [String]) -> SnapshotOptions? {
        (try? Render.parseAsRoot(arguments) as? Snapshot)?.options
    }

    func read(_ arguments: [String]) -> SnapshotOptions? {
        SnapshotOptions.read(arguments, subcommands: Render.subcommands)
    }

    @Test("the table holds the default command's options and flags: names, values, repetition")
    func sameTable() throws {
        struct Dump: Decodable {
            struct Command: Decodable { var arguments: [Argument] }
            struct Argument: Decodable {
                struct Name: Decodable {
                    var kind: String
                    var name: String
                }
                var kind: String
                var names: [Name]?
                var isRepeating: Bool
            }
            var command: Command
        }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(Snapshot._dumpHelp().utf8))
        let declared = dump.command.arguments.filter { $0.kind != "positional" }.map { argument in
            let names = (argument.names ?? []).map { ($0.kind == "short" ? "-" : "--") + $0.name }
            return "\(names.sorted()) \(argument.kind) \(argument.isRepeating)"
        }
        let table = SnapshotOptions.arguments.map {
            "\($0.names.sorted()) \($0.takesValue ? "option" : "flag") \($0.repeats)"
        }
        // Help is the parser's alone (the version is the root command's).
        let parsersOwn = ["[\"--help\", \"-h\"] flag false"]
        #expect(Set(declared) == Set(table + parsersOwn))
        #expect(table.count == Set(table).count)
    }

    @Test("the words that name a command are the root command's subcommands and help")
    func commandNames() {
        let names = Render.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(Render.subcommands == Set(names + ["help"]))
    }

    /// A value each option reads, by its first name.
    static let samples: [String: String] = [
        "--family": "small,medium", "--device": "iPhone 15 Pro Max", "--os": "17", "--scale": "2.5",
        "--size": "200x100", "--rendering-mode": "accented", "--accent-tint": "#FF0000", "--wallpaper": "#102030",
        "--color-scheme": "dark", "--variant": "all", "--png-speed": "small", "-o": "out/", "--place": "standby",
        "--appearance": "clear", "--presentation": "compact",
    ]

    @Test("every option and flag, in each form, reads as the argument parser reads it")
    func everyOption() throws {
        for argument in SnapshotOptions.arguments {
            let name = argument.names[0]
            var forms: [[String]] = []
            if argument.takesValue {
                let value = try #require(Self.samples[name], "no sample value for \(name)")
                for n in argument.names { forms.append([n, value]) }
                forms += argument.names.filter { $0.hasPrefix("--") }.map { ["\($0)=\(value)"] }
            } else {
                forms.append([name])
            }
            for form in forms {
                for arguments in [["entry.json"] + form, form + ["entry.json"]] {
                    let quick = try #require(read(arguments), "\(arguments)")
                    #expect(quick == parsed(arguments), "\(arguments)")
                    #expect(quick != SnapshotOptions(entry: "entry.json"), "\(arguments) changed nothing")
                }
            }
        }
    }

    @Test("the common command lines are read without the parser, as it reads them")
    func commonLines() throws {
        let lines: [[String]] = [
            ["Examples/weather.json"],
            ["Examples/weather.json", "--family", "medium"],
            ["Examples/weather.json", "-o", "out.png"],
            ["Examples/weather.json", "--output", "-"],
            ["Examples/weather.json", "--family", "small", "--family", "large,medium", "--device", "all"],
            ["--device", "16pm", "Examples/weather.json", "--variant", "placeholder", "--strict", "-o", "shots/"],
            ["Examples/weather.json", "--os=18", "--scale=3", "--color-scheme", "both", "--png-speed=fast"],
            ["Examples/weather.json", "--size", "200x100", "--transparent-background", "--watch"],
            ["Examples/weather.json", "--device", ""],
            ["Examples/weather.json", "--scale", "1e0", "--os", "+17"],
        ]
        for arguments in lines {
            let quick = try #require(read(arguments), "\(arguments)")
            #expect(quick == parsed(arguments), "\(arguments)")
        }
    }

    @Test("help, the version, other commands and every mistake are left to the argument parser")
    func leftToTheParser() {
        let lines: [[String]] = [
            [], ["--help"], ["-h"], ["--version"], ["Examples/weather.json", "--help"], ["help"], ["help", "png"],
            ["check", "Examples"], ["png", "Examples/weather.json"], ["devices"], ["schema"],
            ["Examples/weather.json", "--bogus"], ["Examples/weather.json", "--family"],
            ["Examples/weather.json", "--device", "a", "--device", "b"],
            ["Examples/weather.json", "--strict", "--strict"],
            ["Examples/weather.json", "--strict=true"], ["Examples/weather.json", "--os", "seventeen"],
            ["Examples/weather.json", "--scale", "-1"], ["Examples/weather.json", "--output", "--strict"],
            ["Examples/weather.json", "-o=out.png"], ["Examples/weather.json", "--"], ["a.json", "b.json"],
            ["-"], ["Examples/weather.json", "-vo", "x"], ["Examples/weather.json", "--Family", "small"],
        ]
        for arguments in lines {
            #expect(read(arguments) == nil, "\(arguments)")
        }
    }

    @Test("over random command lines, whatever is read without the parser is read as the parser reads it")
    func randomLines() {
        let words = [
            "e.json", "f.json", "-", "--", "-o", "--output", "--output=o.png", "--family", "--family=small", "small",
            "medium,large", "--device", "--device=", "all", "--os", "--os=17", "17", "x", "--scale", "2", "-2",
            "nan", "1e1", "--strict", "--watch", "--unique-sizes", "--variant", "all", "--png-speed", "fast",
            "--color-scheme", "both", "--size", "10x10", "check", "help", "--help", "=", "--=x", "",
        ]
        // A fixed sequence (a linear congruential generator): the same lines on every run.
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var count = 0
        for _ in 0..<3000 {
            let arguments = (0..<(1 + next(6))).map { _ in words[next(words.count)] }
            guard let quick = read(arguments) else { continue }
            count += 1
            #expect(quick == parsed(arguments), "\(arguments)")
        }
        #expect(count > 100)
    }
}
