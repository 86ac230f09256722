// Errors that stop a check before it runs: bad arguments, configuration or folders.

/// Why `render check` could not start.
public enum CheckError: Error, Equatable, CustomStringConvertible {
    case noEntries(String)
    case unreadable(path: String, reason: String)
    case badConfiguration(path: String, message: String)
    case recordingOnCI
    case duplicateGolden(name: String, first: String, second: String)
    /// A file listed from a folder leads outside it (a symbolic link).
    case outsideFolder(path: String, folder: String)
    /// A folder the check writes into passes through a link out of its base folder.
    case linkedFolder(option: String, reason: String)

    public var description: String {
        switch self {
        case .noEntries(let path): "\(path): no entry documents (*.json) to check"
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .badConfiguration(let path, let message): "\(path): \(message)"
        case .recordingOnCI:
            "refusing to record goldens on CI (the CI environment variable is set); record locally and commit the goldens, or pass --force-record"
        case .duplicateGolden(let name, let first, let second):
            "\(first) and \(second) both render \(name); give the entries different \"kind\" values"
        case .outsideFolder(let path, let folder):
            "\(path): is a symbolic link to a file outside \(folder) (or to nothing); a check reads only files inside the folders it is given"
        case .linkedFolder(let option, let reason):
            "\(option): \(reason); a check writes and deletes only inside the folders it is given (name the real folder instead)"
        }
    }
}
