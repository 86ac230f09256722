// Reading an input file that may be hostile: an entry, an image, a font, a golden or a
// configuration from someone else's branch.
//
// The file is opened first (without blocking, so a FIFO cannot hang the reader), then
// `fstat` on the open descriptor decides: only a regular file of at most `limit` bytes is
// read, so a device node, `/dev/zero`, a folder or a 3 GB file costs one system call,
// never a read. Paths that must stay inside a folder are resolved with `realpath` first
// (`InputFile.contained`), so a symbolic link to a folder elsewhere leads nowhere.

import Glibc

/// Why an input file could not be read.
public enum InputFileError: Error, Equatable, CustomStringConvertible {
    case missing
    case folder
    /// A FIFO, socket or device.
    case notRegular
    case tooLarge(size: Int, limit: Int)
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .folder: "is a folder, not a file"
        case .notRegular: "is not a regular file (a link, device, pipe or socket)"
        case .tooLarge(let size, let limit): "is \(size) bytes; the limit is \(limit) bytes"
        case .unreadable(let reason): "cannot be read (\(reason))"
        }
    }
}

public enum InputFile {
    /// The bytes of the regular file at `path`, refusing anything else or anything over
    /// `limit` bytes before reading a byte.
    public static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            if e == ENOENT || e == ENOTDIR { throw .missing }
            throw .unreadable(String(cString: strerror(e)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .folder
        default: throw .notRegular
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let n = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { Glibc.read(fd, $0 + offset, size - offset) } ?? 0
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            offset += n
        }
        // A file that shrank while it was read: keep what was there.
        if offset < size { bytes.removeLast(size - offset) }
        return bytes
    }

    /// The real path of `relative` inside `folder`, or nil when it does not exist or its real
    /// path (every symbolic link followed) lies outside the real path of `folder`.
    public static func contained(_ relative: String, in folder: String) -> String? {
        guard let root = realPath(folder.isEmpty ? "." : folder) else { return nil }
        guard let real = realPath((folder.isEmpty ? "." : folder) + "/" + relative) else { return nil }
        return real != root && isWithin(real, root) ? real : nil
    }

    /// Whether the real path `real` is the real path `root` or lies below it.
    public static func isWithin(_ real: String, _ root: String) -> Bool {
        real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `realpath(3)`: the absolute path with every link, `.` and `..` resolved.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
