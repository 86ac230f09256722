// JUnit XML, the test report format CI systems read: one testsuite, one testcase
// per snapshot, named by its golden; failures carry the summary and the artifact paths.

import Foundation
import WidgetCore

public enum JUnitReport {
    public static func xml(_ report: CheckReport) -> String {
        let total = report.results.reduce(0) { $0 + $1.seconds }
        // A snapshot that could not be rendered is an error; every other failure a failure.
        let errors = report.results.filter { if case .renderFailed = $0.outcome { true } else { false } }.count
        let failures = report.failed - errors
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"render check\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\">",
            "  <testsuite name=\"render check\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(total))\">",
        ]
        for r in report.results {
            let open =
                "    <testcase classname=\"\(escape(r.checkCase.entry))\" name=\"\(escape(r.checkCase.goldenName))\" time=\"\(seconds(r.seconds))\""
            switch r.outcome {
            case .passed:
                lines.append(open + "/>")
            case .recorded(let new):
                lines.append(open + ">")
                lines.append(
                    "      <system-out>\(new ? "recorded a new golden" : "re-recorded the golden") \(escape(r.golden.path))</system-out>"
                )
                lines.append("    </testcase>")
            case .failed(let comparison):
                lines.append(open + ">")
                let detail = [r.actualImage.map { "actual: \($0.path)" }, r.diffImage.map { "diff: \($0.path)" }]
                    .compactMap { $0 }.joined(separator: "\n")
                lines.append(
                    "      <failure message=\"\(escape(comparison.summary))\" type=\"mismatch\">\(escape(detail))</failure>"
                )
                lines.append("    </testcase>")
            case .missing:
                lines.append(open + ">")
                lines.append(
                    "      <failure message=\"no golden at \(escape(r.golden.path))\" type=\"missing\">\(escape(r.actualImage.map { "actual: \($0.path)" } ?? ""))</failure>"
                )
                lines.append("    </testcase>")
            case .renderFailed(let message):
                lines.append(open + ">")
                lines.append("      <error message=\"\(escape(message))\" type=\"render\"/>")
                lines.append("    </testcase>")
            case .overflowed(let messages):
                lines.append(open + ">")
                lines.append(
                    "      <failure message=\"\(escape(messages.joined(separator: "; ")))\" type=\"overflow\">the widget cannot show all of its content (--strict)</failure>"
                )
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    static func escape(_ s: String) -> String { s.markupEscaped }
}
