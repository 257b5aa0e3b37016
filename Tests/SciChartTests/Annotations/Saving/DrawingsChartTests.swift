import Foundation
import Testing

@testable import SciChart

/// The chart a drawings document records, and what tells two charts apart.
@Suite struct DrawingsChartTests {
    static func document(chart: String, version: Int = 2) -> Data {
        Data(
            #"{"format": "scichart-drawings", "version": \#(version), "chart": \#(chart), "annotations": []}"#
                .utf8)
    }

    @Test func aSaveRecordsTheChartItWasDrawnOn() throws {
        let (surface, _) = PersistenceTests.drawn()
        surface.chartTitle = "SPY daily"
        let data = try surface.saveAnnotations()
        let chart = try #require(try SCIAnnotationDocument.chart(in: data))
        #expect(chart == surface.drawingsChart)
        #expect(chart.title == "SPY daily")
        #expect(chart.xAxisKind == .date && chart.yAxisKind == .numeric)
        #expect(
            chart.dataSpan?.lowerBound == 0 && chart.dataSpan?.upperBound == 59 * 86_400,
            "\(String(describing: chart.dataSpan))")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""dataEnd" : "1970-03-01T00:00:00Z""#))
        #expect(text.contains(#""version" : 3"#))
        #expect(chart.differences(from: surface.drawingsChart).isEmpty)
    }

    @Test func aChartWithoutTitleDataOrAxesRecordsWhatItHas() throws {
        let bare = SCIChartSurface()
        #expect(bare.drawingsChart == SCIDrawingsChart())
        #expect(try SCIAnnotationDocument.chart(in: try bare.saveAnnotations()) == SCIDrawingsChart())
        let numeric = Fixture.numericSurface()
        numeric.chartTitle = ""
        #expect(numeric.drawingsChart == SCIDrawingsChart(xAxisKind: .numeric, yAxisKind: .numeric))
        // A title past the limit is cut, so that what is saved loads.
        numeric.chartTitle = String(repeating: "é", count: 1_500)
        let title = try SCIAnnotationDocument.chart(in: try numeric.saveAnnotations())?.title
        #expect(title?.unicodeScalars.count == SCIDrawingsChart.maximumTitleLength)
    }

    @Test func versionOneDocumentsStillLoadAndHaveNoChart() throws {
        let v1 = Data(#"{"format": "scichart-drawings", "version": 1, "annotations": []}"#.utf8)
        #expect(try SCIAnnotationDocument.chart(in: v1) == nil)
        try SCIChartSurface().loadAnnotations(from: v1)
        #expect(throws: SCIAnnotationLoadError.unknownField("chart")) {
            try SCIAnnotationDocument.chart(in: Self.document(chart: "{}", version: 1))
        }
        #expect(try SCIAnnotationDocument.chart(in: Self.document(chart: "{}")) == SCIDrawingsChart())
    }

    @Test(arguments: [
        (#"{"title": 5}"#, "wrong type"),
        (#"{"owner": "me"}"#, "unknown field chart.owner"),
        (#"{"xAxis": "polar"}"#, "chart.xAxis: one of"),
        (#"{"yAxis": ""}"#, "chart.yAxis: one of"),
        (#"{"dataStart": 5}"#, "missing field chart.dataEnd"),
        (#"{"dataEnd": 5}"#, "missing field chart.dataStart"),
        (#"{"dataStart": 9, "dataEnd": 5}"#, "chart.dataEnd: before chart.dataStart"),
        (#"{"dataStart": "yesterday", "dataEnd": 5}"#, "chart.dataStart: not an ISO 8601 UTC date"),
        (#"{"dataStart": 1e400, "dataEnd": 5}"#, "chart.dataStart is not a finite number"),
        (#"{"title": "a", "title": "b"}"#, "duplicate key"),
        (#"[]"#, "wrong type"),
    ])
    func aMalformedChartRecordIsRefused(chart: String, says: String) {
        let data = Self.document(chart: chart)
        let error = #expect(throws: SCIAnnotationLoadError.self) { try SCIAnnotationDocument.chart(in: data) }
        #expect(error?.description.contains(says) == true, "\(error.map { "\($0)" } ?? "")")
        // The surface refuses it the same way and keeps what it has.
        let (surface, _) = PersistenceTests.drawn()
        #expect(throws: SCIAnnotationLoadError.self) { try surface.loadAnnotations(from: data) }
        #expect(surface.drawings.count == 2)
    }

    @Test func differencesNameTheTitleTheAxesAndDisjointSpans() {
        let spy = SCIChartSurface.chartOf(
            title: "SPY daily", x: .categoryDate, span: 1_199_232_000...1_514_505_600)
        let minutes = SCIChartSurface.chartOf(
            title: "S&P 500 minutes", x: .categoryDate, span: 1_437_350_400...1_437_955_200)
        let live = SCIChartSurface.chartOf(title: "Live", x: .date, span: 1_796_000_000...1_796_000_060)
        #expect(spy.differences(from: spy).isEmpty)
        // Overlapping spans, another title.
        #expect(
            spy.differences(from: minutes) == [
                "They were drawn on \u{201C}SPY daily\u{201D}; this chart is \u{201C}S&P 500 minutes\u{201D}."
            ])
        let differences = spy.differences(from: live)
        #expect(differences.count == 3)
        #expect(differences[1].contains("a category date axis") && differences[1].contains("a date axis"))
        #expect(
            differences[2]
                == "They were drawn on data from 2008-01-02 to 2017-12-29; this chart's data runs from 2026-11-30 to 2026-11-30."
        )
        // What one side does not record is not compared.
        #expect(SCIDrawingsChart().differences(from: live).isEmpty)
        #expect(live.differences(from: SCIDrawingsChart()).isEmpty)
    }
}

extension SCIChartSurface {
    fileprivate static func chartOf(title: String, x: SCIDrawingsChart.AxisKind, span: ClosedRange<Double>)
        -> SCIDrawingsChart
    {
        SCIDrawingsChart(title: title, xAxisKind: x, yAxisKind: .numeric, dataSpan: span)
    }
}
