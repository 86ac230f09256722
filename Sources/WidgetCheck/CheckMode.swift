// Whether a check verifies goldens or records them.

/// Whether a check may write goldens.
public enum CheckMode: String, Sendable {
    /// Compare only; a missing golden fails. Never writes goldens.
    case verify
    /// Write missing and changed goldens.
    case record
    /// Write missing goldens only; changed ones still fail.
    case recordMissing
}
