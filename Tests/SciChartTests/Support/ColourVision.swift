import Foundation
import SciChart

/// Colour as readers with a colour-vision deficiency see it, and how different two colours
/// look: for the tests that check the themes' palettes.
enum ColourVision: String, CaseIterable, Sendable {
    case typical, protanopia, deuteranopia, tritanopia

    /// Machado, Oliveira and Fernandes' (2009) simulation matrices at full severity, applied to
    /// linear RGB.
    private var matrix: [[Double]] {
        switch self {
        case .typical: [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        case .protanopia:
            [
                [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ]
        case .deuteranopia:
            [
                [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ]
        case .tritanopia:
            [
                [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ]
        }
    }

    /// `color` as this vision sees it, in CIELAB (D65).
    func lab(_ color: SCIColor) -> (l: Double, a: Double, b: Double) {
        let linear = [color.red, color.green, color.blue].map { channel -> Double in
            let srgb = Double(channel) / 255
            return srgb <= 0.040_45 ? srgb / 12.92 : pow((srgb + 0.055) / 1.055, 2.4)
        }
        let seen = matrix.map { row in min(max(zip(row, linear).map(*).reduce(0, +), 0), 1) }
        let (r, g, b) = (seen[0], seen[1], seen[2])
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// How different `first` and `second` look to this vision: CIEDE2000's colour difference
    /// (about 2.3 is the least a reader notices side by side).
    func difference(_ first: SCIColor, _ second: SCIColor) -> Double {
        Self.ciede2000(lab(first), lab(second))
    }

    static func ciede2000(_ one: (l: Double, a: Double, b: Double), _ two: (l: Double, a: Double, b: Double))
        -> Double
    {
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        let meanC = (hypot(one.a, one.b) + hypot(two.a, two.b)) / 2
        let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
        let a1 = (1 + g) * one.a
        let a2 = (1 + g) * two.a
        let c1 = hypot(a1, one.b)
        let c2 = hypot(a2, two.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            let h = degrees(atan2(b, a))
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(one.b, a1)
        let h2 = hue(two.b, a2)
        var dh = 0.0
        if c1 * c2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dL = two.l - one.l
        let dC = c2 - c1
        let dH = 2 * sqrt(c1 * c2) * sin(radians(dh / 2))
        let meanL = (one.l + two.l) / 2
        let meanCp = (c1 + c2) / 2
        var meanH = h1 + h2
        if c1 * c2 != 0 {
            meanH =
                abs(h1 - h2) <= 180
                ? (h1 + h2) / 2 : (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2)
        }
        let t =
            1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let theta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * sqrt(pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * theta)) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }
}
