// Standard output for PNG bytes and listings, written with write(2) so that a closed,
// full or broken stream is an error the command reports (`error: cannot write to
// standard output: …`, exit 1), never a trap or a silent loss.
//
// `prepare()` runs first thing: SIGPIPE is ignored (a closed pipe then fails the write
// with EPIPE), and any of descriptors 0–2 that the parent left closed is pointed at
// /dev/null, so no file this process opens can take descriptor 1 and receive output
// meant for the terminal; writing to a standard output that was closed is refused.

import Glibc

enum StandardOutput {
    /// Whether descriptor 1 was closed when the process started.
    nonisolated(unsafe) private static var wasClosed = false

    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == 1 { wasClosed = true }
            let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }

    /// Writes all of `bytes` to standard output.
    static func write(_ bytes: [UInt8]) throws {
        guard !wasClosed else { throw CLIError("cannot write to standard output: it is closed") }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CLIError("cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            offset += n
        }
    }
}
