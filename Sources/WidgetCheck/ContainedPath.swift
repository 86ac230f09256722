// Keeping `render check` inside the folders it was given.
//
// A check reads entries and `render-check.json` from a folder, and writes (or deletes) in
// the goldens, artifacts and report folders. On a pull request any of those names can be a
// symbolic link someone committed, so each is held to the rule images and fonts already
// follow: what the tool finds below a folder must stay below that folder's real path.
//
// - A file listed from a folder (an entry, the configuration) must have its real path
//   inside the folder's real path (`InputFile.contained`, as images and fonts).
// - A folder named by a relative path (a default such as `Goldens` beside the entries or
//   `.artifacts/check`, or a relative `--goldens`, `--artifacts`, `--junit`, `--report`)
//   may pass through a symbolic link only when the link resolves inside the folder the
//   path is relative to. `..` written out by the user is taken as written; an absolute
//   path is the user's own choice and is taken as given.

import Glibc
import WidgetCore

/// Checks that paths below a folder stay inside it.
public enum ContainedPath {
    /// Nil when no symbolic link on `path` (relative to `base`) leads outside `base`;
    /// otherwise why not, naming the link. An absolute `path` is not checked.
    public static func linkLeavingFolder(_ path: String, base: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        let base = base.isEmpty ? "." : base
        guard let root = InputFile.realPath(base) else { return nil }
        var prefix = base
        for component in path.split(separator: "/") where component != "." {
            prefix += "/" + String(component)
            var info = stat()
            guard lstat(prefix, &info) == 0 else { return nil }  // the rest is made by the tool
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            guard let real = InputFile.realPath(prefix) else {
                return "\(display(prefix)) is a symbolic link that leads nowhere"
            }
            if !InputFile.isWithin(real, root) {
                return "\(display(prefix)) is a symbolic link to \(real), outside \(display(base))"
            }
        }
        return nil
    }

    private static func display(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
