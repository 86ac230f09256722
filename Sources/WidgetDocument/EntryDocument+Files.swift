// The files an entry refers to (images), read from beside it. Reading files is this
// stage's job so that rendering stays pure: the renderer gets the bytes and decodes them.

import Foundation
import WidgetCore

extension EntryDocument {
    /// The largest image or font file read (a 40-megapixel PNG is well under this).
    public static let largestImageFile = 64 << 20
    /// The largest entry document read.
    public static let largestEntryFile = 16 << 20

    /// The document's views: `view`, each of `familyViews` (in name order), a view as
    /// the container background, and a Live Activity's.
    public var rootViews: [ViewSpec] {
        var roots = [view].compactMap { $0 }
        roots += familyViews.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
        if case .view(let background)? = containerBackground { roots.append(background) }
        roots += liveActivity?.views ?? []
        return roots
    }

    /// Every image source the document names (`Image.src`, `Label.image`), with the JSON path of its
    /// first use, in document order.
    public var imageSources: [(source: String, path: String)] {
        var found: [(String, String)] = []
        var seen: Set<String> = []
        for root in rootViews {
            root.forEachView { view in
                switch view.content {
                case .image(.file(let src)) where !seen.contains(src):
                    seen.insert(src)
                    found.append((src, view.path + ".src"))
                case .control(let control):
                    if let src = control.imageFile, !seen.contains(src) {
                        seen.insert(src)
                        found.append((src, view.path + ".image"))
                    }
                default: break
                }
            }
        }
        return found
    }

    /// Reads every image and font the document names from `folder` (the entry's folder)
    /// into `imageFiles` and `fontFiles`. A missing, unreadable or oversized file is an
    /// error naming it.
    public mutating func loadFiles(relativeTo folder: URL) throws(DocumentError) {
        for (source, path) in imageSources {
            imageFiles[source] = try Self.read(source, kind: "image", at: path, in: folder)
        }
        for (i, source) in fonts.enumerated() {
            fontFiles[source] = try Self.read(source, kind: "font", at: "$.fonts[\(i)]", in: folder)
        }
        // A timeline's entries may name images of their own; each file is read once.
        for i in timeline.indices {
            for (source, path) in timeline[i].imageSources {
                if imageFiles[source] == nil {
                    imageFiles[source] = try Self.read(source, kind: "image", at: path, in: folder)
                }
                timeline[i].imageFiles[source] = imageFiles[source]
            }
            timeline[i].fontFiles = fontFiles
        }
    }

    /// The bytes of the `kind` file at `source` (relative to `folder`), named at `path`.
    ///
    /// The file's real path (every symbolic link followed) must lie inside the real path of
    /// `folder`, and it must be a readable regular file: every refusal says the same, so a
    /// document learns nothing of what exists outside its folder.
    static func read(_ source: String, kind: String, at path: String, in folder: URL) throws(DocumentError) -> [UInt8] {
        try AssetPath.check(source, at: path)
        let refusal = DocumentError.invalid(
            path: path,
            message:
                "cannot use the \(kind) \"\(source)\": it is outside the entry's folder or not a readable \(kind) file")
        guard let real = InputFile.contained(source, in: folder.path) else { throw refusal }
        do {
            return try InputFile.read(real, limit: Self.largestImageFile)
        } catch .tooLarge(let size, _) {
            throw .invalid(
                path: path,
                message: "the \(kind) file \"\(source)\" is \(size) bytes; \(kind) files are limited to 64 MiB")
        } catch {
            throw refusal
        }
    }

    /// Reads an entry file and the images and fonts it names.
    public static func load(contentsOf url: URL) throws -> EntryDocument {
        var document = try decode(InputFile.read(url.path, limit: largestEntryFile))
        try document.loadFiles(relativeTo: url.deletingLastPathComponent())
        return document
    }
}
