import Foundation
import SciChart
import Testing

@MainActor
@Suite struct SurfaceProtocolSampleTests {
    @Test func thePagesSurfaceDeclarationWorksAsAPropertyAndAParameter() {
        let chart = SCIChartSurface()
        let sample = SurfaceProtocolSample(surface: chart)
        sample.addLegend()
        SurfaceProtocolSample.addCustomItemLegend(to: chart)
        #expect(chart.chartModifiers.count == 2)
        #expect(chart.chartModifiers.allSatisfy { $0 is SCILegendModifier })
        let asProtocol: ISCIChartSurface = chart
        #expect(asProtocol.renderableSeries === chart.renderableSeries)
        #expect(asProtocol.annotations === chart.annotations)
        #expect(asProtocol.xAxes === chart.xAxes && asProtocol.yAxes === chart.yAxes)
    }

    @Test func theSelectionMembersAreTheCoresAndTheReuseIdentifierHasItsName() {
        let series = SCIFastLineRenderableSeries()
        let style = SCIStyleBase<ISCIRenderableSeries>(styleableType: SCIRenderableSeriesBase.self)
        selectTopmost(series, style: style)
        #expect(series.isSelected && series.selectedSeriesStyle === style)
        let core: ISCIRenderableSeriesCore = series
        core.isSelected = false
        #expect(!series.isSelected)
        #expect(ReuseIdentifiedItem().reuseIdentifier == LegendItemReuseIdentifier)
        #expect(!LegendItemReuseIdentifier.isEmpty)
    }
}
