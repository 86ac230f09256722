// The results of a whole check run.

import Foundation

/// The results of a whole check.
public struct CheckReport: Sendable {
    public var results: [CheckResult]
    /// Golden files no case renders any more (reported when whole folders were checked).
    public var orphans: [URL]

    public var failed: Int { results.filter { $0.outcome.isFailure }.count }
    public var passed: Int { results.count - failed }
    public var recorded: Int { results.filter { if case .recorded = $0.outcome { true } else { false } }.count }
    /// How many goldens were given their fingerprint record (`CheckMode.addRecords`).
    public var recordsAdded: Int { results.filter(\.addedRecord).count }
}
