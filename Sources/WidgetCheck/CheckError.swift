// Errors that stop a check before it runs: bad arguments, configuration or folders.

/// Why `render check` could not start.
public enum CheckError: Error, Equatable, CustomStringConvertible {
    case noEntries(String)
    case unreadable(path: String, reason: String)
    case badConfiguration(path: String, message: String)
    case recordingOnCI
    case duplicateGolden(name: String, first: String, second: String)

    public var description: String {
        switch self {
        case .noEntries(let path): "\(path): no entry documents (*.json) to check"
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .badConfiguration(let path, let message): "\(path): \(message)"
        case .recordingOnCI:
            "refusing to record goldens on CI (the CI environment variable is set); record locally and commit the goldens, or pass --force-record"
        case .duplicateGolden(let name, let first, let second):
            "\(first) and \(second) both render \(name); give the entries different \"kind\" values"
        }
    }
}
