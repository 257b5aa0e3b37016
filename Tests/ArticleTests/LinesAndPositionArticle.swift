import Foundation
import SciChart
import Testing

/// The code of LinesAndPosition.md, run on SPY in 2016.
@Suite struct LinesAndPositionArticle {
    @Test func aTrendLineAZoneAndAPosition() throws {
        let surface = ArticleCharts.spy(from: (2016, 5, 1), to: (2016, 10, 31))
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let trendLine = SCIExtendedLineCreationModifier()
        trendLine.extendStart = false
        trendLine.stroke = SCISolidPenStyle(color: 0xFFF5A623, thickness: 2)
        trendLine.snapToCandles = true
        surface.chartModifiers.add(items: trendLine)
        let low = ArticleCharts.location(on: surface, (2016, 6, 27), 199)
        let later = ArticleCharts.location(on: surface, (2016, 9, 12), 212)
        ArticleCharts.drag(on: surface, from: low, to: later, at: 0)
        trendLine.isEnabled = false
        #expect((surface.annotations.last as? SCIExtendedLineAnnotation)?.isComplete == true)

        let zone = SCIStopLossTakeProfitCreationModifier()
        zone.labels = [.pointLabel(at: 1), .axisLabel(at: 1, drawMode: .y)]
        zone.formatLabel = { params in
            params.labelIndex == 0 ? "Target \(params.defaultText)" : params.defaultText
        }
        surface.chartModifiers.add(items: zone)
        let entry = ArticleCharts.location(on: surface, (2016, 6, 28), 203.2)
        let target = ArticleCharts.location(on: surface, (2016, 8, 15), 218.7)
        ArticleCharts.drag(on: surface, from: entry, to: entry, at: 10)
        ArticleCharts.drag(on: surface, from: target, to: target, at: 11)
        zone.isEnabled = false
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains { $0.hasPrefix("Target ") })

        let position = SCIPositionCreationModifier()
        position.isEditable = true
        position.annotationCreationCompletionListener = { annotation, _ in
            guard let trade = annotation as? SCIPositionAnnotation else { return }
            print(trade.isLong ? "long" : "short", trade.riskRewardRatio ?? .nan)
        }
        surface.chartModifiers.add(items: position)
        let stop = ArticleCharts.location(on: surface, (2016, 6, 28), 198)
        for (index, point) in [entry, stop, target].enumerated() {
            ArticleCharts.drag(on: surface, from: point, to: point, at: 20 + Double(index))
        }
        #expect(printed.count == 1 && printed[0].hasPrefix("long 2.98"), "\(printed)")
    }
}
