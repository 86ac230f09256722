// Counting pixels in tests: how many of a snapshot's pixels pass a test on their bytes.

import WidgetRaster

extension Pixmap {
    /// The pixels whose (r, g, b, a) bytes, premultiplied, pass `test`.
    func count(_ test: (UInt8, UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        for y in 0..<height {
            for x in 0..<width {
                let c = pixel(x: x, y: y)
                if test(c.r, c.g, c.b, c.a) { n += 1 }
            }
        }
        return n
    }
}
