import Foundation
import Testing

@testable import SciChart

/// Where a legend on the chart goes and how its items lie: every position, both
/// orientations, margins, and the pure layout.
@Suite struct LegendLayoutTests {
    private let margins = UIEdgeInsets(top: 16, left: 12, bottom: 20, right: 8)

    /// The room the legend is placed in for `margins`.
    private func room(_ surface: SCIChartSurface) -> CGRect {
        let area = surface.seriesAreaFrame
        return CGRect(
            x: area.minX + margins.left, y: area.minY + margins.top,
            width: area.width - margins.left - margins.right,
            height: area.height - margins.top - margins.bottom)
    }

    @Test(arguments: [
        SCIAlignment([.left, .top]), [.right, .top], [.left, .bottom], [.right, .bottom],
        [.centerHorizontal, .top],
        [.centerHorizontal, .bottom], [.left, .centerVertical], [.right, .centerVertical], .center,
    ])
    func everyPositionPlacesTheLegendInsideTheMargins(position: SCIAlignment) throws {
        for orientation in [SCIOrientation.vertical, .horizontal] {
            let surface = LegendFixture.surface()
            let modifier = LegendFixture.legend(on: surface) {
                $0.position = position
                $0.margins = margins
                $0.orientation = orientation
            }
            let frame = modifier.legend.frame
            let room = room(surface)
            #expect(frame.width > 0 && frame.height > 0)
            #expect(room.contains(frame))
            if position.contains(.left) { #expect(frame.minX == room.minX) }
            if position.contains(.right) { #expect(abs(frame.maxX - room.maxX) < 1) }
            if position.contains(.centerHorizontal) { #expect(abs(frame.midX - room.midX) <= 1) }
            if position.contains(.top) { #expect(frame.minY == room.minY) }
            if position.contains(.bottom) { #expect(abs(frame.maxY - room.maxY) < 1) }
            if position.contains(.centerVertical) { #expect(abs(frame.midY - room.midY) <= 1) }
            // Whole points, for a crisp border.
            #expect(frame.minX == frame.minX.rounded() && frame.minY == frame.minY.rounded())
        }
    }

    @Test func theDefaultsAreSciChartsTopLeftVerticalWithMarkersAndNoCheckboxes() {
        let modifier = SCILegendModifier()
        #expect(modifier.position == [.left, .top])
        #expect(modifier.orientation == .vertical)
        #expect(modifier.showLegend && modifier.showSeriesMarkers && !modifier.showCheckBoxes)
        #expect(modifier.sourceMode == .allSeries)
        #expect(modifier.margins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(modifier.useAutoPlacement)
        #expect(modifier.legend.dataSource === modifier.dataSource)
    }

    @Test func fillPositionsStretchTheLegendAcrossTheRoom() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) {
            $0.position = [.left, .right, .bottom]
            $0.orientation = .horizontal
            $0.margins = margins
        }
        let frame = modifier.legend.frame
        let room = room(surface)
        #expect(frame.minX == room.minX && frame.width == room.width)
        #expect(abs(frame.maxY - room.maxY) < 1)
        modifier.position = [.top, .bottom, .right]
        #expect(modifier.legend.frame.height == room.height)
    }

    @Test func verticalItemsStackAndHorizontalItemsShareARow() throws {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        let legend = modifier.legend
        let first = try #require(legend.itemFrame(at: 0))
        let second = try #require(legend.itemFrame(at: 1))
        #expect(second.minY == first.maxY && second.minX == first.minX && second.width == first.width)
        modifier.orientation = .horizontal
        let row = try (0..<3).map { try #require(legend.itemFrame(at: $0)) }
        #expect(row.allSatisfy { $0.minY == row[0].minY })
        #expect(row[1].minX > row[0].maxX && row[2].minX > row[1].maxX)
        // A horizontal legend is one row high and as wide as its items.
        #expect(legend.frame.height < 2 * row[0].height + 1)
        #expect(abs(legend.frame.maxX - (row[2].maxX + 6)) <= 1)
    }

    @Test func theLegendIsAsWideAsItsWidestItem() throws {
        let surface = LegendFixture.surface(["A", "A much longer name"])
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        let metrics = LegendMetrics(fontSize: 12)
        let text = SCITextMetrics.width(of: "A much longer name", fontSize: 12)
        let cell =
            2 * metrics.cellInsetX + metrics.checkBoxSize + metrics.checkBoxGap
            + Double(metrics.markerSize.width)
            + metrics.markerGap + text
        #expect(Double(modifier.legend.frame.width) == (cell + 2 * metrics.padding).rounded(.up))
        #expect(abs(try #require(modifier.legend.itemFrame(at: 0)).width - cell) < 1e-9)
        // Without checkbox and marker the item is its name.
        modifier.showCheckBoxes = false
        modifier.showSeriesMarkers = false
        let bare = 2 * metrics.cellInsetX + text + 2 * metrics.padding
        #expect(Double(modifier.legend.frame.width) == bare.rounded(.up))
        #expect(modifier.legend.checkBoxFrame(at: 0) == nil)
    }

    @Test func checkboxesSitAtTheLeftOfTheirCellsCentredOnTheRow() throws {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        for index in 0..<3 {
            let cell = try #require(modifier.legend.itemFrame(at: index))
            let box = try #require(modifier.legend.checkBoxFrame(at: index))
            #expect(cell.contains(box))
            #expect(box.minX == cell.minX + 4 && box.width == 13 && box.height == 13)
            #expect(abs(box.midY - cell.midY) < 1e-9)
        }
        #expect(modifier.legend.checkBoxFrame(at: 3) == nil)
        #expect(modifier.legend.itemFrame(at: 3) == nil)
        #expect(modifier.legend.itemFrame(at: -1) == nil)
    }

    @Test func marginsMoveTheLegendAndNegativeOrNonFiniteOnesReadAsZero() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) { $0.margins = .zero }
        let area = surface.seriesAreaFrame
        #expect(modifier.legend.frame.origin == area.origin)
        modifier.margins = UIEdgeInsets(top: 30, left: 40, bottom: 0, right: 0)
        #expect(modifier.legend.frame.origin == CGPoint(x: area.minX + 40, y: area.minY + 30))
        modifier.margins = UIEdgeInsets(top: -50, left: -.infinity, bottom: .nan, right: -1)
        #expect(modifier.legend.frame.origin == area.origin)
        modifier.position = [.right, .bottom]
        #expect(
            abs(modifier.legend.frame.maxX - area.maxX) < 1 && abs(modifier.legend.frame.maxY - area.maxY) < 1
        )
    }

    @Test func marginsThatLeaveNoRoomHideTheLegend() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) {
            $0.margins = UIEdgeInsets(top: 10, left: 1e9, bottom: 10, right: 10)
        }
        #expect(modifier.legend.frame == .zero)
        #expect(surface.renderDisplayList().group(named: "legend") == nil)
        modifier.margins = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        // An infinite margin reads as 0.
        #expect(modifier.legend.frame.minY == surface.seriesAreaFrame.minY)
    }

    @Test func theLegendFollowsTheSeriesAreaWhenTheSurfaceResizes() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) { $0.position = [.right, .bottom] }
        let before = modifier.legend.frame
        surface.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        let after = modifier.legend.frame
        #expect(after.size == before.size)
        #expect(abs(after.maxX - (surface.seriesAreaFrame.maxX - 10)) < 1)
        #expect(abs(after.maxY - (surface.seriesAreaFrame.maxY - 10)) < 1)
    }

    @Test func theLegendDrawsWhereItsFrameIs() throws {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) { $0.position = .center }
        let group = try #require(surface.renderDisplayList().group(named: "legend"))
        let frame = modifier.legend.frame
        let (box, _) = try #require(group.fills.first)
        #expect(
            abs(box.bounds.minX - (frame.minX + 0.5)) < 1e-9
                && abs(box.bounds.maxY - (frame.maxY - 0.5)) < 1e-9)
        for run in group.textRuns { #expect(frame.contains(run.bounds)) }
        #expect(group.textRuns.map(\.text) == ["Alpha", "Beta", "Gamma"])
    }

    // MARK: - The pure layout

    private let metrics = LegendMetrics(fontSize: 12)

    @Test func horizontalRowsWrapAtTheWidthAndTakeTheirTallestCell() {
        let sizes = [
            CGSize(width: 60, height: 14), CGSize(width: 60, height: 30), CGSize(width: 60, height: 14),
        ]
        // Cells of 68 points with gaps of 8: two fit in 170 less the padding of 6 each side.
        let layout = LegendLayout.make(
            sizes: sizes, metrics: metrics, orientation: .horizontal, showCheckBoxes: false, width: 170)
        #expect(layout.cells[0].minY == layout.cells[1].minY)
        #expect(layout.cells[0].height == 36 && layout.cells[1].height == 36)
        #expect(layout.cells[2].minY == layout.cells[0].maxY && layout.cells[2].minX == 6)
        #expect(layout.contentSize == CGSize(width: 6 + 68 + 8 + 68 + 6, height: 6 + 36 + 20 + 6))
        // A cell wider than the row still gets a row of its own.
        let wide = LegendLayout.make(
            sizes: [CGSize(width: 500, height: 14), CGSize(width: 10, height: 14)], metrics: metrics,
            orientation: .horizontal, showCheckBoxes: false, width: 100)
        #expect(wide.cells[1].minY == wide.cells[0].maxY)
    }

    @Test func cellIndexFindsTheCellUnderAPoint() {
        let sizes = (0..<50).map { CGSize(width: Double(20 + $0 % 7 * 9), height: 14) }
        for orientation in [SCIOrientation.vertical, .horizontal] {
            let layout = LegendLayout.make(
                sizes: sizes, metrics: metrics, orientation: orientation, showCheckBoxes: true, width: 300)
            for (index, cell) in layout.cells.enumerated() {
                #expect(layout.cellIndex(at: cell.centre) == index)
            }
            #expect(layout.cellIndex(at: CGPoint(x: 1, y: 1)) == nil)
            #expect(layout.cellIndex(at: CGPoint(x: 10, y: 1e6)) == nil)
        }
    }

    @Test func noItemsLayOutToNothing() {
        let layout = LegendLayout.make(
            sizes: [], metrics: metrics, orientation: .vertical, showCheckBoxes: true, width: 100)
        #expect(layout.contentSize == .zero && layout.count == 0)
    }
}
