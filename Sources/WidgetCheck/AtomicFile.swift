// Writing output files safely: only regular files, never half-written, never in place of
// anything else.
//
// A file is written to a new temporary beside its target (created exclusively, never
// through a symbolic link), then renamed over the target. The target is checked first:
// if something exists there that is not a regular file (a folder, a symbolic link, a
// FIFO, a device such as /dev/null), the write is refused, because a rename would
// replace it. Errors are `AtomicFileError`s whose messages name the path and the reason.

import Foundation

/// Why an output file or folder could not be written.
public enum AtomicFileError: Error, Equatable, CustomStringConvertible {
    /// Something that is not a regular file stands where the file would go.
    case notRegularFile(String)
    /// Something that is not a folder stands where a folder is needed.
    case notFolder(String)
    /// The system refused: the path and its reason.
    case failed(String, reason: String)

    public var description: String {
        switch self {
        case .notRegularFile(let path):
            "cannot write \(path): something other than a regular file is there (a folder, link, pipe or device); it was left alone"
        case .notFolder(let path): "cannot write into \(path): it exists and is not a folder"
        case .failed(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}

/// Writing a file so that readers never see it half-written.
public enum AtomicFile {
    /// Writes to a temporary file beside `url`, then renames it over `url`. The temporary
    /// is registered with `InFlightFiles`, so an interrupt never leaves it behind.
    public static func write(_ bytes: [UInt8], to url: URL) throws(AtomicFileError) {
        try InFlightFiles.shared.commit([try stage(bytes, to: url.path)])
    }

    /// Writes `bytes` to a registered temporary beside `target` (checked first), to be
    /// renamed into place with others by `InFlightFiles.commit`.
    public static func stage(_ bytes: [UInt8], to target: String) throws(AtomicFileError) -> (
        temporary: String, final: String
    ) {
        try checkTarget(target)
        let temporary = temporaryPath(for: target)
        try InFlightFiles.shared.create(temporary) { () throws(AtomicFileError) in try writeNew(bytes, to: temporary) }
        return (temporary, target)
    }

    /// Fails unless `path` is free or holds a regular file (which a rename may replace).
    public static func checkTarget(_ path: String) throws(AtomicFileError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw .failed(path, reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path) }
    }

    /// A hidden name beside `path` that no other writer uses.
    public static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return folder + ".\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
    }

    /// Writes `bytes` to a file at `path` that must not exist yet (never through a link).
    public static func writeNew(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .failed(path, reason: String(cString: strerror(errno))) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(path)
                throw .failed(path, reason: reason)
            }
            offset += n
        }
        guard close(fd) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw .failed(path, reason: reason)
        }
    }

    /// Creates the folder at `path` and any missing parents; an existing folder is fine,
    /// anything else in the way is an error.
    public static func makeFolder(_ path: String) throws(AtomicFileError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            // String += String: a Substring operand goes through the standard library's
            // unspecialized generic append (a search of every conformance record, once).
            prefix += String(component)
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw .notFolder(prefix) }
            } else if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw .failed(prefix, reason: String(cString: strerror(errno)))
            }
            prefix += "/"
        }
    }
}
