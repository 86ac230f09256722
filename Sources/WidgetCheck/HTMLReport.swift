// A self-contained HTML report: one folder with index.html and the images it shows, no
// network, no external scripts or fonts. Each failure shows expected, actual and diff
// side by side, plus a slider that wipes between expected and actual and a button that
// flips between them.

import Foundation
import WidgetCore

public enum HTMLReport {
    /// Writes `folder/index.html` and `folder/images/…` for `report`, all of them or none:
    /// each file is staged beside its place, and the batch is renamed into place together
    /// (`InFlightFiles`), so an error or an interrupt never leaves a page without its images
    /// or images of another run under this run's page.
    public static func write(_ report: CheckReport, to folder: URL) throws {
        var staged: [(temporary: String, final: String)] = []
        do {
            try write(report, to: folder, staging: &staged)
            try InFlightFiles.shared.commit(staged)
        } catch {
            InFlightFiles.shared.discard(staged)
            throw error
        }
    }

    private static func write(
        _ report: CheckReport, to folder: URL, staging staged: inout [(temporary: String, final: String)]
    ) throws {
        let images = folder.appendingPathComponent("images")
        try AtomicFile.makeFolder(images.path)
        var cards: [String] = []
        var passed: [String] = []
        for r in report.results {
            // Copies are named after their golden (`Weather-systemSmall-iPhone17@3x-diff.png`),
            // percent-encoded where the page names them: a kind may hold characters that do
            // not belong in a URL.
            func copy(_ source: URL?, _ suffix: String) throws -> String? {
                // Only a regular file, read within the golden limit (a golden may be hostile).
                guard let source, let bytes = try? InputFile.read(source.path, limit: GoldenChecker.largestGoldenFile)
                else { return nil }
                let name = GoldenChecker.artifactName(of: r.checkCase.goldenName, suffix: suffix)
                staged.append(try AtomicFile.stage(bytes, to: images.appendingPathComponent(name).path))
                return "images/" + name.urlPathEscaped
            }
            let title = "<h2>\(escape(r.checkCase.goldenName))</h2><p class=\"entry\">\(escape(r.checkCase.entry))</p>"
            switch r.outcome {
            case .passed:
                passed.append("<li>\(escape(r.checkCase.goldenName))</li>")
            case .recorded(let new):
                passed.append(
                    "<li>\(escape(r.checkCase.goldenName)) <em>(\(new ? "recorded" : "re-recorded"))</em></li>")
            case .failed(let comparison):
                let expected = try copy(r.golden, "expected"), actual = try copy(r.actualImage, "actual"),
                    diff = try copy(r.diffImage, "diff")
                var body = title + "<p class=\"why\">\(escape(comparison.summary))</p><div class=\"row\">"
                for (label, src) in [("expected", expected), ("actual", actual), ("diff", diff)] {
                    if let src {
                        body +=
                            "<figure><img src=\"\(src)\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>"
                    }
                }
                body += "</div>"
                if let expected, let actual, comparison.sizesMatch {
                    body += """
                        <div class="compare" style="--pos:50%"><img src="\(expected)" alt="expected"><img class="top" src="\(actual)" alt="actual">\
                        <input type="range" min="0" max="100" value="50" aria-label="wipe between expected and actual" \
                        oninput="this.parentNode.style.setProperty('--pos', this.value + '%')"></div>\
                        <button type="button" onclick="flip(this)">Show expected only</button>
                        """
                }
                cards.append("<section class=\"failure\">\(body)</section>")
            case .missing:
                let actual = try copy(r.actualImage, "actual")
                cards.append(
                    "<section class=\"failure\">\(title)<p class=\"why\">no golden; record it with render check --record</p>"
                        + (actual.map {
                            "<figure><img src=\"\($0)\" alt=\"actual\"><figcaption>actual</figcaption></figure>"
                        } ?? "") + "</section>")
            case .renderFailed(let message):
                cards.append("<section class=\"failure\">\(title)<p class=\"why\">\(escape(message))</p></section>")
            case .overflowed(let messages):
                let expected = try copy(r.golden, "expected")
                cards.append(
                    "<section class=\"failure\">\(title)"
                        + messages.map { "<p class=\"why\">\(escape($0)) (--strict)</p>" }.joined()
                        + (expected.map {
                            "<figure><img src=\"\($0)\" alt=\"the golden\"><figcaption>golden</figcaption></figure>"
                        } ?? "") + "</section>")
            }
        }
        let orphans = report.orphans.map { "<li>\(escape($0.lastPathComponent))</li>" }.joined()
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>render check: \(report.failed) failed, \(report.passed) passed</title>
            <style>
            body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#f4f4f6;color:#1c1c1e}
            h1{font-size:20px} h2{font-size:15px;margin:0} .entry{color:#666;margin:2px 0 8px}
            .failure{background:#fff;border-radius:12px;padding:16px;margin:0 0 16px;box-shadow:0 1px 3px #0002}
            .why{color:#b00020} .row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
            figure{margin:0} figcaption{color:#666;text-align:center}
            img{max-width:360px;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
            .compare{position:relative;display:inline-block;margin-top:12px}
            .compare img{display:block} .compare .top{position:absolute;left:0;top:0;clip-path:inset(0 calc(100% - var(--pos)) 0 0)}
            .compare input{position:absolute;left:0;right:0;bottom:-24px;width:100%}
            button{margin-top:32px}
            </style>
            <script>
            function flip(b){var t=b.previousElementSibling.querySelector('.top');var hidden=t.style.visibility==='hidden';
            t.style.visibility=hidden?'visible':'hidden';b.textContent=hidden?'Show expected only':'Show actual over expected';}
            </script></head><body>
            <h1>\(report.failed) failed, \(report.passed) passed\(report.recorded > 0 ? ", \(report.recorded) recorded" : "")</h1>
            \(cards.joined(separator: "\n"))
            \(orphans.isEmpty ? "" : "<h2>Orphan goldens (no entry renders them)</h2><ul>\(orphans)</ul>")
            <h2>Passed</h2><ul>\(passed.joined())</ul>
            </body></html>
            """
        staged.append(try AtomicFile.stage(Array(html.utf8), to: folder.appendingPathComponent("index.html").path))
    }

    static func escape(_ s: String) -> String { s.markupEscaped }
}
