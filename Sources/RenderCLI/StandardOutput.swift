// Standard output for PNG bytes and listings, written with write(2) so that a closed,
// full or broken stream is an error the command reports (`error: cannot write to
// standard output: …`, exit 1), never a trap or a silent loss.
//
// `prepare()` runs first thing: SIGPIPE is ignored (a closed pipe then fails the write
// with EPIPE), and any of descriptors 0–2 that the parent left closed is pointed at
// /dev/null (standard output at /dev/full, where every write fails), so no file this
// process opens can take descriptor 1 and receive output meant for the terminal; writing
// to a standard output that was closed is refused.
//
// Text (listings, help, the paths written) goes through `print`, which buffers it in C's
// `stdout` stream. An exit handler flushes that stream and checks it: when any of the text
// did not arrive, the command fails (exit 1, `error: cannot write to standard output: …`),
// whichever command printed it, the argument parser's help included.

import CStandardOutput
import Glibc

enum StandardOutput {
    /// Whether descriptor 1 was closed when the process started.
    nonisolated(unsafe) private static var wasClosed = false

    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == 1 { wasClosed = true }
            let null = open(fd == 1 ? "/dev/full" : "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
        atexit { StandardOutput.failUnlessPrinted() }
    }

    /// At exit: fails the process when text printed to standard output did not all arrive.
    static func failUnlessPrinted() {
        let error = standard_output_flush()
        guard error != 0 else { return }
        let reason = wasClosed ? "it is closed" : String(cString: strerror(error))
        let line = Array("error: cannot write to standard output: \(reason)\n".utf8)
        line.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
        _exit(1)
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
