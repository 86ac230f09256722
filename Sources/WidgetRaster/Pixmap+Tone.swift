// The system's one-color renderings of a widget: each pixel's luminance becomes its
// opacity in a single color. WidgetKit draws the Lock Screen's vibrant widgets (white)
// and iOS 18's tinted Home Screen (the tint) this way: white content stays, black content
// disappears, and everything between fades with its brightness. Luminance is Rec. 709's
// weighting of the sRGB values.

import CRaster

extension Pixmap {
    /// Every pixel as `color` (straight r, g, b in 0…1) at its alpha × its luminance.
    public func toned(_ color: (r: Double, g: Double, b: Double)) -> Pixmap {
        var out = self
        out.data.withUnsafeMutableBufferPointer { p in
            wr_tone(p.baseAddress, p.count / 4, Float(color.r), Float(color.g), Float(color.b))
        }
        return out
    }

    /// Every pixel as `color` (straight r, g, b in 0…1) at its own alpha: the accented
    /// mode of iOS 26's appearances, which recolours each view as a template image.
    public func tinted(_ color: (r: Double, g: Double, b: Double)) -> Pixmap {
        var out = self
        out.data.withUnsafeMutableBufferPointer { p in
            wr_tint(p.baseAddress, p.count / 4, Float(color.r), Float(color.g), Float(color.b))
        }
        return out
    }

    /// A pixmap of this size filled with one opaque color (r, g, b in 0…1).
    public static func filled(width: Int, height: Int, _ color: (r: Double, g: Double, b: Double)) -> Pixmap? {
        guard var p = Pixmap(width: width, height: height) else { return nil }
        p.data.withUnsafeMutableBufferPointer { d in
            wr_fill_pixels(
                d.baseAddress, d.count / 4, Self.channel(Float(color.r) * 255), Self.channel(Float(color.g) * 255),
                Self.channel(Float(color.b) * 255), 255)
        }
        return p
    }
}
