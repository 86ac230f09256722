// A renderer decodes each image file once for all its renders (`ImageCache`): by the
// file's bytes and the pixel limit, never by name, never a failure, within its bound, and
// with the pixels a fresh decode gives.

import Foundation
import Testing
import WidgetDocument
import WidgetPNG
import WidgetRaster

@testable import WidgetRendering

@Suite("Decoded images shared between renders")
struct ImageCacheTests {
    /// A 3 × 2 PNG whose six pixels differ, its first one `first`.
    static func png(first: UInt8 = 10) throws -> [UInt8] {
        let pixels: [UInt8] = [
            first, 20, 30, 255, 200, 0, 0, 255, 0, 200, 0, 255, 0, 0, 200, 255, 9, 9, 9, 255, 250, 250, 250, 255,
        ]
        let pixmap = try #require(Pixmap(width: 3, height: 2, premultiplied: pixels))
        return try PNGCodec.encode(pixmap)
    }

    /// An entry that draws `a.png` filling a small widget.
    static func entry(_ bytes: [UInt8]) throws -> EntryDocument {
        var document = try EntryDocument.decode(
            Array(
                #"{"version": 1, "view": {"type": "Image", "src": "a.png", "modifiers": [{"resizable": true}]}}"#.utf8))
        document.imageFiles["a.png"] = bytes
        return document
    }

    /// `decode` counting its calls.
    final class Decodes {
        var count = 0
        let image: Pixmap
        init(_ image: Pixmap) { self.image = image }
        func decode() throws(RenderError) -> Pixmap {
            count += 1
            return image
        }
    }

    /// A cache holding the test PNG, decoded under a limit of 100 pixels, and the decodes
    /// so far (one).
    static func primed() throws -> (bytes: [UInt8], cache: ImageCache, decodes: Decodes) {
        let bytes = try png()
        let cache = ImageCache.images(bytes: 1 << 20)
        let decodes = Decodes(try PNGCodec.decode(bytes, maxPixels: 100))
        _ = try cache.value(ImageKey(bytes: bytes, maxPixels: 100), make: decodes.decode)
        return (bytes, cache, decodes)
    }

    @Test("the same bytes under the same limit decode once, whichever array holds them")
    func sameBytes() throws {
        let (bytes, cache, decodes) = try Self.primed()
        // A copy in storage of its own, as another entry reading the same file has.
        let copy = bytes.map { $0 }
        copy.withUnsafeBufferPointer { c in
            bytes.withUnsafeBufferPointer { b in #expect(c.baseAddress != b.baseAddress) }
        }
        let again = try cache.value(ImageKey(bytes: copy, maxPixels: 100), make: decodes.decode)
        #expect(decodes.count == 1)
        #expect(again == decodes.image)
        #expect(cache.count == 1)
    }

    @Test("other bytes, even one at the end, or another pixel limit, decode again")
    func otherKeys() throws {
        let (bytes, cache, decodes) = try Self.primed()
        var last = bytes
        last[last.count - 1] ^= 1
        _ = try cache.value(ImageKey(bytes: last, maxPixels: 100), make: decodes.decode)
        _ = try cache.value(ImageKey(bytes: Array(bytes.dropLast()), maxPixels: 100), make: decodes.decode)
        _ = try cache.value(ImageKey(bytes: bytes, maxPixels: 99), make: decodes.decode)
        #expect(decodes.count == 4)
        #expect(cache.count == 4)
        #expect(ImageKey(bytes: [], maxPixels: 1) == ImageKey(bytes: [], maxPixels: 1))
        #expect(ImageKey(bytes: [1], maxPixels: 1) != ImageKey(bytes: [2], maxPixels: 1))
        // Keys whose hashes collide are told apart by their bytes.
        let colliding = ImageKey(bytes: [1, 2], maxPixels: 1, hash: 7)
        #expect(colliding != ImageKey(bytes: [1, 3], maxPixels: 1, hash: 7))
        #expect(colliding == ImageKey(bytes: [1, 2], maxPixels: 1, hash: 7))
        // Past the hashed prefix, files of one length differing in their last byte hash
        // alike and are still two keys.
        let long = [UInt8](repeating: 7, count: ImageKey.hashedPrefix + 10)
        var longer = long
        longer[longer.count - 1] = 8
        let a = ImageKey(bytes: long, maxPixels: 1), b = ImageKey(bytes: longer, maxPixels: 1)
        #expect(a.hashValue == b.hashValue)
        #expect(a != b)
        #expect(a == ImageKey(bytes: long.map { $0 }, maxPixels: 1))
    }

    @Test("a failed decode is not kept: the next render reports it again")
    func failures() throws {
        let cache = ImageCache.images(bytes: 1 << 20)
        var calls = 0
        let key = ImageKey(bytes: [1, 2, 3], maxPixels: 100)
        for _ in 0..<2 {
            #expect(throws: RenderError.self) {
                try cache.value(key) { () throws(RenderError) -> Pixmap in
                    calls += 1
                    throw .image(source: "a.png", path: "$.view.src", message: "is broken")
                }
            }
        }
        #expect(calls == 2)
        #expect(cache.count == 0)
    }

    @Test("bounded: an image larger than the cache is not kept, and a full cache starts over")
    func bounded() throws {
        let bytes = try Self.png()
        let image = try PNGCodec.decode(bytes, maxPixels: 100)
        let cost = bytes.count + image.data.count
        let small = ImageCache.images(bytes: cost - 1)
        let decodes = Decodes(image)
        for _ in 0..<2 { _ = try small.value(ImageKey(bytes: bytes, maxPixels: 100), make: decodes.decode) }
        #expect(decodes.count == 2)
        #expect(small.count == 0)

        let two = ImageCache.images(bytes: cost * 2 - 1)
        _ = try two.value(ImageKey(bytes: bytes, maxPixels: 100), make: decodes.decode)
        _ = try two.value(ImageKey(bytes: bytes, maxPixels: 99), make: decodes.decode)
        #expect(two.count == 1)
        _ = try two.value(ImageKey(bytes: bytes, maxPixels: 99), make: decodes.decode)
        #expect(decodes.count == 4)

        // Exactly full holds what fits.
        let exact = ImageCache.images(bytes: cost * 2)
        _ = try exact.value(ImageKey(bytes: bytes, maxPixels: 100), make: decodes.decode)
        _ = try exact.value(ImageKey(bytes: bytes, maxPixels: 99), make: decodes.decode)
        #expect(exact.count == 2)
    }

    @Test("a renderer decodes an entry's image once for all its renders, with a fresh decode's pixels")
    func renders() throws {
        let renderer = Renderer()
        let document = try Self.entry(try Self.png())
        let small = try renderer.render(document, RenderRequest(family: .systemSmall)).pixmap
        let medium = try renderer.render(document, RenderRequest(family: .systemMedium, colorScheme: .dark)).pixmap
        #expect(renderer.decodedImages.count == 1)
        #expect(small == (try Renderer().render(document, RenderRequest(family: .systemSmall)).pixmap))
        #expect(
            medium == (try Renderer().render(document, RenderRequest(family: .systemMedium, colorScheme: .dark)).pixmap)
        )
        // Another picture in the same file name is not the one held.
        let other = try renderer.render(try Self.entry(try Self.png(first: 240)), RenderRequest(family: .systemSmall))
        #expect(renderer.decodedImages.count == 2)
        #expect(other.pixmap != small)
    }

    @Test("an image held from a render under larger limits is still refused under smaller ones")
    func limits() throws {
        let renderer = Renderer()
        let document = try Self.entry(try Self.png())
        _ = try renderer.render(document, RenderRequest(family: .systemSmall))
        var budget = RenderBudget.standard
        budget.imagePixels = 5
        let error = #expect(throws: RenderError.self) {
            try renderer.render(document, RenderRequest(family: .systemSmall), budget: budget)
        }
        #expect(error.map { "\($0)".contains("is 3×2 pixels; images may have at most 5 pixels") } == true)
        // A document's images still add up against its total when they come from the cache.
        var total = RenderBudget.standard
        total.totalImagePixels = 5
        let sum = #expect(throws: RenderError.self) {
            try renderer.render(document, RenderRequest(family: .systemSmall), budget: total)
        }
        #expect(sum.map { "\($0)".contains("add up to more than 5 pixels") } == true)
    }
}
