import Foundation
import Testing

@testable import SciChart

@Suite("Vertical groups")
struct VerticalGroupTests {
    /// A pane of `frame` whose price axis (right) shows 0 to `maximum` and whose time axis is
    /// shared in value (0...100).
    static func pane(
        maximum: Double, title: String? = nil, frame: CGRect = CGRect(x: 0, y: 0, width: 800, height: 300)
    )
        -> SCIChartSurface
    {
        let surface = SCIChartSurface(frame: frame)
        let x = SCINumericAxis()
        x.visibleRange = SCIDoubleRange(min: 0, max: 100)
        let y = SCINumericAxis()
        y.visibleRange = SCIDoubleRange(min: 0, max: maximum)
        y.axisTitle = title
        surface.xAxes.add(x)
        surface.yAxes.add(y)
        return surface
    }

    /// Lays each surface out until none asks for another layout (at most three rounds).
    static func settle(_ surfaces: [SCIChartSurface]) {
        for _ in 0..<3 {
            for surface in surfaces { _ = surface.renderFrame() }
        }
    }

    @Test("series areas line up after labels of different widths, and follow label changes")
    func lineUp() {
        let price = Self.pane(maximum: 10)
        let volume = Self.pane(maximum: 250_000_000, title: "Volume")
        _ = price.renderFrame()
        _ = volume.renderFrame()
        #expect(price.seriesAreaFrame.maxX != volume.seriesAreaFrame.maxX, "the labels differ in width")
        let group = SCIChartVerticalGroup()
        group.addSurface(toGroup: price)
        group.addSurface(toGroup: volume)
        Self.settle([price, volume])
        #expect(price.seriesAreaFrame.minX == volume.seriesAreaFrame.minX)
        #expect(price.seriesAreaFrame.maxX == volume.seriesAreaFrame.maxX)
        #expect(group.surfaces.count == 2)
        // The volume pane's labels narrow: the price pane follows at its next layout.
        volume.yAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 5)
        volume.yAxes[0].axisTitle = nil
        Self.settle([volume, price])
        #expect(price.seriesAreaFrame.maxX == volume.seriesAreaFrame.maxX)
        #expect(price.seriesAreaFrame.maxX > 700)
        // Taken out, a pane lays out with its own sides again.
        volume.yAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 250_000_000)
        group.removeSurface(fromGroup: price)
        Self.settle([volume, price])
        #expect(price.seriesAreaFrame.maxX != volume.seriesAreaFrame.maxX)
    }

    @Test("panes of a group stay lined up when one pane's labels need a little less room")
    func lineUpThroughSmallLabelChanges() {
        // 60 and 50 points of labels, say: both panes take the wider.
        let price = Self.pane(maximum: 1_900_000)
        let volume = Self.pane(maximum: 190_000)
        let group = SCIChartVerticalGroup()
        group.addSurface(toGroup: price)
        group.addSurface(toGroup: volume)
        Self.settle([price, volume])
        #expect(price.seriesAreaFrame.maxX == volume.seriesAreaFrame.maxX)
        // The wider pane's labels shrink past the narrower's: both follow the group.
        price.yAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 5)
        Self.settle([price, volume])
        #expect(price.seriesAreaFrame.maxX == volume.seriesAreaFrame.maxX)
        volume.yAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 19_000)
        Self.settle([volume, price])
        #expect(price.seriesAreaFrame.maxX == volume.seriesAreaFrame.maxX)
    }

    @Test("a surface is in one group at most: adding it to another moves it; odd groups are harmless")
    func moves() {
        let a = Self.pane(maximum: 10)
        let b = Self.pane(maximum: 1_000_000)
        let first = SCIChartVerticalGroup()
        let second = SCIChartVerticalGroup()
        first.addSurface(toGroup: a)
        first.addSurface(toGroup: b)
        first.addSurface(toGroup: b)
        #expect(first.surfaces.count == 2)
        second.addSurface(toGroup: b)
        #expect(first.surfaces.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(second.surfaces.count == 1)
        Self.settle([a, b])
        #expect(a.seriesAreaFrame.maxX != b.seriesAreaFrame.maxX)
        // One surface alone, an empty group, a removed stranger, a pane of zero height.
        let empty = SCIChartVerticalGroup()
        empty.removeSurface(fromGroup: a)
        #expect(empty.surfaces.isEmpty)
        let flat = Self.pane(maximum: 1e9, frame: CGRect(x: 0, y: 0, width: 800, height: 0))
        second.addSurface(toGroup: flat)
        Self.settle([b, flat])
        #expect(b.seriesAreaFrame.width > 0)
    }
}
