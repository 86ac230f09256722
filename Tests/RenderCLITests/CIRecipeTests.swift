// The CI recipes of docs/ci.md: the page shows the files as they are, and the `render check`
// line of each recipe, run once per shard as its CI would, checks every snapshot once.

import Foundation
import Testing

@Suite("CI recipes")
struct CIRecipeTests {
    /// A recipe under docs/ci/ whose command line runs one shard of a matrix of four.
    struct Recipe: Sendable, CustomTestStringConvertible {
        var file: String
        /// What the file says to make the matrix of four jobs.
        var matrix: String
        /// What the command line says for the job's shard index and the number of shards.
        var index: String
        var count: String?
        var testDescription: String { file }
    }

    static let recipes = [
        Recipe(file: "docs/ci/github-workflow.yml", matrix: "shard: [1, 2, 3, 4]", index: "${{ matrix.shard }}"),
        Recipe(file: "docs/ci/gitlab-ci.yml", matrix: "parallel: 4", index: "$CI_NODE_INDEX", count: "$CI_NODE_TOTAL"),
    ]

    static let shards = 4

    func text(_ path: String) throws -> String {
        try String(contentsOf: CLI.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("docs/ci.md shows each recipe file verbatim in a fenced block")
    func pageEmbedsTheFiles() throws {
        let page = try text("docs/ci.md")
        for (file, fence) in [
            ("docs/ci/github-workflow.yml", "```yaml\n"), ("docs/ci/gitlab-ci.yml", "```yaml\n"),
            ("docs/ci/Dockerfile", "```dockerfile\n"),
        ] {
            let content = try text(file)
            #expect(content.hasSuffix("\n"), "\(file) ends with a newline")
            #expect(page.contains(fence + content + "```\n"), "docs/ci.md shows \(file) as it is")
        }
    }

    @Test(
        "a recipe's render check line, run for each shard, checks every snapshot exactly once",
        arguments: CIRecipeTests.recipes)
    func shardsCoverTheWholeCheck(_ recipe: Recipe) throws {
        let file = try text(recipe.file)
        #expect(file.contains(recipe.matrix))
        let lines = file.components(separatedBy: "\n").filter { commandArguments($0) != nil }
        #expect(lines.count == 1, "one render check line in \(recipe.file)")
        let line = try #require(lines.first)
        #expect(line.contains(recipe.index))
        #expect(recipe.count.map { line.contains($0) } ?? true)

        let dir = try workspace()
        let recorded = try check(["check", "widgets/", "--record"], in: dir, ci: false)
        #expect(recorded.status == 0, "\(recorded.out)\(recorded.stderr)")

        // The whole check: the recipe's options without --shard.
        let whole = try #require(commandArguments(line, substituting: substitutions(recipe, shard: 1)))
        let junit = try #require(value(of: "--junit", in: whole))
        let report = try #require(value(of: "--report", in: whole))
        var unsharded = whole
        if let i = unsharded.firstIndex(of: "--shard"), i + 1 < unsharded.count {
            unsharded.removeSubrange(i...(i + 1))
        }
        #expect(unsharded.count == whole.count - 2, "the recipe passes --shard")
        let all = try check(unsharded, in: dir, ci: true)
        #expect(all.status == 0, "\(all.out)\(all.stderr)")
        let expected = try testCaseNames(dir.appendingPathComponent(junit))
        #expect(expected.count == 5)

        let uploads = uploadPatterns(file)
        var seen: [String] = []
        var nonEmpty = 0
        for shard in 1...Self.shards {
            let arguments = try #require(commandArguments(line, substituting: substitutions(recipe, shard: shard)))
            #expect(!arguments.joined(separator: " ").contains("$"), "\(arguments)")
            #expect(value(of: "--shard", in: arguments) == "\(shard)/\(Self.shards)")
            let part = try check(arguments, in: dir, ci: true)
            #expect(part.status == 0, "shard \(shard): \(part.out)\(part.stderr)")
            let suffix = "-shard-\(shard)-of-\(Self.shards)"
            let partJUnit = (junit as NSString).deletingPathExtension + suffix + "." + (junit as NSString).pathExtension
            let partReport = report + suffix
            let names = try testCaseNames(dir.appendingPathComponent(partJUnit))
            #expect(
                FileManager.default.fileExists(atPath: dir.appendingPathComponent(partReport + "/index.html").path))
            // The recipe uploads what this shard wrote.
            let shardUploads = uploads.map { substituted($0, substitutions(recipe, shard: shard)) }
            #expect(shardUploads.contains { fnmatch($0, partJUnit, 0) == 0 }, "\(partJUnit) is uploaded")
            #expect(shardUploads.contains { fnmatch($0, partReport, 0) == 0 }, "\(partReport) is uploaded")
            seen += names
            if !names.isEmpty { nonEmpty += 1 }
        }
        #expect(seen.count == Set(seen).count, "no snapshot is checked twice: \(seen.sorted())")
        #expect(Set(seen) == Set(expected))
        #expect(nonEmpty > 1, "the check is split")
    }

    // MARK: - Reading a recipe

    func substitutions(_ recipe: Recipe, shard: Int) -> [(String, String)] {
        [(recipe.index, "\(shard)")] + (recipe.count.map { [($0, "\(Self.shards)")] } ?? [])
    }

    func substituted(_ text: String, _ substitutions: [(String, String)]) -> String {
        substitutions.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// The arguments after `render` on a command line that runs `render check` (the binary
    /// named by any path, as a YAML list item or not), without a pipe and what follows it or
    /// a redirection; nil for any other line.
    func commandArguments(_ line: String, substituting substitutions: [(String, String)] = []) -> [String]? {
        var words = substituted(line, substitutions).components(separatedBy: "|")[0]
            .split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first == "-" { words.removeFirst() }
        guard words.count >= 2, (words[0] as NSString).lastPathComponent == "render", words[1] == "check" else {
            return nil
        }
        return words.dropFirst().filter { !$0.contains(">") }
    }

    func value(of option: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }

    /// The paths under .artifacts/ that the recipe uploads, as written (patterns included).
    func uploadPatterns(_ recipe: String) -> [String] {
        recipe.components(separatedBy: "\n").compactMap { line in
            var text = line.trimmingCharacters(in: .whitespaces)
            for prefix in ["- ", "junit: ", "path: "] where text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
            }
            return text.hasPrefix(".artifacts/") ? text : nil
        }
    }

    // MARK: - Running the check

    /// A folder with widgets/ holding three examples that use no image or font files: five
    /// snapshots on the default matrix.
    func workspace() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let widgets = dir.appendingPathComponent("widgets")
        try FileManager.default.createDirectory(at: widgets, withIntermediateDirectories: true)
        for name in ["weather.json", "countdown.json", "gradients.json"] {
            try FileManager.default.copyItem(
                atPath: CLI.example(name), toPath: widgets.appendingPathComponent(name).path)
        }
        return dir
    }

    /// Runs the built `render` in `dir`, with `CI=true` in its environment or without `CI`.
    func check(_ arguments: [String], in dir: URL, ci: Bool) throws -> CLIResult {
        try CheckCLITests().run(arguments, in: dir, ci: ci)
    }

    /// The `name` of every `<testcase>` of a JUnit file, in order, repeats kept.
    func testCaseNames(_ junit: URL) throws -> [String] {
        let xml = try String(contentsOf: junit, encoding: .utf8)
        return xml.components(separatedBy: "<testcase ").dropFirst().compactMap { element in
            element.components(separatedBy: " name=\"").dropFirst().first?.components(separatedBy: "\"").first
        }
    }
}
