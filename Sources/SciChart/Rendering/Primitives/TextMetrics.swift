/// Advance widths of one font face, decoded from the embedded table.
struct FontFaceTable: Sendable {
    let unitsPerEm: Double
    let ascent: Double
    let descent: Double
    let missingAdvance: UInt16
    private let advances: [[UInt16]]

    init(unitsPerEm: Int, ascent: Int, descent: Int, missingAdvance: Int, hexAdvances: [String]) {
        self.unitsPerEm = Double(unitsPerEm)
        self.ascent = Double(ascent)
        self.descent = Double(descent)
        self.missingAdvance = UInt16(missingAdvance)
        self.advances = hexAdvances.map(Self.decode)
    }

    /// The advance of `scalar` in font units.
    func advance(of scalar: Unicode.Scalar) -> UInt16 {
        let value = scalar.value
        for (index, range) in DejaVuSansMetrics.ranges.enumerated() where range.contains(value) {
            let advance = advances[index][Int(value - range.lowerBound)]
            return advance == 0xFFFF ? missingAdvance : advance
        }
        // Tabs draw as spaces; other code points outside the table take the fallback glyph.
        return value == 9 ? advances[0][0] : missingAdvance
    }

    private static func decode(_ hex: String) -> [UInt16] {
        var result: [UInt16] = []
        var accumulator: UInt16 = 0
        var digits = 0
        for byte in hex.utf8 {
            let nibble: UInt16
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = UInt16(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = UInt16(byte - UInt8(ascii: "a") + 10)
            default: continue
            }
            accumulator = accumulator << 4 | nibble
            digits += 1
            if digits == 4 {
                result.append(accumulator)
                accumulator = 0
                digits = 0
            }
        }
        return result
    }
}

/// Text measurement with the metrics of DejaVu Sans, the face the Cairo backend draws with
/// (metric hinting off, no kerning), so measured and drawn widths agree.
public enum SCITextMetrics {
    /// The width of a single line of `text` at `fontSize` points.
    public static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        let face = bold ? DejaVuSansMetrics.bold : DejaVuSansMetrics.regular
        var units = 0
        for scalar in text.unicodeScalars {
            units += Int(face.advance(of: scalar))
        }
        return Double(units) * fontSize / face.unitsPerEm
    }

    /// The distance from the baseline to the top of the tallest glyphs.
    public static func ascent(fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        return DejaVuSansMetrics.regular.ascent * fontSize / DejaVuSansMetrics.regular.unitsPerEm
    }

    /// The distance from the baseline to the bottom of the lowest glyphs.
    public static func descent(fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        return DejaVuSansMetrics.regular.descent * fontSize / DejaVuSansMetrics.regular.unitsPerEm
    }

    /// The height of one line: ascent plus descent.
    public static func lineHeight(fontSize: Double) -> Double {
        ascent(fontSize: fontSize) + descent(fontSize: fontSize)
    }
}
