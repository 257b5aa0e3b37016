import Foundation
import SciChart
import Testing

/// SciChart's listener form, as its guides "How to listen to VisibleRange Changes" and
/// "Restricting VisibleRange" write it, and its date ranges.
@Suite struct VisibleRangeChangeListenerTests {
    @Test("a listener in SciChart's form hears each change, with the axis, both ranges and no animation")
    func hearsChanges() {
        let axis = SCINumericAxis()
        axis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        var heard: [(ISCIAxisCore?, Double, Double, Bool)] = []
        axis.visibleRangeChangeListener = { (axis, oldRange, newRange, isAnimating) in
            heard.append((axis, oldRange!.minAsDouble, newRange!.maxAsDouble, isAnimating))
        }
        axis.visibleRange = SCIDoubleRange(min: 2, max: 20)
        axis.visibleRange = SCIDoubleRange(min: 2, max: 20)
        #expect(heard.count == 1, "an equal range calls no listener")
        #expect(heard.first?.0 === axis)
        #expect(heard.first?.1 == 0 && heard.first?.2 == 20 && heard.first?.3 == false)
    }

    @Test("a listener that sets the old range back keeps the axis above zero, on a pan as in code")
    func restricts() {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(SCINumericAxis())
        let pan = SCIZoomPanModifier()
        surface.chartModifiers.add(pan)
        xAxis.visibleRangeChangeListener = { (axis, oldRange, newRange, isAnimating) in
            // Set the old range back on the axis if the new Min is less than 0
            if newRange!.minAsDouble < 0.0 {
                axis?.visibleRange = oldRange!
            }
        }
        xAxis.visibleRange = SCIDoubleRange(min: -5, max: 5)
        #expect(xAxis.visibleRange == SCIDoubleRange(min: 0, max: 10))
        xAxis.visibleRange = SCIDoubleRange(min: 3, max: 13)
        surface.layoutIfNeeded()
        let area = surface.seriesAreaFrame
        let start = CGPoint(x: area.midX, y: area.midY)
        let end = CGPoint(x: area.midX + area.width, y: area.midY)  // drags the range left by 10
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: end, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end, timestamp: 2))
        #expect(xAxis.visibleRange.min >= 0, "the pan stopped where the listener allows")
        #expect(xAxis.visibleRange.diff == 10)
    }

    @Test("a date range is set from dates, read back as dates, measured in seconds and held by the axis")
    func dateRange() {
        let dateMin = Date(timeIntervalSince1970: 1_300_000_000)
        let dateMax = dateMin.addingTimeInterval(86_400 * 7)
        let axis = SCIDateAxis()
        axis.axisAlignment = .bottom
        axis.autoRange = .once
        axis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        let range = SCIDateRange(min: dateMin, max: dateMax)
        axis.visibleRange = range
        #expect(axis.visibleRange === range)
        #expect(range.minAsDate == dateMin && range.maxAsDate == dateMax)
        #expect(range.diff == 86_400 * 7 && range.timeInterval == range.diff)
        range.max = dateMin.addingTimeInterval(3_600).timeIntervalSince1970
        #expect(axis.visibleRange.diff == 3_600, "the axis holds the range it was given")
        #expect(SCIDateRange().minAsDate == nil, "a range not set has no dates")
    }

    @Test("colours by ARGB code and edge insets by SciChart's names")
    func smallTypes() {
        let color = UIColor.fromARGBColorCode(0xFF64_95ED)
        #expect(color == SCIColor(red: UInt8(0x64), green: 0x95, blue: 0xED))
        #expect(color.colorARGBCode() == 0xFF64_95ED)
        let legend = SCILegendModifier()
        legend.margins = SCIEdgeInsets(top: 17, left: 17, bottom: 17, right: 17)
        #expect(legend.margins.left == 17 && legend.margins.bottom == 17)
    }
}
