// Filters over a whole layer: colour through a matrix (ColorMatrix.swift) and the
// Gaussian blur of `.blur(radius:opaque:)`.
//
// The blur is the shadow's (three box blurs a direction, Pixmap+Shadow.swift) applied to
// all four premultiplied channels at once (a vector a pixel) over the occupied rectangle
// grown by 3σ. An opaque blur works inside its rectangle only and divides by the blur of
// a layer of ones there (normalized convolution), so its edges take in no transparency
// from outside and stay as solid as the content; the result is cut to the rectangle.

import CRaster

extension Pixmap {
    /// Every pixel's straight colour through `matrix`, clamped to 0…1, then premultiplied
    /// again; transparent pixels stay transparent.
    public mutating func adjustColors(_ matrix: ColorMatrix) {
        let m = matrix.rows.map { Float($0) }, w = matrix.alphaRow.map { Float($0) }
        data.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] != 0 {
                let a = Float(p[i + 3]) / 255
                let r = Float(p[i]) / 255 / a, g = Float(p[i + 1]) / 255 / a, b = Float(p[i + 2]) / 255 / a
                let a2 = min(1, max(0, w[0] * r + w[1] * g + w[2] * b + w[3] * a + w[4]))
                func out(_ k: Int) -> UInt8 {
                    let v = m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3]
                    return Self.channel(min(1, max(0, v)) * a2 * 255)
                }
                p[i] = out(0)
                p[i + 1] = out(4)
                p[i + 2] = out(8)
                p[i + 3] = Self.channel(a2 * 255)
            }
        }
    }

    /// The smallest rectangle of canvas pixels holding every pixel with alpha, or nil
    /// when all are clear.
    public func occupiedBounds() -> PixelBounds? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        data.withUnsafeBufferPointer { p in
            guard let pixels = p.baseAddress else { return }
            for y in 0..<height {
                var first = 0, end = 0
                guard wr_alpha_extent(pixels + y * width * 4, width, &first, &end) != 0 else { continue }
                x0 = min(x0, first)
                x1 = max(x1, end)
                y0 = min(y0, y)
                y1 = max(y1, y + 1)
            }
        }
        return x1 > x0 && y1 > y0
            ? PixelBounds(x0: x0 + originX, y0: y0 + originY, x1: x1 + originX, y1: y1 + originY) : nil
    }

    /// This layer blurred by a Gaussian of `sigma` pixels, over the pixels of `canvas` it
    /// reaches (nil when none). With `opaqueIn`, only that rectangle is blurred, without
    /// taking in transparency from outside it.
    public func blurred(sigma: Double, opaqueIn: PixelBounds? = nil, canvas: PixelBounds) -> Pixmap? {
        let side = Double(max(canvas.x1 - canvas.x0, canvas.y1 - canvas.y0))
        let sigma = min(max(0, sigma), side)
        let margin = Int(saturating: (3 * sigma).rounded(.up)) + 1
        let area: PixelBounds
        if let opaqueIn {
            guard let inside = opaqueIn.intersection(canvas) else { return nil }
            area = inside
        } else if let used = occupiedBounds(), let reach = used.outset(by: margin).intersection(canvas) {
            // Outside the canvas the layer is clear, as the blur takes the outside of its
            // work area to be: the area need not pass the canvas.
            area = reach
        } else {
            return nil
        }
        let ww = area.x1 - area.x0, wh = area.y1 - area.y0
        guard var out = Pixmap(covering: area) else { return nil }
        var weight: [Float]? = nil
        if opaqueIn != nil {
            var w = [Float](repeating: 1, count: ww * wh)
            Self.gaussianBlur(&w, width: ww, height: wh, sigma: sigma)
            weight = w
        }
        // All four channels at once (r, g, b, a side by side), each blurred as if alone;
        // the colours are then kept within the alpha.
        var buffer = [Float](repeating: 0, count: ww * wh * 4)
        // The pixels of the work area this layer covers (the rest of it is clear).
        if let covered = area.intersection(bounds) {
            buffer.withUnsafeMutableBufferPointer { buf in
                data.withUnsafeBufferPointer { src in
                    guard let floats = buf.baseAddress, let pixels = src.baseAddress else { return }
                    for y in covered.y0..<covered.y1 {
                        wr_pixels_to_floats(
                            pixels + ((y - originY) * width + covered.x0 - originX) * 4, covered.x1 - covered.x0,
                            floats + ((y - area.y0) * ww + covered.x0 - area.x0) * 4)
                    }
                }
            }
        }
        Self.gaussianBlur(&buffer, width: ww, height: wh, lanes: 4, sigma: sigma)
        out.data.withUnsafeMutableBufferPointer { p in
            guard let pixels = p.baseAddress else { return }
            if let weight {
                wr_floats_to_pixels(buffer, weight, ww * wh, pixels)
            } else {
                wr_floats_to_pixels(buffer, nil, ww * wh, pixels)
            }
        }
        return out
    }
}
