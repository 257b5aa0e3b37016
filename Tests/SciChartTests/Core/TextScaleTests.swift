import Foundation
import Testing

@testable import SciChart

/// The desktop's text scaling reaches the chart's text through the surface's text scale.
@Suite struct TextScaleTests {
    static func tickLabelSizes(_ surface: SCIChartSurface) -> Set<Double> {
        Set(surface.renderFrame().chartLayer.textRuns.map(\.fontSize))
    }

    @Test func theThemesTextGrowsWithTheScaleAndSetSizesStay() {
        let surface = Fixture.numericSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(Self.tickLabelSizes(surface) == [11])
        surface.textScale = 1.5
        #expect(Self.tickLabelSizes(surface) == [16.5])
        // The axes' labels take room for their larger text.
        let area = surface.seriesAreaFrame
        surface.textScale = 1
        #expect(surface.seriesAreaFrame.height > area.height)
        // A size set on an axis is the user's: it stays.
        surface.yAxes[0].tickLabelStyle = SCIFontStyle(fontSize: 9, textColor: 0xFFFF_FFFF)
        surface.textScale = 2
        #expect(Self.tickLabelSizes(surface) == [9, 22])
        // Out of bounds, and not a number.
        surface.textScale = 100
        #expect(Self.tickLabelSizes(surface).contains(44))
        surface.textScale = .nan
        #expect(Self.tickLabelSizes(surface).contains(11))
    }
}
