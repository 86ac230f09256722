// Paths as text, the way the command line takes them apart and puts them together, with
// the standard library alone: Foundation's NSString path methods bridge every string to
// an NSString first, whose first use maps much of the string machinery, a measurable
// share of a one-shot render's start-up (README.md, Speed). Each does what its NSString
// namesake does (a test compares them), with two differences: a path of slashes only is
// the root here (NSString gives an empty string), and a one-character name has an empty
// folder part here where NSString's `deletingLastPathComponent` traps (an entry named `a`
// crashed `render`). None interprets `.`, `..` or `~`.

import Glibc

enum PathText {
    /// `path` with each run of slashes as one and no trailing slash (`/` stays `/`).
    static func tidied(_ path: String) -> String {
        var result = ""
        var previousWasSlash = false
        for c in path {
            if c == "/" && previousWasSlash { continue }
            previousWasSlash = c == "/"
            result.append(c)
        }
        if result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// The last component (`NSString.lastPathComponent`): `b.png` of `a/b.png`.
    static func lastComponent(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy.count > 1, let slash = tidy.lastIndex(of: "/") else { return tidy }
        return String(tidy[tidy.index(after: slash)...])
    }

    /// The path without its last component (`NSString.deletingLastPathComponent`): `a`
    /// of `a/b.png`, `/` of `/b.png`, empty for `b.png`.
    static func deletingLastComponent(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy != "/", let slash = tidy.lastIndex(of: "/") else { return tidy == "/" ? tidy : "" }
        return slash == tidy.startIndex ? "/" : String(tidy[..<slash])
    }

    /// `component` after `path`, with a slash between unless `path` ends in one
    /// (`NSString.appendingPathComponent`, which leaves the slashes given as they are).
    static func appending(_ path: String, _ component: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// Whether `path` names a folder (following links), as `FileManager.fileExists(atPath:
    /// isDirectory:)` answers for one.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether anything is at `path` (following links), as `FileManager.fileExists(atPath:)`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
