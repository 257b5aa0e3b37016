import Foundation
import Testing

@testable import SciChart

/// An item that sizes and draws itself: a colour swatch and the name in capitals, 40 points
/// high.
final class SwatchItem: ISCIDrawableLegendItem {
    private(set) var name = ""
    private(set) var color = SCIColor.clear
    private(set) weak var boundLegend: SCIChartLegend?
    private(set) var bindings = 0

    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) {
        guard let info = source as? SCISeriesInfoCore else { return }
        name = info.seriesName.uppercased()
        color = info.seriesColor
        boundLegend = legend as? SCIChartLegend
        bindings += 1
    }

    func size(in context: SCILegendItemContext) -> CGSize {
        CGSize(width: min(120, context.maximumWidth), height: 40)
    }

    func draw(in frame: CGRect, context: SCILegendItemContext, into list: inout SCIDisplayList) {
        var swatch = SCIPath()
        swatch.addRect(CGRect(x: frame.minX, y: frame.minY, width: 30, height: frame.height))
        list.fill(swatch, SCIFill(color: color))
        list.text(
            SCITextRun(
                text: name, anchor: CGPoint(x: frame.minX + 36, y: frame.midY), horizontal: .left,
                vertical: .center, font: context.font))
    }
}

/// An item that implements neither sizing nor drawing: the defaults draw the default look.
final class DefaultsItem: ISCIDrawableLegendItem {
    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) {}
}

@Suite(.serialized) struct LegendCustomItemTests {
    /// A surface whose legend's items the factory registered under `name` makes.
    private func chart(factoryName: String) -> (SCIChartSurface, SCILegendModifier) {
        let surface = LegendFixture.surface()
        let legend = SCIChartLegend()
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: factoryName)
        let modifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true)
        modifier.showCheckBoxes = true
        surface.chartModifiers.add(modifier)
        return (surface, modifier)
    }

    @Test func aDrawableItemSizesAndDrawsItself() throws {
        SCISeriesInfoLegendDataSource.registerLegendItem(named: "Swatch") { SwatchItem() }
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "Swatch") }
        let (surface, modifier) = chart(factoryName: "Swatch")
        let legend = modifier.legend
        let item = try #require(legend.item(at: 1) as? SwatchItem)
        #expect(item.name == "BETA" && item.boundLegend === legend)
        #expect(item.color == surface.renderableSeries[1].seriesColor)
        let cell = try #require(legend.itemFrame(at: 1))
        #expect(cell.height == 46)
        #expect(abs(cell.width - (4 + 13 + 6 + 120 + 4)) < 1e-9)
        let group = try #require(surface.renderDisplayList().group(named: "legend"))
        #expect(group.textRuns.map(\.text) == ["ALPHA", "BETA", "GAMMA"])
        let swatches = group.fills.filter { $0.1.color == item.color }
        #expect(swatches.count == 1)
        // The swatch sits after the checkbox, as tall as the item.
        let swatch = try #require(swatches.first).0.bounds
        #expect(swatch.minX == cell.minX + 4 + 13 + 6 && swatch.height == 40)
        // Taps on the custom item's name toggle its series as on the default one.
        surface.tap(CGPoint(x: swatch.maxX + 20, y: swatch.midY), at: 1)
        #expect(!surface.renderableSeries[1].isVisible)
    }

    @Test func itemsAreReboundNotRemadeWhenTheSeriesChange() throws {
        SCISeriesInfoLegendDataSource.registerLegendItem(named: "Swatch") { SwatchItem() }
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "Swatch") }
        let (surface, modifier) = chart(factoryName: "Swatch")
        let first = try #require(modifier.legend.item(at: 0) as? SwatchItem)
        #expect(first.bindings == 1)
        surface.renderableSeries[0].dataSeries?.seriesName = "Renamed"
        #expect((modifier.legend.item(at: 0) as? SwatchItem) === first)
        #expect(first.name == "RENAMED" && first.bindings == 2)
        // Reading again without a change binds nothing.
        _ = modifier.legend.frame
        _ = surface.renderFrame()
        #expect(first.bindings == 2)
        modifier.legend.reloadData()
        #expect(modifier.legend.item(at: 0) !== first)
    }

    @Test func anItemWithTheDefaultsDrawsTheDefaultLook() throws {
        SCISeriesInfoLegendDataSource.registerLegendItem(named: "Defaults") { DefaultsItem() }
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "Defaults") }
        let (custom, customModifier) = chart(factoryName: "Defaults")
        #expect(customModifier.legend.item(at: 0) is DefaultsItem)
        let plain = LegendFixture.surface()
        let plainModifier = LegendFixture.legend(on: plain) { $0.showCheckBoxes = true }
        #expect(customModifier.legend.frame == plainModifier.legend.frame)
        #expect(
            custom.renderDisplayList().group(named: "legend")
                == plain.renderDisplayList().group(named: "legend"))
    }

    @Test func aNameWithNoFactoryUsesTheDefaultItem() throws {
        let (_, modifier) = chart(factoryName: "Nobody registered this")
        #expect(modifier.legend.item(at: 0) is DefaultLegendItem)
        #expect(modifier.legend.names == ["Alpha", "Beta", "Gamma"])
        #expect(
            (modifier.dataSource as? SCISeriesInfoLegendDataSource)?.legendItemXibName
                == "Nobody registered this")
    }

    @Test func aLegendHasOneDataSource() {
        let legend = SCIChartLegend()
        let first = SCISeriesInfoLegendDataSource(legend: legend)
        #expect(first != nil)
        #expect(SCISeriesInfoLegendDataSource(legend: legend) == nil)
        // A data source with a named item takes the legend over.
        let second = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "X")
        #expect(legend.dataSource === second && first?.legend == nil)
        // A modifier given a data source made for another legend moves it to its own.
        let other = SCIChartLegend()
        let modifier = SCILegendModifier(legend: other, dataSource: second, useAutoPlacement: false)
        #expect(modifier.dataSource.legend === other && other.dataSource === second)
        #expect(legend.dataSource == nil)
    }
}

/// A legend item name with no registered factory is said once per name, naming it, rather
/// than replaced by the default item silently.
@Suite(.serialized) struct UnregisteredLegendItemTests {
    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test func anUnregisteredNameIsReportedOncePerName() {
        let messages = Messages()
        let previous = LibraryWarnings.sink.withLock { sink in
            defer { sink = { messages.append($0) } }
            return sink
        }
        defer { LibraryWarnings.sink.withLock { $0 = previous } }
        let name = "NoSuchItem-\(UUID().uuidString)"
        let other = "AnotherMissingItem-\(UUID().uuidString)"
        for missing in [name, name, other] {
            let surface = LegendFixture.surface()
            let legend = SCIChartLegend()
            let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: missing)
            surface.chartModifiers.add(
                SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true))
            // The default item is drawn.
            #expect(legend.itemCount == 3)
            #expect(legend.item(at: 0) != nil)
        }
        let reports = messages.all
        #expect(reports.filter { $0.contains(name) }.count == 1, "\(reports)")
        #expect(reports.filter { $0.contains(other) }.count == 1, "\(reports)")
    }
}

/// Renaming one series of many costs one item: the legend binds and measures the renamed
/// series' item alone, and the chart itself is not laid out or drawn again.
@Suite(.serialized) struct LegendRenameCostTests {
    /// An item that counts how often it is bound and measured.
    final class CountingItem: ISCIDrawableLegendItem {
        nonisolated(unsafe) static var measured = 0
        nonisolated(unsafe) static var bound = 0
        private(set) var name = ""

        func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) {
            name = (source as? SCISeriesInfoCore)?.seriesName ?? ""
            Self.bound += 1
        }

        func size(in context: SCILegendItemContext) -> CGSize {
            Self.measured += 1
            return CGSize(width: min(Double(name.count) * 7, context.maximumWidth), height: 16)
        }
    }

    @Test func renamingOneOfManySeriesRebindsAndMeasuresOneItem() throws {
        SCISeriesInfoLegendDataSource.registerLegendItem(named: "Counting") { CountingItem() }
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "Counting") }
        let surface = LegendFixture.surface(count: 2_000)
        let legend = SCIChartLegend()
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "Counting")
        surface.chartModifiers.add(
            SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true))
        _ = surface.renderDisplayList()
        let generation = surface.chartGeneration
        CountingItem.measured = 0
        CountingItem.bound = 0

        surface.renderableSeries[1_234].dataSeries?.seriesName = "Renamed series"
        let list = surface.renderDisplayList()

        #expect(CountingItem.bound == 1)
        #expect(CountingItem.measured == 1)
        #expect(surface.chartGeneration == generation, "a rename does not lay the chart out again")
        let item = try #require(legend.item(at: 1_234) as? CountingItem)
        #expect(item.name == "Renamed series")
        #expect(list.group(named: "legend") != nil)
        // A second rename of another series again costs one item.
        surface.renderableSeries[7].dataSeries?.seriesName = "Seventh"
        _ = surface.renderDisplayList()
        #expect(CountingItem.bound == 2 && CountingItem.measured == 2)
        #expect((legend.item(at: 7) as? CountingItem)?.name == "Seventh")
    }

    @Test func renamesAfterTheSeriesChangeNameTheRightItems() {
        let surface = LegendFixture.surface(count: 6)
        let modifier = LegendFixture.legend(on: surface)
        let legend = modifier.legend
        func names() -> [String] {
            _ = surface.renderDisplayList()
            return legend.seriesInfo.map(\.seriesName)
        }
        #expect(names().count == 6)
        // A series goes: the positions after it move up, and a rename finds its own.
        surface.renderableSeries.remove(at: 1)
        surface.renderableSeries[3].dataSeries?.seriesName = "Fifth renamed"
        #expect(names() == ["Series 1", "Series 3", "Series 4", "Fifth renamed", "Series 6"])
        // A series takes another data series: renaming the new one renames its item, and
        // renaming the old one (no longer shown) changes nothing.
        let old = surface.renderableSeries[0].dataSeries
        let replacement = SCIXyDataSeries(xType: .double, yType: .double)
        replacement.seriesName = "Replacement"
        replacement.append(x: [0, 1], y: [1, 2])
        surface.renderableSeries[0].dataSeries = replacement
        #expect(names().first == "Replacement")
        replacement.seriesName = "Replacement renamed"
        old?.seriesName = "Old renamed"
        #expect(names() == ["Replacement renamed", "Series 3", "Series 4", "Fifth renamed", "Series 6"])
        // Two renames between reads.
        surface.renderableSeries[1].dataSeries?.seriesName = "A"
        surface.renderableSeries[2].dataSeries?.seriesName = "B"
        #expect(names() == ["Replacement renamed", "A", "B", "Fifth renamed", "Series 6"])
    }
}
