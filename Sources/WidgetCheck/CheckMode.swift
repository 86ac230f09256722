// Whether a check verifies goldens or records them.

/// Whether a check may write goldens.
public enum CheckMode: String, Sendable {
    /// Compare only; a missing golden fails. Never writes goldens.
    case verify
    /// Write missing and changed goldens.
    case record
    /// Write missing goldens only; changed ones still fail.
    case recordMissing
    /// Compare as `verify` does, and give a golden without a fingerprint record (one made
    /// before the record existed, or by another tool) the record of its picture, when
    /// what is drawn decodes to exactly its pixels: the file is written again with the
    /// same pixels and the record, so that later checks pass it without decoding it.
    /// Missing and changed goldens still fail; nothing else is written.
    case addRecords
}
