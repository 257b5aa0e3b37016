import Foundation
import SciChart
import Testing

/// Left axes stacked one above another, each a share of the height, as SciChart's guide
/// "Stack Axes Vertically or Horizontally" writes the strategy.
final class LeftAlignedOuterVerticallyStackedYAxisLayoutStrategy: SCIVerticalAxisLayoutStrategy {
    override func measureAxes(
        withAvailableWidth width: CGFloat, height: CGFloat,
        andChartLayoutState chartLayoutState: SCIChartLayoutState!
    ) {
        for i in 0..<axes.count {
            let axis = axes[i]
            axis.updateMeasurements()
            let requiredAxisSize = SCIVerticalAxisLayoutStrategy.getRequiredAxisSize(
                from: axis.axisLayoutState)
            chartLayoutState.leftOuterAreaSize = max(requiredAxisSize, chartLayoutState.leftOuterAreaSize)
        }
    }

    override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let count = axes.count
        let height = bottom - top
        let axisSize = height / CGFloat(count)
        var topPlacement = top
        for i in 0..<count {
            let axis = axes[i]
            let axisLayoutState = axis.axisLayoutState!
            let bottomPlacement = topPlacement + axisSize
            let requiredAxisSize = SCIVerticalAxisLayoutStrategy.getRequiredAxisSize(from: axisLayoutState)
            axis.layoutArea(
                withLeft: right - requiredAxisSize + axisLayoutState.additionalLeftSize, top: topPlacement,
                right: right - axisLayoutState.additionalRightSize, bottom: bottomPlacement)
            topPlacement = bottomPlacement
        }
    }
}

/// The top axes pinned at the y axis' zero, as the guide "Central Axis" writes it.
final class CenteredTopAlignmentInnerAxisLayoutStrategy: SCITopAlignmentInnerAxisLayoutStrategy {
    let yAxis: ISCIAxis

    init(yAxis: ISCIAxis) {
        self.yAxis = yAxis
    }

    override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let topCoord = CGFloat(yAxis.currentCoordinateCalculator.getCoordinateFrom(0))
        SCIHorizontalAxisLayoutStrategy.layoutAxesFromTop(
            toBottom: self.axes, withLeft: left, top: top + topCoord, right: right)
    }
}

@Suite struct AxisLayoutTests {
    /// Two left y axes, "Top" and "Bottom", each with a line over 0...10.
    static func stacked() -> (SCIChartSurface, SCINumericAxis, SCINumericAxis) {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        surface.xAxes.add(SCINumericAxis())
        let upper = SCINumericAxis()
        let lower = SCINumericAxis()
        for (axis, id) in [(upper, "Top"), (lower, "Bottom")] {
            axis.axisId = id
            axis.axisAlignment = .left
            surface.yAxes.add(axis)
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.append(x: [0, 10], y: [0, 10])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            line.yAxisId = id
            surface.renderableSeries.add(line)
        }
        let layoutManager = SCIDefaultLayoutManager()
        layoutManager.leftOuterAxisLayoutStrategy = LeftAlignedOuterVerticallyStackedYAxisLayoutStrategy()
        surface.layoutManager = layoutManager
        return (surface, upper, lower)
    }

    @Test func stackedAxesShareTheHeightAndTheirSeriesDrawInTheirStretch() throws {
        let (surface, upper, lower) = Self.stacked()
        let layout = surface.currentLayout
        let area = layout.seriesArea
        let top = try #require(layout.axisFrame(for: upper))
        let bottom = try #require(layout.axisFrame(for: lower))
        #expect(abs(top.height - area.height / 2) < 1 && abs(bottom.height - area.height / 2) < 1)
        #expect(abs(top.minY - area.minY) < 1 && abs(bottom.minY - top.maxY) < 1)
        #expect(top.minX == bottom.minX, "side by side would double the room")
        // The lower axis maps its range onto the lower half.
        #expect(abs(lower.getCoordinate(10) - (bottom.minY - area.minY)) < 1)
        #expect(abs(lower.getCoordinate(0) - (bottom.maxY - area.minY)) < 1)
        #expect(abs(lower.getDataValue(lower.getCoordinate(7)) - 7) < 1e-9)
        let drawn = surface.renderDisplayList()
        for (index, band) in [(0, top), (1, bottom)] {
            let stroke = drawn.group(named: "series:\(index)")?.commands.compactMap { command -> SCIPath? in
                if case .stroke(let path, _) = command { return path }
                return nil
            }.first
            let bounds = try #require(stroke?.bounds)
            #expect(
                bounds.minY >= band.minY - 1 && bounds.maxY <= band.maxY + 1, "series \(index) in its stretch"
            )
        }
        // Each axis labels its own stretch.
        let lowerLabels = drawn.group(named: "axis:y:Bottom")?.textRuns ?? []
        #expect(!lowerLabels.isEmpty && lowerLabels.allSatisfy { $0.bounds.midY >= bottom.minY - 8 })
    }

    @Test func aPanOnAStackedAxisKeepsTheValueUnderThePointer() {
        let (surface, _, lower) = Self.stacked()
        let modifier = SCIZoomPanModifier()
        modifier.direction = .yDirection
        surface.chartModifiers.add(modifier)
        let area = surface.currentLayout.seriesArea
        let start = CGPoint(x: area.midX, y: area.minY + area.height * 0.75)
        let value = lower.getDataValue(Double(start.y - area.minY))
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start))
        for step in 1...4 {
            surface.handlePointer(
                SCIPointerEvent(phase: .moved, location: CGPoint(x: start.x, y: start.y - 10 * Double(step))))
        }
        let end = CGPoint(x: start.x, y: start.y - 40)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end))
        #expect(abs(lower.getDataValue(Double(end.y - area.minY)) - value) < 1e-6)
    }

    @Test func aCenterAxisPinnedAtZeroTakesNoRoomOutside() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let xAxis = SCINumericAxis()
        let yAxis = SCINumericAxis()
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: [-10, 10], y: [-5, 15])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        let before = surface.currentLayout.seriesArea

        xAxis.isCenterAxis = true
        xAxis.axisAlignment = .top
        let layoutManager = SCIDefaultLayoutManager()
        layoutManager.topInnerAxisLayoutStrategy = CenteredTopAlignmentInnerAxisLayoutStrategy(yAxis: yAxis)
        surface.layoutManager = layoutManager
        let layout = surface.currentLayout
        let area = layout.seriesArea
        #expect(area.height > before.height, "the x axis no longer takes a band below")
        let band = try #require(layout.axisFrame(for: xAxis))
        #expect(abs(band.minY - (area.minY + yAxis.getCoordinate(0))) < 1)
        #expect(band.minX == area.minX && band.maxX == area.maxX)
        let labels = surface.renderDisplayList().group(named: "axis:x:DefaultAxisId")?.textRuns ?? []
        #expect(labels.count >= 3)
        // Drawn inside the chart, just under the zero line.
        #expect(labels.allSatisfy { $0.bounds.midY > band.minY && $0.bounds.midY < band.maxY })
        #expect(labels.allSatisfy { $0.bounds.midY > area.minY && $0.bounds.midY < area.maxY })
    }

    @Test func aCenterAxisOnTheRightDrawsInsideTheSeriesArea() throws {
        let surface = AxisLabelProviderTests.chart(
            x: SCINumericAxis(), y: SCINumericAxis(), xs: [0, 1, 2], ys: [0, 5, 10])
        let yAxis = surface.yAxes[0]
        let outside = surface.currentLayout.seriesArea
        yAxis.isCenterAxis = true
        let area = surface.currentLayout.seriesArea
        let band = try #require(surface.currentLayout.axisFrame(for: yAxis))
        #expect(area.width > outside.width)
        #expect(band.maxX <= area.maxX + 0.5 && band.minX >= area.minX)
    }
}
