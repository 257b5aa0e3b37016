import Foundation
import SciChart
import Testing

/// Stacked columns and mountains, as the guides "Stacked Column Series" and "Stacked
/// Mountain Series" use them.
@Suite struct StackedSeriesTests {
    typealias F = SeriesFixture

    static func column(_ data: SCIXyDataSeries, _ color: UInt32) -> SCIStackedColumnRenderableSeries {
        let rSeries = SCIStackedColumnRenderableSeries()
        rSeries.dataSeries = data
        rSeries.fillBrushStyle = SCISolidBrushStyle(colorCode: color)
        rSeries.strokeStyle = SCISolidPenStyle(colorCode: color, thickness: 1.0)
        return rSeries
    }

    /// The rectangles series `index` filled, left to right.
    static func rects(_ surface: SCIChartSurface, series index: Int) -> [CGRect] {
        F.fills(surface, series: index).flatMap { path, _ in subpathBounds(path) }.sorted {
            $0.minX < $1.minX
        }
    }

    /// The bounds of each subpath of `path` (a rectangle's, for rectangles).
    static func subpathBounds(_ path: SCIPath) -> [CGRect] {
        var result: [CGRect] = []
        var points: [CGPoint] = []
        func flush() {
            guard !points.isEmpty else { return }
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            result.append(
                CGRect(
                    x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                flush()
                points.append(point)
            case .line(let point): points.append(point)
            case .curve(_, _, let point): points.append(point)
            case .close: break
            }
        }
        flush()
        return result
    }

    @Test("vertical stacks: each column stands on the ones below; a hidden member leaves the stack")
    func verticalColumns() {
        let surface = F.surface(x: 0...4, y: 0...20)
        let ds1 = F.xy([1, 2, 3], [2, 3, 4])
        let ds2 = F.xy([1, 2, 3], [5, 1, 2])
        let ds3 = F.xy([1, 2, 3], [1, 1, 1])
        let verticalCollection = SCIVerticallyStackedColumnsCollection()
        verticalCollection.add(Self.column(ds1, 0xff22_6fb7))
        let middle = Self.column(ds2, 0xffff_9a2e)
        verticalCollection.add(middle)
        verticalCollection.add(Self.column(ds3, 0xffdc_443f))
        surface.renderableSeries.add(verticalCollection)
        #expect(verticalCollection.count == 3)
        let sums: [[Double]] = [[2, 3, 4], [7, 4, 6], [8, 5, 7]]
        for member in 0..<3 {
            let rects = Self.rects(surface, series: member)
            #expect(rects.count == 3)
            for (point, rect) in rects.enumerated() {
                let top = F.pixel(surface, x: 0, y: sums[member][point]).y
                let bottom = F.pixel(surface, x: 0, y: member == 0 ? 0 : sums[member - 1][point]).y
                #expect(
                    abs(rect.minY - top) < 1e-6 && abs(rect.maxY - bottom) < 1e-6,
                    "member \(member) point \(point)")
            }
        }
        middle.isVisible = false
        let top = Self.rects(surface, series: 2)
        #expect(abs(top[0].minY - F.pixel(surface, x: 0, y: 3).y) < 1e-6, "the top stands on the first alone")
        #expect(abs(top[0].maxY - F.pixel(surface, x: 0, y: 2).y) < 1e-6)
        #expect(Self.rects(surface, series: 1).count == 0)
    }

    @Test("100 % stacks reach 100 at every x; negative values have no share; the axis ranges over the tops")
    func oneHundredPercent() {
        let surface = F.surface(x: 0...4, y: 0...120)
        let stack = SCIVerticallyStackedColumnsCollection()
        stack.add(Self.column(F.xy([1, 2, 3], [1, 3, -5]), 0xff00_00ff))
        stack.add(Self.column(F.xy([1, 2, 3], [3, 1, 5]), 0xffff_0000))
        stack.isOneHundredPercent = true
        surface.renderableSeries.add(stack)
        let hundred = F.pixel(surface, x: 0, y: 100).y
        let rects = Self.rects(surface, series: 1)
        #expect(rects.count == 3)
        for rect in rects { #expect(abs(rect.minY - hundred) < 1e-6) }
        let first = Self.rects(surface, series: 0)
        #expect(abs(first[0].minY - F.pixel(surface, x: 0, y: 25).y) < 1e-6)
        #expect(abs(first[1].minY - F.pixel(surface, x: 0, y: 75).y) < 1e-6)
        #expect(first.count == 2 || first[2].height < 1e-6, "a negative value shows no column")
        surface.yAxes[0].autoRange = .always
        surface.yAxes[0].growBy = nil
        surface.layoutIfNeeded()
        #expect(abs(surface.yAxes[0].visibleRange.max - 100) < 1e-9)
        #expect(surface.yAxes[0].visibleRange.min == 0)
    }

    @Test("members with different x stack where their x match and stand on zero elsewhere")
    func differentX() {
        let surface = F.surface(x: 0...6, y: 0...20)
        let stack = SCIVerticallyStackedColumnsCollection()
        stack.add(Self.column(F.xy([1, 2, 3], [2, 2, 2]), 0xff00_00ff))
        stack.add(Self.column(F.xy([2, 4, .nan, 5], [3, 3, 3, .infinity]), 0xffff_0000))
        surface.renderableSeries.add(stack)
        let rects = Self.rects(surface, series: 1)
        #expect(rects.count == 2, "the NaN x and infinite value are gaps")
        #expect(abs(rects[0].maxY - F.pixel(surface, x: 0, y: 2).y) < 1e-6, "x 2 stands on the first member")
        #expect(abs(rects[0].minY - F.pixel(surface, x: 0, y: 5).y) < 1e-6)
        #expect(abs(rects[1].maxY - F.pixel(surface, x: 0, y: 0).y) < 1e-6, "x 4 stands on zero")
    }

    @Test("side by side: stacks take their places in a group, the group its width, hidden ones no place")
    func horizontalGroups() {
        let surface = F.surface(x: 0...4, y: 0...20)
        let verticalCollection1 = SCIVerticallyStackedColumnsCollection()
        verticalCollection1.add(Self.column(F.xy([1, 2, 3], [1, 2, 3]), 0xff22_6fb7))
        verticalCollection1.add(Self.column(F.xy([1, 2, 3], [1, 2, 3]), 0xffff_9a2e))
        let verticalCollection2 = SCIVerticallyStackedColumnsCollection()
        verticalCollection2.add(Self.column(F.xy([1, 2, 3], [4, 4, 4]), 0xffdc_443f))
        let single = Self.column(F.xy([1, 2, 3], [5, 5, 5]), 0xffaa_d34f)
        let columnCollection = SCIHorizontallyStackedColumnsCollection()
        columnCollection.add(verticalCollection1)
        columnCollection.add(verticalCollection2)
        columnCollection.add(single)
        columnCollection.spacing = 0
        columnCollection.dataPointWidth = 0.9
        surface.renderableSeries.add(columnCollection)
        let spacing = F.pixel(surface, x: 2, y: 0).x - F.pixel(surface, x: 1, y: 0).x
        let first = Self.rects(surface, series: 0)[0]
        let stacked = Self.rects(surface, series: 1)[0]
        let second = Self.rects(surface, series: 2)[0]
        let third = Self.rects(surface, series: 3)[0]
        #expect(abs(first.minX - stacked.minX) < 1e-6 && abs(first.minY - stacked.maxY) < 1e-6)
        #expect(first.maxX <= second.minX + 1e-6 && second.maxX <= third.minX + 1e-6)
        #expect(abs((third.maxX - first.minX) - spacing * 0.9) <= 2, "the group is 0.9 of the spacing wide")
        let center = F.pixel(surface, x: 1, y: 0).x
        #expect(abs((first.minX + third.maxX) / 2 - center) <= 1, "the group is centred on its x")
        // Relative spacing leaves gaps a fraction of a column.
        columnCollection.spacingMode = .relative
        columnCollection.spacing = 0.5
        let gap = Self.rects(surface, series: 2)[0].minX - Self.rects(surface, series: 0)[0].maxX
        #expect(abs(gap - Self.rects(surface, series: 0)[0].width * 0.5) <= 1.5)
        // A hidden stack leaves no gap.
        verticalCollection2.isVisible = false
        let left = Self.rects(surface, series: 0)[0]
        let right = Self.rects(surface, series: 2)[0]
        #expect(right.minX > left.maxX && right.width > third.width)
    }

    @Test("stacked mountains: each area lies on the ones below, its line along its top")
    func mountains() {
        let surface = F.surface(x: 0...4, y: 0...20)
        let ds1 = F.xy([1, 2, 3], [2, 3, 4])
        let ds2 = F.xy([1, 2, 3], [1, 5, 2])
        let rSeries1 = SCIStackedMountainRenderableSeries()
        rSeries1.dataSeries = ds1
        rSeries1.strokeStyle = SCISolidPenStyle(colorCode: 0xFFff_ffff, thickness: 1)
        rSeries1.areaStyle = SCILinearGradientBrushStyle(
            start: CGPoint(x: 0.0, y: 0.0), end: CGPoint(x: 1.0, y: 1.0), startColorCode: 0xDDDB_E0E1,
            endColorCode: 0x88B6_C1C3)
        let rSeries2 = SCIStackedMountainRenderableSeries()
        rSeries2.dataSeries = ds2
        rSeries2.strokeStyle = SCISolidPenStyle(colorCode: 0xFFff_ffff, thickness: 1)
        let seriesCollection = SCIVerticallyStackedMountainsCollection()
        seriesCollection.add(rSeries1)
        seriesCollection.add(rSeries2)
        surface.renderableSeries.add(seriesCollection)
        let line = F.strokes(surface, series: 1).flatMap(\.points)
        for (x, top) in [(1.0, 3.0), (2, 8), (3, 6)] {
            let pixel = F.pixel(surface, x: x, y: top)
            #expect(line.contains { abs($0.x - pixel.x) < 1e-6 && abs($0.y - pixel.y) < 1e-6 }, "top at \(x)")
        }
        let area = F.fills(surface, series: 1).flatMap { $0.0.points }
        let floor = F.pixel(surface, x: 2, y: 3)
        #expect(
            area.contains { abs($0.x - floor.x) < 1e-6 && abs($0.y - floor.y) < 1e-6 }, "floor on the first")
        surface.yAxes[0].autoRange = .always
        surface.yAxes[0].growBy = nil
        surface.layoutIfNeeded()
        #expect(abs(surface.yAxes[0].visibleRange.max - 8) < 1e-9)
    }

    @Test("hit tests, tooltips and legends read each member: its own value and the stack's top")
    func readings() throws {
        let surface = F.surface(x: 0...4, y: 0...20)
        let ds1 = F.xy([1, 2, 3], [2, 3, 4])
        ds1.seriesName = "Pork"
        let ds2 = F.xy([1, 2, 3], [5, 1, 2])
        ds2.seriesName = "Veal"
        let stack = SCIVerticallyStackedColumnsCollection()
        let pork = Self.column(ds1, 0xff22_6fb7)
        let veal = Self.column(ds2, 0xffff_9a2e)
        stack.add(pork)
        stack.add(veal)
        surface.renderableSeries.add(stack)
        let point = F.pixel(surface, x: 1, y: 6)
        let hit = try #require(surface.hitTestSeries(at: point, radius: 1))
        #expect(hit.renderableSeries === veal && hit.yValue == 5 && hit.stackedValue == 7)
        #expect(pork.hitTest(at: F.pixel(surface, x: 1, y: 1), radius: 1).yValue == 2)
        let context = SCISeriesInfoContext(
            position: 0, interpolates: false, x: point.x,
            xCalculator: surface.xAxes[0].currentCoordinateCalculator,
            yCalculator: surface.yAxes[0].currentCoordinateCalculator, seriesArea: surface.seriesAreaFrame,
            seriesColor: 0xFF11_2233, theme: .dark, formatX: { "\($0)" }, formatY: { "\($0)" })
        let info = try #require(veal.seriesInfoProvider.seriesInfo(for: veal, in: context))
        #expect(info.values.map(\.value) == [5, 7])
        let legend = SCILegendModifier()
        surface.chartModifiers.add(legend)
        #expect(legend.legend.seriesInfo.map(\.seriesName) == ["Pork", "Veal"])
        // A member added later is listed and drawn.
        let ds3 = F.xy([1, 2, 3], [1, 1, 1])
        ds3.seriesName = "Lamb"
        stack.add(Self.column(ds3, 0xffaa_d34f))
        #expect(legend.legend.seriesInfo.map(\.seriesName) == ["Pork", "Veal", "Lamb"])
        #expect(Self.rects(surface, series: 2).count == 3)
        // Leaving the stack for the surface: the member draws on its own.
        surface.renderableSeries.add(veal)
        #expect(stack.count == 2 && surface.renderableSeries.count == 2)
        #expect(veal.hitTest(at: F.pixel(surface, x: 1, y: 4), radius: 1).stackedValue.isNaN)
    }

    @Test("empty members, empty stacks and NaN values draw what they can without a trap")
    func badInput() {
        let surface = F.surface(x: 0...4, y: 0...20)
        let stack = SCIVerticallyStackedMountainsCollection()
        surface.renderableSeries.add(stack)
        _ = surface.renderDisplayList()
        let empty = SCIStackedMountainRenderableSeries()
        empty.dataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        stack.add(empty)
        let gappy = SCIStackedMountainRenderableSeries()
        gappy.dataSeries = F.xy([1, 2, 3, 4], [1, .nan, 1e300, -3])
        stack.add(gappy)
        stack.add(SCIStackedMountainRenderableSeries())
        stack.isOneHundredPercent = true
        _ = surface.renderDisplayList()
        stack.isOneHundredPercent = false
        _ = surface.renderDisplayList()
        #expect(!F.strokes(surface, series: 1).isEmpty)
        let group = SCIHorizontallyStackedColumnsCollection()
        group.spacing = .nan
        group.dataPointWidth = 5
        group.add(Self.column(F.xy([1], [1]), 0xff00_00ff))
        surface.renderableSeries.add(group)
        #expect(Self.rects(surface, series: 3).count == 1)
    }

    @Test("a stack taken out of a group draws at its own width; members of different x share one width")
    func widthsFollowTheCollection() {
        let surface = F.surface(x: 0...6, y: 0...20)
        let first = SCIVerticallyStackedColumnsCollection()
        first.add(Self.column(F.xy([1, 2, 3, 4, 5], [1, 1, 1, 1, 1]), 0xff00_00ff))
        let second = SCIVerticallyStackedColumnsCollection()
        second.add(Self.column(F.xy([1, 2, 3, 4, 5], [1, 1, 1, 1, 1]), 0xffff_0000))
        let group = SCIHorizontallyStackedColumnsCollection()
        group.add(first)
        group.add(second)
        surface.renderableSeries.add(group)
        let grouped = Self.rects(surface, series: 0)[0].width
        group.remove(first)
        surface.renderableSeries.add(first)
        let alone = Self.rects(surface, series: 1)[0].width
        #expect(alone > grouped * 1.5, "alone \(alone), grouped \(grouped)")
        // A sparser member stands as wide as the denser one below it.
        let stack = SCIVerticallyStackedColumnsCollection()
        stack.add(Self.column(F.xy([1, 2, 3, 4, 5], [1, 1, 1, 1, 1]), 0xff00_00ff))
        stack.add(Self.column(F.xy([1, 3, 5], [1, 1, 1]), 0xffff_0000))
        let other = F.surface(x: 0...6, y: 0...20)
        other.renderableSeries.add(stack)
        #expect(abs(Self.rects(other, series: 0)[0].width - Self.rects(other, series: 1)[0].width) < 1e-6)
    }

    @Test("repeated x stack by occurrence on either path; NaN x are gaps; 100 % of huge values reaches 100")
    func repeatedAndHugeValues() {
        func bottoms(extra: Bool) -> [CGRect] {
            let surface = F.surface(x: 0...6, y: 0...20)
            let stack = SCIVerticallyStackedColumnsCollection()
            stack.add(Self.column(F.xy([1, 1, 2], [1, 2, 1]), 0xff00_00ff))
            stack.add(
                Self.column(
                    F.xy([1, 1, 2] + (extra ? [4] : []), [5, 5, 5] + (extra ? [5] : [])), 0xffff_0000))
            surface.renderableSeries.add(stack)
            let three = F.pixel(surface, x: 3, y: 0).x
            return F.fills(surface, series: 1).flatMap { Self.subpathBounds($0.0) }.filter { $0.midX < three }
        }
        let shared = bottoms(extra: false).map(\.maxY).sorted()
        let keyed = bottoms(extra: true).map(\.maxY).sorted()
        #expect(
            shared.count == 3 && keyed == shared,
            "each occurrence of an x stands on the same occurrence below")
        let surface = F.surface(x: 0...6, y: 0...120)
        let stack = SCIVerticallyStackedColumnsCollection()
        stack.add(Self.column(F.xy([1, .nan, 2], [1e308, 1, 1e308]), 0xff00_00ff))
        stack.add(Self.column(F.xy([1, .nan, 2], [1e308, 1, 1e308]), 0xffff_0000))
        stack.isOneHundredPercent = true
        surface.renderableSeries.add(stack)
        let tops = Self.rects(surface, series: 1)
        #expect(tops.count == 2)
        for rect in tops { #expect(abs(rect.minY - F.pixel(surface, x: 0, y: 100).y) < 1e-6) }
    }
}
