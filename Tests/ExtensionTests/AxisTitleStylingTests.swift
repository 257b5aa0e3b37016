import Foundation
import SciChart
import Testing

/// Axis titles and tick labels placed, aligned and turned, in the shape of SciChart's guide
/// "Axis Styling - Title and Labels".
@Suite struct AxisTitleStylingTests {
    /// The text run `text` in group `name`.
    static func run(_ surface: SCIChartSurface, _ name: String, _ text: String) -> SCITextRun? {
        surface.renderDisplayList().group(named: name)?.textRuns.first { $0.text == text }
    }

    @Test func titlesMoveInsideToTheirSideAndAlongTheAxis() throws {
        let surface = AxisLabelProviderTests.chart(
            x: SCINumericAxis(), y: SCINumericAxis(), xs: [0, 1, 2], ys: [0, 5, 10])
        let yLeftAxis = surface.yAxes[0]
        yLeftAxis.axisAlignment = .left
        yLeftAxis.axisTitle = "Left Axis"
        yLeftAxis.titleStyle = SCIFontStyle(fontSize: 18, andTextColorCode: 0xFFFC_9C29)
        yLeftAxis.tickLabelStyle = SCIFontStyle(fontSize: 12, andTextColorCode: 0xFFFC_9C29)
        let name = "axis:y:DefaultAxisId"
        let outside = try #require(Self.run(surface, name, "Left Axis"))
        let band = try #require(surface.currentLayout.axisFrame(for: yLeftAxis))
        #expect(outside.rotation == -90 && abs(outside.bounds.minX - band.minX) < 30)
        let areaBefore = surface.currentLayout.seriesArea

        yLeftAxis.axisTitleAlignment = .top
        yLeftAxis.axisTitlePlacement = .inside
        yLeftAxis.axisTitleMargins = UIEdgeInsets(top: 5, left: 20, bottom: 0, right: 0)
        let inside = try #require(Self.run(surface, name, "Left Axis"))
        let area = surface.currentLayout.seriesArea
        #expect(area.width > areaBefore.width, "a title inside takes no room beside the area")
        // Turned, inside the area 20 points from its edge, its top end 5 points below the top.
        #expect(abs(inside.origin.x - (area.minX + 20)) < 30 && inside.origin.x > area.minX)
        let top = try #require(surface.currentLayout.axisFrame(for: yLeftAxis)).minY
        #expect(abs(inside.origin.y - (top + 5 + inside.width)) < 1, "reads upwards from its origin")

        yLeftAxis.axisTitlePlacement = .right
        yLeftAxis.axisTitleOrientation = .horizontal
        yLeftAxis.axisTitleAlignment = .bottom
        let level = try #require(Self.run(surface, name, "Left Axis"))
        let laidOut = try #require(surface.currentLayout.axisFrame(for: yLeftAxis))
        #expect(level.rotation == 0)
        #expect(level.bounds.maxX <= laidOut.maxX && level.bounds.maxY <= laidOut.maxY + 1)
        // Between the ticks and the labels: every label lies left of the title.
        let labels =
            surface.renderDisplayList().group(named: name)?.textRuns.filter { $0.text != "Left Axis" } ?? []
        #expect(!labels.isEmpty && labels.allSatisfy { $0.bounds.maxX <= level.bounds.minX + 1 })
    }

    @Test func turnedTickLabelsTakeTheRoomTheyNeed() throws {
        let xAxis = SCINumericAxis()
        let surface = AxisLabelProviderTests.chart(
            x: xAxis, y: SCINumericAxis(), xs: [0, 1_000_000, 2_000_000], ys: [0, 5, 10])
        let level = try #require(surface.currentLayout.axisFrame(for: xAxis)).height
        xAxis.axisTickLabelStyle = SCIAxisTickLabelStyle(
            alignment: .center, margins: .zero, andRotationAngle: 45)
        let band = try #require(surface.currentLayout.axisFrame(for: xAxis))
        #expect(band.height > level + 10)
        let runs = surface.renderDisplayList().group(named: "axis:x:DefaultAxisId")?.textRuns ?? []
        #expect(!runs.isEmpty && runs.allSatisfy { $0.rotation == 45 })
        let nan = SCIAxisTickLabelStyle(alignment: .left, margins: .zero, andRotationAngle: .nan)
        #expect(nan.rotationAngle == 0)
    }
}
