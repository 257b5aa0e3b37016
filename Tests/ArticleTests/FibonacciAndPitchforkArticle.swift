import Foundation
import SciChart
import Testing

/// The code of FibonacciAndPitchfork.md, run on SPY's fall of August 2015 and rise of 2016.
@Suite struct FibonacciAndPitchforkArticle {
    @Test func aRetracementOfTheAugustFall() throws {
        let surface = ArticleCharts.spy(from: (2015, 6, 1), to: (2016, 1, 15))
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let fibonacci = SCIFibonacciRetracementCreationModifier()
        fibonacci.levels = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1, 1.618]
        fibonacci.extendEnd = true
        fibonacci.snapToCandles = true
        fibonacci.annotationCreationCompletionListener = { annotation, type in
            guard let retracement = annotation as? SCIFibonacciRetracementAnnotation else { return }
            for level in retracement.levelPrices {
                print("\(level.ratio): \(level.price)")
            }
        }
        surface.chartModifiers.add(items: fibonacci)

        let high = ArticleCharts.location(on: surface, (2015, 7, 20), 213.8)
        let low = ArticleCharts.location(on: surface, (2015, 8, 24), 182.4)
        ArticleCharts.drag(on: surface, from: high, to: high, at: 0)
        ArticleCharts.drag(on: surface, from: low, to: low, at: 1)
        #expect(printed.count == 8 && printed[0].hasPrefix("0.0: ") && printed[7].hasPrefix("1.618: "))
        let retracement = try #require(surface.annotations.first as? SCIFibonacciRetracementAnnotation)
        // The magnet put the points on the July 20 high and the August 24 low; the retracement
        // is read from the low: 0.618 of the fall back up.
        let (first, second) = (retracement.dataPoints[0].y, retracement.dataPoints[1].y)
        #expect(abs(retracement.levelPrices[4].price - (second + (first - second) * 0.618)) < 1e-9)
    }

    @Test func aPitchforkThatStopsAfterOne() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 15), to: (2016, 12, 31))

        let pitchfork = SCIPitchforkCreationModifier()
        pitchfork.mainStroke = SCISolidPenStyle(color: 0xFFF23645, thickness: 2)
        pitchfork.halfWidthZoneFill = SCISolidBrushStyle(color: 0x332962FF)
        pitchfork.keepPlacingAfterComplete = false
        surface.chartModifiers.add(items: pitchfork)

        let handle = ArticleCharts.location(on: surface, (2016, 2, 11), 181)
        let upper = ArticleCharts.location(on: surface, (2016, 4, 20), 210.9)
        let lower = ArticleCharts.location(on: surface, (2016, 6, 27), 199)
        ArticleCharts.drag(on: surface, from: handle, to: upper, at: 0)
        #expect(pitchfork.creationState == .waitingForC)
        ArticleCharts.drag(on: surface, from: lower, to: lower, at: 1)
        #expect(pitchfork.creationState == .idle && pitchfork.isWaitingForStart)
        ArticleCharts.drag(on: surface, from: handle, to: upper, at: 2)
        #expect(surface.annotations.count == 1)
        pitchfork.startPlacement()
        #expect(!pitchfork.isWaitingForStart)
    }
}
