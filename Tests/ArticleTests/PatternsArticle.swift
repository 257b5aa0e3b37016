import Foundation
import SciChart
import Testing

/// The code of Patterns.md, run on SPY's 2016 rise and its 2015 top.
@Suite struct PatternsArticle {
    @Test func anElliottWaveAndAHeadAndShoulders() throws {
        let surface = ArticleCharts.spy(from: (2015, 3, 1), to: (2016, 8, 31))
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let elliott = SCIElliottImpulseWaveCreationModifier()
        elliott.snapToCandles = true
        elliott.annotationCreationCompletionListener = { annotation, _ in
            guard let wave = annotation as? SCIElliottImpulseWaveAnnotation else { return }
            for rule in wave.violations {
                print("broken: \(rule.summary)")
            }
        }
        surface.chartModifiers.add(items: elliott)
        let wave: [((Int, Int, Int), Double)] = [
            ((2016, 2, 11), 181.0), ((2016, 3, 1), 198.0), ((2016, 3, 9), 196.0), ((2016, 4, 20), 210.9),
            ((2016, 6, 27), 198.7), ((2016, 8, 15), 219.5),
        ]
        for (index, (day, price)) in wave.enumerated() {
            let point = ArticleCharts.location(on: surface, day, price)
            ArticleCharts.drag(on: surface, from: point, to: point, at: Double(index))
        }
        #expect(printed == ["broken: wave 3 is the shortest"])
        elliott.isEnabled = false

        let headAndShoulders = SCIHeadAndShouldersCreationModifier()
        headAndShoulders.annotationCreationCompletionListener = { annotation, _ in
            guard let pattern = annotation as? SCIHeadAndShouldersAnnotation else { return }
            print("target: \(pattern.targetPrice ?? .nan)")
        }
        surface.chartModifiers.add(items: headAndShoulders)
        let top: [((Int, Int, Int), Double)] = [
            ((2015, 3, 11), 204.3), ((2015, 4, 27), 212.0), ((2015, 5, 6), 206.7), ((2015, 5, 21), 213.8),
            ((2015, 7, 8), 203.7), ((2015, 7, 20), 213.2), ((2015, 8, 24), 182.4),
        ]
        for (index, (day, price)) in top.enumerated() {
            let point = ArticleCharts.location(on: surface, day, price)
            ArticleCharts.drag(on: surface, from: point, to: point, at: 10 + Double(index))
        }
        #expect(printed.count == 2 && printed[1].hasPrefix("target: 19"))
    }
}
