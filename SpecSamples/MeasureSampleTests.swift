// The spec's measure sample, compiled unchanged beside this file, driven by pointer events.
// This folder is outside Sources and Tests so lint leaves the spec's own names and layout.
import Foundation
import SciChart
import Testing

@MainActor
@Suite struct MeasureSampleTests {
    @Test func sampleCreatesTheAnnotationAndCallsBackOnce() {
        let sample = MeasureSample()
        sample.setUp()
        let surface = sample.surface
        surface.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        surface.xAxes.add(SCIDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let candles = SCIOhlcDataSeries(xType: .date, yType: .double)
        for day in 0..<30 {
            let price = 100.0 + Double(day)
            candles.append(
                x: Double(day) * 86_400, open: price, high: price + 2, low: price - 2, close: price + 1)
        }
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = candles
        surface.renderableSeries.add(series)
        let area = surface.seriesAreaFrame
        func gesture(_ x: Double, _ y: Double) {
            let point = CGPoint(x: Double(area.minX) + x, y: Double(area.minY) + y)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point))
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: point))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point))
        }
        gesture(100, 300)
        #expect(sample.log.isEmpty)
        gesture(500, 100)
        #expect(sample.log == ["measure 2"])
        let measure = surface.annotations.first as? SCIMeasureAnnotation
        #expect(measure?.isEditable == true)
        #expect(measure?.yValueScaleFactor == 100)
        // Snapped to whole candles: x is a bar's date.
        let start = measure?.getBaseDataValues().first?.date?.timeIntervalSince1970 ?? -1
        #expect(start.truncatingRemainder(dividingBy: 86_400) == 0)
        #expect(measure?.isGrowing == true)
    }

    /// The spec's samples beside the project, where developers and CI have them.
    nonisolated static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/spec/samples/SpecSamples.swift")

    /// Every sample file here is the shared file's header and samples, unchanged.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: shared.path), "needs ../shared beside the project"),
        arguments: [
            "MeasureSample.swift", "XabcdSample.swift", "LegendSample.swift", "SelectionSample.swift",
        ])
    func copyMatchesTheSharedSpecSamples(file: String) throws {
        let shared = Self.shared
        let copy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(file)
        let original = try String(contentsOf: shared, encoding: .utf8)
        let ours = try String(contentsOf: copy, encoding: .utf8)
        // The header is everything up to the blank line after the imports; the samples follow.
        let imports = try #require(ours.range(of: "import SciChart\n\n"))
        #expect(original.hasPrefix(String(ours[..<imports.upperBound])))
        let samples = String(ours[imports.upperBound...])
        #expect(samples.count > 100)
        #expect(original.contains(samples))
    }
}
