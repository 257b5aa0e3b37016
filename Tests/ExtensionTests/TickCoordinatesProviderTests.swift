import Foundation
import SciChart
import Testing

/// A tick coordinates provider in the shape of SciChart's TickCoordinatesProvider guide:
/// the axis draws its ticks, grid lines and labels where the provider puts them.
@Suite struct TickCoordinatesProviderTests {
    class CustomTickCoordinatesProvider: SCIDefaultTickCoordinatesProvider {
        var shift: Float = 0
        var hidesFirst = false
        private(set) var seen: (minor: Int, major: Int) = (0, 0)

        override func update() {
            super.update()

            let tickCoordinates = self.tickCoordinates!
            // minorTickCoords contains coordinates of minor ticks on screen
            let minorTickCoords = tickCoordinates.minorTickCoordinates
            // majorTickCoords contains coordinates of major ticks on screen
            let majorTickCoords = tickCoordinates.majorTickCoordinates
            seen = (minorTickCoords.count, majorTickCoords.count)
            for index in majorTickCoords.indices { majorTickCoords[index] += shift }
            if hidesFirst, !majorTickCoords.isEmpty { majorTickCoords[0] = .nan }
        }
    }

    static func chart(_ axis: SCINumericAxis) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 300))
        axis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        surface.xAxes.add(axis)
        surface.yAxes.add(SCINumericAxis())
        return surface
    }

    static func labels(_ surface: SCIChartSurface) -> [String: Double] {
        let runs = surface.renderFrame().chartLayer.group(named: "axis:x:DefaultAxisId")?.textRuns ?? []
        return Dictionary(
            runs.map { ($0.text, Double($0.origin.x)) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func labelsFollowTheCoordinatesTheProviderGives() {
        let axis = SCINumericAxis()
        let surface = Self.chart(axis)
        let own = Self.labels(surface)
        let provider = CustomTickCoordinatesProvider()
        provider.shift = 12
        axis.tickCoordinatesProvider = provider
        #expect(provider.axis === axis)
        let moved = Self.labels(surface)
        #expect(provider.seen.major == own.count && provider.seen.minor > 0)
        // The last label moves past the axis' end, which clips it.
        #expect(own["100"] != nil && Set(moved.keys) == Set(own.keys).subtracting(["100"]))
        for (text, x) in own where text != "100" {
            #expect(abs(moved[text]! - x - 12) < 0.01, "\(text): \(x) → \(moved[text]!)")
        }
    }

    @Test func aNaNCoordinateHidesItsTickAndLabel() {
        let axis = SCINumericAxis()
        let surface = Self.chart(axis)
        let own = Self.labels(surface)
        let provider = CustomTickCoordinatesProvider()
        provider.hidesFirst = true
        axis.tickCoordinatesProvider = provider
        let hidden = Self.labels(surface)
        #expect(hidden.count == own.count - 1 && hidden["0"] == nil && own["0"] != nil)
        // The default provider back: every label again.
        axis.tickCoordinatesProvider = SCIDefaultTickCoordinatesProvider()
        #expect(provider.axis == nil && Self.labels(surface).count == own.count)
    }

    @Test func aProviderThatEmptiesTheValueListsKeepsTheTicksAndBandsDrawn() {
        final class Emptying: SCIDefaultTickCoordinatesProvider {
            override func update() {
                super.update()
                tickCoordinates.majorTicks.clear()
                tickCoordinates.minorTicks.clear()
                tickCoordinates.majorTickCoordinates[1] = .nan
            }
        }
        let axis = SCINumericAxis()
        axis.drawMajorBands = true
        let surface = Self.chart(axis)
        let own = Self.labels(surface)
        let bandsBefore = surface.renderFrame().chartLayer.group(named: "grid")?.commands.count ?? 0
        #expect(bandsBefore > 0)
        axis.tickCoordinatesProvider = Emptying()
        let labels = Self.labels(surface)
        #expect(labels.count == own.count - 1, "one hidden, the others where they were")
        #expect((surface.renderFrame().chartLayer.group(named: "grid")?.commands.count ?? 0) == bandsBefore)
    }
}
