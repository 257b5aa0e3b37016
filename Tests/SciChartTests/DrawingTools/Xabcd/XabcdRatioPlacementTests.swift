import Foundation
import Testing

@testable import SciChart

/// An XABCD's ratios stay beside the dashed lines they measure, however crowded the
/// pattern: a ratio with no room beside its line is left out rather than drawn far from it.
@Suite @MainActor struct XabcdRatioPlacementTests {
    /// The distance from `point` to the segment from `start` to `end`.
    static func distance(_ point: CGPoint, _ start: CGPoint, _ end: CGPoint) -> Double {
        let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
        let length = dx * dx + dy * dy
        let t =
            length > 0
            ? min(max((Double(point.x - start.x) * dx + Double(point.y - start.y) * dy) / length, 0), 1) : 0
        return CGPoint(x: Double(start.x) + t * dx, y: Double(start.y) + t * dy).distance(to: point)
    }

    @Test func ratiosStayBesideTheirLinesInANarrowChart() throws {
        for width in [160.0, 200.0, 260.0, 300.0, 340.0, 420.0, 800.0] {
            for height in [120.0, 160.0, 200.0, 260.0] {
                let (surface, _) = XabcdFixture.surface()
                surface.frame = CGRect(x: 0, y: 0, width: width, height: height)
                _ = surface.renderFrame()
                XabcdFixture.place(surface, XabcdFixture.gartley)
                let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
                let list = try #require(surface.renderFrame().overlayLayer.group(named: "annotation:xabcd"))
                let pixels = pattern.getBasePoints()
                let prices = pattern.dataPoints.map(\.y)
                var drawn = 0
                for line in SCIXabcdAnnotation.ratioLines {
                    let text = SCIXabcdAnnotation.ratioText(prices, line.numerator, line.denominator)
                    guard let run = list.textRuns.first(where: { $0.text == text }) else { continue }
                    drawn += 1
                    let box = run.bounds
                    let reach =
                        Double(box.width) / 2 + XabcdLabelLayout.padding.x + 1.5
                        * (Double(box.height) + 2 * XabcdLabelLayout.padding.y) + XabcdLabelLayout.clearance
                    let centre = CGPoint(x: box.midX, y: box.midY)
                    #expect(
                        Self.distance(centre, pixels[line.from], pixels[line.to]) <= reach,
                        "\(text) at \(box) is off its line in a chart \(width) wide")
                }
                // Room enough, every ratio is drawn; a tiny chart shows what fits.
                if width >= 420 || (width >= 260 && height >= 200) {
                    #expect(drawn == 4, "\(width) x \(height)")
                }
            }
        }
    }
}
