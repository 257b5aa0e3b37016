import Foundation
import Testing

@testable import SciChart

@Suite struct StyleTests {
    @Test func penTakesIntegerLiteralAndNamedColor() {
        let literal = SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)
        #expect(literal.color.argb == 0xFF2563EB)
        #expect(literal.thickness == 2)
        let named = SCISolidPenStyle(color: .white, thickness: 4)
        #expect(named.color == .white)
        let code = SCISolidPenStyle(colorCode: 0x80FF0000, thickness: 1)
        #expect(code.color.alpha == 0x80 && code.color.red == 0xFF)
    }

    @Test func brushTakesColorAndCode() {
        #expect(SCISolidBrushStyle(color: 0x292563EB).color.alpha == 0x29)
        #expect(SCISolidBrushStyle(colorCode: 0xFFFF00DC).color.blue == 0xDC)
        #expect(!SCISolidBrushStyle(color: .clear).isVisible)
    }

    @Test func badPenValuesDrawNothing() {
        #expect(SCISolidPenStyle(color: .red, thickness: -3).thickness == 0)
        #expect(SCISolidPenStyle(color: .red, thickness: .nan).thickness == 0)
        #expect(!SCISolidPenStyle(color: .red, thickness: .infinity).isVisible)
        #expect(SCISolidPenStyle(color: .red, thickness: 1, strokeDashArray: [0, 0]).strokeDashArray == nil)
        #expect(
            SCISolidPenStyle(color: .red, thickness: 1, strokeDashArray: [4, .nan]).strokeDashArray == [4, 0])
    }

    @Test func colorComponentsAndAlpha() {
        let color = SCIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(color.red == 255 && color.green == 128 && color.blue == 0 && color.alpha == 128)
        #expect(SCIColor(red: .nan, green: 2, blue: -1).argb == 0xFF00FF00)
        #expect(SCIColor.white.withAlpha(0.5).alpha == 128)
        #expect(SCIColor(argb: 0xFF2563EB).hexRGB == "#2563eb")
        #expect(SCIColor.red.multiplyingAlpha(by: .nan).alpha == 0)
    }

    @Test func fontStyleClampsSize() {
        #expect(SCIFontStyle(fontSize: -5, andTextColor: .white).fontSize == 0)
        #expect(SCIFontStyle(fontSize: .infinity, andTextColor: .white).fontSize == 0)
        #expect(SCIFontStyle(fontSize: 12, textColor: .red, isBold: true).isBold)
    }

    @Test func alignmentCombines() {
        let position: SCIAlignment = [.left, .top]
        #expect(position.contains(.left) && position.contains(.top) && !position.contains(.right))
        #expect(SCIAlignment.center.contains(.centerHorizontal))
    }

    @Test func edgeInsetsAreUIKitShaped() {
        let insets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        #expect(insets.top == 16 && insets.right == 16)
        #expect(UIEdgeInsets.zero.left == 0)
    }

    @Test func rangeSanitising() {
        #expect(SCIDoubleRange(min: 5, max: 5).sanitized().diff > 0)
        #expect(SCIDoubleRange(min: 0, max: 0).sanitized() == SCIDoubleRange(min: -1, max: 1))
        #expect(SCIDoubleRange(min: 10, max: 2).sanitized() == SCIDoubleRange(min: 2, max: 10))
        #expect(SCIDoubleRange(min: .nan, max: 2).sanitized() == SCIDoubleRange(min: 0, max: 10))
        #expect(
            SCIDoubleRange(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude).sanitized().isValid)
        #expect(
            SCIDoubleRange(min: 0, max: 10).growing(by: SCIDoubleRange(min: 0.1, max: 0.2))
                == .init(min: -1, max: 12))
    }
}

@Suite struct NumberTextTests {
    @Test(
        arguments: [
            (1.5, 2, "1.50"), (-0.004, 2, "0.00"), (-0.005, 2, "-0.01"), (1234.5678, 1, "1234.6"),
            (0, 0, "0"), (.nan, 2, "NaN"), (.infinity, 1, "∞"), (-.infinity, 1, "-∞"), (99.995, 2, "100.00"),
        ] as [(Double, Int, String)])
    func fixed(value: Double, decimals: Int, expected: String) {
        #expect(NumberText.fixed(value, decimals: decimals) == expected)
    }

    @Test func trimmedAndScientific() {
        #expect(NumberText.trimmed(1.50, maxDecimals: 2) == "1.5")
        #expect(NumberText.trimmed(-0.001, maxDecimals: 2) == "0")
        #expect(NumberText.trimmed(2, maxDecimals: 2) == "2")
        #expect(NumberText.scientific(123_456, digits: 3) == "1.23e+5")
        #expect(NumberText.scientific(9.999e20, digits: 2) == "1.0e+21")
        #expect(NumberText.scientific(-0.000123, digits: 2) == "-1.2e-4")
        #expect(NumberText.fixed(1e300, decimals: 2).contains("e+300"))
    }

    @Test func decimalsForSteps() {
        #expect(NumberText.decimals(forStep: 50) == 0)
        #expect(NumberText.decimals(forStep: 0.25) == 2)
        #expect(NumberText.decimals(forStep: 0.1) == 1)
        #expect(NumberText.decimals(forStep: .nan) == 0)
    }
}
