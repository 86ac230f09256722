// The colour matrix that draws each `ColorAdjustment`.

import WidgetCore
import WidgetRaster

extension ColorMatrix {
    init(_ adjustment: ColorAdjustment) {
        switch adjustment {
        case .grayscale(let amount): self = .saturation(1 - max(0, min(1, amount)))
        case .saturation(let amount): self = .saturation(max(0, amount))
        case .brightness(let amount): self = .brightness(amount)
        case .contrast(let amount): self = .contrast(amount)
        case .invert: self = .invert
        case .multiply(let c): self = .multiply(r: c.red, g: c.green, b: c.blue, a: c.alpha)
        case .hueRotation(let degrees): self = .hueRotation(degrees: degrees)
        case .luminanceToAlpha:
            // SVG's feColorMatrix type luminanceToAlpha, which SwiftUI's documentation
            // names as the equivalent: black, its alpha the straight colour's luminance.
            self = ColorMatrix(rows: Array(repeating: 0, count: 12), alphaRow: [0.2125, 0.7154, 0.0721, 0, 0])
        }
    }
}
