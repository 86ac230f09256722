// The outcome of one checked case.

import Foundation
import WidgetCore

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

    public var isFailure: Bool {
        switch self {
        case .failed, .missing, .renderFailed: true
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
}
