// The outcome of one checked case.

import Foundation
import WidgetCore
import WidgetRendering

/// What happened to one case.
public enum CheckOutcome: Sendable, Equatable {
    case passed(Comparison)
    case failed(Comparison)
    /// No golden, in verify mode (a failure).
    case missing
    /// The golden was written: `new` when there was none before.
    case recorded(new: Bool)
    /// The entry could not be decoded or rendered (a failure).
    case renderFailed(String)
    /// The picture matched (or was recorded), but the widget cannot show all of its
    /// content (`Overflow`), and the check is strict (a failure).
    case overflowed([String])

    public var isFailure: Bool {
        switch self {
        case .failed, .missing, .renderFailed, .overflowed: true
        case .passed, .recorded: false
        }
    }
}

/// One case's result.
public struct CheckResult: Sendable {
    public var checkCase: CheckCase
    public var outcome: CheckOutcome
    /// The actual and diff images written for a failure, if any.
    public var actualImage: URL?
    public var diffImage: URL?
    /// The golden's path.
    public var golden: URL
    public var seconds: Double
    /// What the rendered widget cannot show (warnings, or failures when strict).
    public var overflows: [Overflow] = []
    /// The golden passed, had no fingerprint record, and was written again with one and
    /// the same pixels (`CheckMode.addRecords`).
    public var addedRecord = false
}
