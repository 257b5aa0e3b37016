import Foundation
import Testing

@testable import SciChart

/// What users and data throw at a legend: no crash, a legend inside its room or scrolling.
@Suite struct LegendBadInputTests {
    @Test func noSeriesMeansNoLegend() {
        let surface = Fixture.numericSurface()
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        #expect(modifier.legend.frame == .zero)
        #expect(modifier.legend.itemCount == 0)
        #expect(modifier.legend.itemFrame(at: 0) == nil)
        #expect(surface.renderDisplayList().group(named: "legend") == nil)
        #expect(modifier.legend.contentSize(fitting: CGSize(width: 100, height: 100)) == .zero)
        surface.tap(CGPoint(x: 30, y: 30), at: 1)
        surface.handleScroll(deltaX: 0, deltaY: 1, at: CGPoint(x: 30, y: 30))
        // An outside legend with nothing to show draws its background only.
        let outside = LegendFixture.outsideLegend(on: Fixture.numericSurface())
        outside.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(outside.renderFrame().displayList.textRuns.isEmpty)
        #expect(outside.renderSVG().contains("<svg"))
    }

    @Test func seriesWithoutANameAreNamedByTheirPlace() {
        let surface = LegendFixture.surface([nil, "Named", ""])
        let modifier = LegendFixture.legend(on: surface)
        #expect(modifier.legend.names == ["Series 1", "Named", "Series 3"])
        // A series with no data series at all.
        surface.renderableSeries.add(SCIFastLineRenderableSeries())
        #expect(modifier.legend.names.last == "Series 4")
    }

    @Test func markupAndControlCharactersInNamesAreShownAsTextAndEscaped() throws {
        let surface = LegendFixture.surface(["<b>bold</b> & \"quoted\"", "tab\tand\nnewline\u{0}"])
        let modifier = LegendFixture.legend(on: surface)
        let texts = try #require(surface.renderDisplayList().group(named: "legend")).textRuns.map(\.text)
        #expect(texts == ["<b>bold</b> & \"quoted\"", "tab andnewline"])
        let svg = surface.renderSVG()
        #expect(svg.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(!svg.contains("<b>"))
        #expect(modifier.legend.renderSVG().contains("&lt;b&gt;"))
    }

    @Test func fiveHundredSeriesLayOutInsideTheSurfaceAndScroll() throws {
        let surface = LegendFixture.surface(count: 500)
        for orientation in [SCIOrientation.vertical, .horizontal] {
            let modifier = LegendFixture.legend(on: surface) {
                $0.orientation = orientation
                $0.showCheckBoxes = true
            }
            let legend = modifier.legend
            let room = surface.seriesAreaFrame.insetBy(dx: 10, dy: 10)
            #expect(room.contains(legend.frame))
            #expect(legend.itemCount == 500)
            #expect(legend.itemFrame(at: 499) == nil)
            legend.contentOffset = CGPoint(x: 0, y: 1e9)
            let last = try #require(legend.itemFrame(at: 499))
            #expect(legend.frame.contains(last.centre))
            surface.tap(
                try #require(legend.checkBoxFrame(at: 499)).centre, at: Double(orientation.rawValue) * 10)
            #expect(!surface.renderableSeries[499].isVisible)
            surface.renderableSeries[499].isVisible = true
            surface.chartModifiers.remove(modifier)
        }
    }

    @Test func aLegendOnASurfaceTooSmallForItStaysInsideTheSeriesArea() {
        for size in [CGSize(width: 120, height: 90), CGSize(width: 40, height: 30), .zero] {
            let surface = LegendFixture.surface(
                ["A very long series name indeed", "Another"], frame: CGRect(origin: .zero, size: size))
            let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
            let frame = modifier.legend.frame
            let area = surface.seriesAreaFrame
            #expect(frame == .zero || area.insetBy(dx: 10, dy: 10).contains(frame), "\(size)")
            let list = surface.renderDisplayList()
            #expect(list.isFinite)
            if let group = list.group(named: "legend") {
                for run in group.textRuns { #expect(run.width <= Double(frame.width)) }
            }
        }
    }

    @Test func hugeFontsAndWidthsStayFinite() throws {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface)
        modifier.legend.textStyle = SCIFontStyle(fontSize: .infinity, textColor: .white)
        modifier.legend.maximumItemWidth = .nan
        #expect(surface.renderDisplayList().isFinite)
        modifier.legend.textStyle = SCIFontStyle(fontSize: 1e6, textColor: .white)
        modifier.legend.maximumItemWidth = .infinity
        #expect(surface.renderDisplayList().isFinite)
        #expect(surface.seriesAreaFrame.contains(modifier.legend.frame) || modifier.legend.frame == .zero)
        let outside = LegendFixture.outsideLegend(on: LegendFixture.surface())
        outside.frame = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: -5)
        #expect(outside.renderFrame().displayList.isFinite)
        #expect(outside.contentSize(fitting: CGSize(width: CGFloat.nan, height: 10)).width.isFinite)
        #expect(!outside.handleScroll(deltaX: .nan, deltaY: 1, at: .zero))
    }

    @Test func aSeriesRemovedFromACollectionObserverDuringARefreshIsDropped() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface)
        // A listener of the host's (a selection-changed handler, say) removes series as
        // others arrive, while the legend is reading them.
        surface.renderableSeries.addObserver { change in
            if change.added.contains(where: { $0.dataSeries?.seriesName == "Delta" }) {
                surface.renderableSeries.remove(at: 0)
            }
        }
        LegendFixture.addLines(["Delta"], to: surface)
        #expect(modifier.legend.names == ["Beta", "Gamma", "Delta"])
        #expect(
            surface.renderDisplayList().group(named: "legend")?.textRuns.map(\.text) == [
                "Beta", "Gamma", "Delta",
            ])
    }

    @Test func aSeriesRemovedByAModifierReactingToTheSameTapIsLeftAlone() throws {
        /// Removes the series a tap lands near, as a selection handler might, seeing every
        /// event (also those the legend took).
        final class Remover: SCIChartModifierBase {
            override func onTap(_ args: SCIPointerArgs) -> Bool {
                guard let series = parentSurface?.renderableSeries.item(at: 1) else { return false }
                parentSurface?.renderableSeries.remove(series)
                return true
            }
        }
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        surface.chartModifiers.add(Remover())
        let beta = try #require(modifier.legend.itemFrame(at: 1)).centre
        // The legend takes the tap: no modifier sees it, Beta is hidden.
        surface.tap(beta, at: 1)
        #expect(surface.renderableSeries.count == 3 && !surface.renderableSeries[1].isVisible)
        // Off the legend the modifier removes Beta; the legend drops its item.
        surface.tap(CGPoint(x: 600, y: 400), at: 2)
        #expect(modifier.legend.names == ["Alpha", "Gamma"])
        surface.tap(try #require(modifier.legend.itemFrame(at: 1)).centre, at: 3)
        #expect(!surface.renderableSeries[1].isVisible)
    }

    @Test func aLegendWithoutAModifierShowsNothingAndTakesNoTaps() {
        let legend = SCIChartLegend()
        #expect(legend.itemCount == 0)
        legend.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(legend.frame.width == 100)
        legend.tap(CGPoint(x: 10, y: 10), at: 1)
        #expect(legend.renderFrame().displayList.textRuns.isEmpty)
        // Its modifier gone, a legend empties.
        let surface = LegendFixture.surface()
        var modifier: SCILegendModifier? = SCILegendModifier(
            legend: legend, dataSource: SCISeriesInfoLegendDataSource(legend: legend)!,
            useAutoPlacement: false)
        surface.chartModifiers.add(modifier!)
        #expect(legend.itemCount == 3)
        surface.chartModifiers.clear()
        modifier = nil
        #expect(legend.itemCount == 0)
    }
}
