// Hex colors are read as bytes (StyleDecoder.hex); this holds them to the reading they
// replaced, a Character at a time, over valid colors and the near misses a hostile entry
// may hold.

import Testing
import WidgetCore

@testable import WidgetDocument

@Suite("Hex colors")
struct HexColorTests {
    /// The reading by Characters: six or eight hex digit Characters after the first, each
    /// pair parsed by `Int(_:radix:)`.
    static func byCharacters(_ s: String) -> Color? {
        let digits = Array(s.dropFirst())
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        var values: [Int] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let v = Int(String(digits[i...i + 1]), radix: 16) else { return nil }
            values.append(v)
        }
        return Color(r: values[0], g: values[1], b: values[2], alpha: values.count == 4 ? Double(values[3]) / 255 : 1)
    }

    @Test("bytes and Characters read the same colors and refuse the same strings")
    func agrees() {
        var cases = [
            "#FF3B30", "#ff3b30", "#00000000", "#FFFFFF80", "#aBcDeF", "#12345", "#1234567", "#123456789", "#",
            "", "#GG0000", "#12 456", "#１２３４５６", "#ＡＢＣＤＥＦ", "#\u{301}123456", "#12345\u{301}6",
            "#١٢٣٤٥٦", "x123456", "##123456", "#123456\n", "#0x1234", "#+12345", "#-12345", "é123456",
        ]
        // Every single-byte change of a valid color, at every position.
        for position in 1..<9 {
            for byte in UInt8(0x20)..<0x7F {
                var bytes = Array("#0A1b2C3d".utf8)
                bytes[position] = byte
                cases.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        for s in cases {
            #expect(StyleDecoder.hex(s) == Self.byCharacters(s), "\(s.debugDescription)")
        }
    }
}
