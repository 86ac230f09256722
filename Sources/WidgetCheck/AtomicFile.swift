// Atomic writes: a temporary file beside the target, then a rename.

import Foundation

/// Writing a file so that readers never see it half-written.
public enum AtomicFile {
    /// Writes to a temporary file beside `url`, then renames it over `url`.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp"
            )
        do {
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
