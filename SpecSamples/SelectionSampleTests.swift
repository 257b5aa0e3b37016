// The spec's series selection sample, compiled unchanged beside this file, driven by taps.
import Foundation
import SciChart
import Testing

@MainActor
@Suite struct SelectionSampleTests {
    /// Three overlapping lines on the sample's surface, each with a square marker.
    static func configuredSample() -> (SelectionSample, [SCIFastLineRenderableSeries]) {
        let sample = SelectionSample()
        sample.setUp()
        let surface = sample.surface
        surface.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let lines = [(20.0, 0xFF47_BDE6), (50, 0xFFF5_A623), (80, 0xFF68_BC71)].map { level, color in
            let data = SCIXyDataSeries()
            data.append(x: [0, 5, 10], y: [level, 100 - level, level])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            line.strokeStyle = SCISolidPenStyle(color: SCIColor(argb: UInt32(color)), thickness: 1.5)
            line.pointMarker = SCISquarePointMarker()
            return line
        }
        surface.renderableSeries.add(contentsOf: lines)
        return (sample, lines)
    }

    static func tap(_ surface: SCIChartSurface, x: Double, y: Double) {
        let area = surface.seriesAreaFrame
        let point = CGPoint(
            x: Double(area.minX) + surface.xAxes[0].currentCoordinateCalculator.getCoordinate(x),
            y: Double(area.minY) + surface.yAxes[0].currentCoordinateCalculator.getCoordinate(y))
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 0))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 0.05))
    }

    @Test func aTapTurnsTheSeriesWhiteWithMagentaMarkersAndATapOnNothingRestoresIt() throws {
        let (sample, lines) = Self.configuredSample()
        let surface = sample.surface
        let middle = lines[1]
        let originalStroke = try #require(middle.strokeStyle)
        let originalMarker = try #require(middle.pointMarker)

        // On the middle line (flat at 50), where the others are at 32 and 68.
        Self.tap(surface, x: 1, y: 50)
        #expect(middle.isSelected)
        #expect(!lines[0].isSelected && !lines[2].isSelected)
        let stroke = try #require(middle.strokeStyle)
        #expect(stroke.color == .white && stroke.thickness == 4)
        let marker = try #require(middle.pointMarker as? SCIEllipsePointMarker)
        #expect(marker.size == CGSize(width: 10, height: 10))
        #expect((marker.fillStyle as? SCISolidBrushStyle)?.color == SCIColor(argb: 0xFFFF_00DC))
        #expect(marker.strokeStyle?.color == .white)

        // What is drawn: a white 4-point line and magenta markers in the middle series' group.
        let drawn = try #require(surface.renderDisplayList().group(named: "series:1"))
        let strokes = drawn.commands.compactMap { command -> SCIStroke? in
            if case .stroke(_, let stroke) = command { stroke } else { nil }
        }
        #expect(strokes.contains { $0.color == .white && $0.width == 4 })
        let markers = drawn.commands.compactMap { command -> SCIMarkerRun? in
            if case .markers(let run) = command { run } else { nil }
        }
        #expect(markers.first?.fill?.color == SCIColor(argb: 0xFFFF_00DC))
        #expect(markers.first?.count == 3)

        // Empty space, 40 points from every line: everything returns to normal.
        Self.tap(surface, x: 9, y: 59)
        #expect(!middle.isSelected)
        #expect(middle.strokeStyle === originalStroke)
        #expect(middle.pointMarker === originalMarker)
        #expect(lines.allSatisfy { !$0.isSelected })
    }

    /// The README's selection example, with the sample's style.
    @Test func readmeExample() throws {
        let (sample, lines) = Self.configuredSample()
        let surface = sample.surface
        surface.chartModifiers.clear()

        var calls: [ISCIRenderableSeries?] = []
        let modifier = SCISeriesSelectionModifier()
        modifier.selectedSeriesStyle = SelectedSeriesStyle()  // the spec's: white, 4 pt, magenta markers
        modifier.selectionChangedListener = { series in calls.append(series) }  // once per change
        modifier.enableHover = true  // mouse hosts: isHovered, hoveredSeriesStyle
        surface.chartModifiers.add(modifier)

        Self.tap(surface, x: 1, y: 50)
        Self.tap(surface, x: 1, y: 50)
        #expect(calls.count == 1 && calls.first??.isSelected == true && lines[1].isSelected)
        #expect(lines[1].strokeStyle?.color == .white)
        let area = surface.seriesAreaFrame
        let onTop = CGPoint(
            x: Double(area.minX) + surface.xAxes[0].currentCoordinateCalculator.getCoordinate(10),
            y: Double(area.minY) + surface.yAxes[0].currentCoordinateCalculator.getCoordinate(80))
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: onTop))
        #expect(lines[2].isHovered && !lines[1].isHovered)
        Self.tap(surface, x: 9, y: 59)
        #expect(calls.count == 2 && calls.last! == nil && !lines[1].isSelected)
    }

    @Test func aTapOnAnotherSeriesMovesTheSelection() throws {
        let (sample, lines) = Self.configuredSample()
        let firstStroke = lines[0].strokeStyle
        Self.tap(sample.surface, x: 0, y: 20)
        #expect(lines[0].isSelected && lines[0].strokeStyle?.color == .white)
        Self.tap(sample.surface, x: 10, y: 80)
        #expect(lines[2].isSelected && lines[2].strokeStyle?.color == .white)
        #expect(!lines[0].isSelected)
        #expect(lines[0].strokeStyle === firstStroke)
        #expect(lines[0].pointMarker is SCISquarePointMarker)
    }
}
