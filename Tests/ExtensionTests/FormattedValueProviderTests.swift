import Foundation
import SciChart
import Testing

/// Value labels written by an ``ISCIFormattedValueProvider`` from an axis' ``SCIAxisInfo``, in
/// the shape SciChart's line and axis marker annotation guides use.
@Suite struct FormattedValueProviderTests {
    class AnnotationValueProvider: ISCIFormattedValueProvider {
        func formatValue(with axisInfo: SCIAxisInfo!) -> ISCIString! {
            return axisInfo != nil ? NSString(string: "$ \(axisInfo.axisFormattedDataValue!) $") : nil
        }
    }

    /// Keeps the axis' text for x values and writes its own for the rest.
    final class YOnly: ISCIFormattedValueProvider {
        func formatValue(with axisInfo: SCIAxisInfo!) -> ISCIString! {
            axisInfo.isXAxis ? nil : "y=\(axisInfo.dataValue) on \(axisInfo.axisId)"
        }
    }

    static func chart() -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: [0, 100], y: [0.25, 50.75])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        return surface
    }

    static func texts(_ surface: SCIChartSurface) -> [String] {
        let frame = surface.renderFrame()
        return (frame.chartLayer.textRuns + frame.overlayLayer.textRuns).map(\.text)
    }

    @Test func aHorizontalLineWritesItsAxisLabelThroughTheProvider() {
        let surface = Self.chart()
        let horizontalLine = SCIHorizontalLineAnnotation()
        horizontalLine.set(x1: 10)
        horizontalLine.set(y1: 34.512)
        horizontalLine.isEditable = true
        horizontalLine.horizontalAlignment = .right
        horizontalLine.formattedLabelValueProvider = AnnotationValueProvider()
        let axisAnnotationLabel = SCIAnnotationLabel()
        axisAnnotationLabel.labelPlacement = .axis
        horizontalLine.annotationLabels.add(axisAnnotationLabel)
        surface.annotations.add(horizontalLine)
        let texts = Self.texts(surface)
        // The value in the data's cents, as the crosshair writes it.
        #expect(texts.contains("$ 34.51 $"), "\(texts)")
        horizontalLine.formattedLabelValueProvider = nil
        #expect(Self.texts(surface).contains("34.51"), "the axis' own text again")
    }

    @Test func aVerticalLineAndAMarkerUseTheProviderAndANilAnswerKeepsTheAxisText() {
        let surface = Self.chart()
        let verticalLine = SCIVerticalLineAnnotation()
        verticalLine.set(x1: 65)
        verticalLine.formattedLabelValueProvider = YOnly()
        verticalLine.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        let rightMarker = SCIAxisMarkerAnnotation()
        rightMarker.set(y1: 20)
        rightMarker.formattedLabelValueProvider = YOnly()
        surface.annotations.add(verticalLine)
        surface.annotations.add(rightMarker)
        let texts = Self.texts(surface)
        #expect(texts.contains("65"), "x keeps the axis' text: \(texts)")
        #expect(texts.contains("y=20.0 on DefaultAxisId"), "\(texts)")
        rightMarker.formattedValue = "Last"
        #expect(Self.texts(surface).contains("Last"), "a set text wins over the provider")
    }

    @Test func theAxisMakesRoomForAMarkersTextFromTheProvider() throws {
        let surface = Self.chart()
        let marker = SCIAxisMarkerAnnotation()
        marker.set(y1: 20)
        marker.formattedLabelValueProvider = YOnly()
        surface.annotations.add(marker)
        let frame = surface.renderFrame()
        let text = try #require(frame.overlayLayer.textRuns.first { $0.text.hasPrefix("y=20") })
        // The whole text is inside the surface: the axis is as wide as the tag the provider writes.
        #expect(text.bounds.maxX <= 600, "\(text.bounds)")
    }

    @Test func anAxisHitTestDescribesTheValueUnderAPixel() {
        let surface = Self.chart()
        _ = surface.renderFrame()
        let xAxis = surface.xAxes[0]
        let calculator = xAxis.currentCoordinateCalculator!
        let info = xAxis.hitTest(calculator.getCoordinate(25))
        #expect(abs(info.dataValue - 25) < 1e-9 && info.isXAxis && info.isHorizontal)
        #expect(info.axisFormattedDataValue.stringValue == "25" && info.axisAlignment == .default)
        #expect(!info.cursorFormattedDataValue.stringValue.isEmpty && info.axisId == "DefaultAxisId")
    }
}
