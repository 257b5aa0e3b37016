import Foundation
import Testing

@testable import SciChart

@Suite struct AxisGeometryTests {
    @Test func xTicksAndGridLinesAreDrawnAtTheirCoordinates() throws {
        let surface = Fixture.numericSurface()
        let area = surface.seriesAreaFrame
        let axis = surface.xAxes[0]
        let placement = try #require(surface.layout.placement(for: axis))
        let calc = axis.currentCoordinateCalculator
        let list = surface.renderDisplayList()
        let grid = try #require(list.group(named: "grid"))
        let gridXs = Set(
            grid.strokes.flatMap { $0.0.elements }.compactMap { element -> Double? in
                if case .move(let point) = element, point.y == area.minY { Double(point.x) } else { nil }
            })
        let tickPaths = try #require(list.group(named: "axis:\(axis.isXAxis ? "x" : "y"):\(axis.axisId)"))
            .strokes
        let tickXs = tickPaths.flatMap { $0.0.elements }.compactMap { element -> Double? in
            if case .move(let point) = element, point.y == area.maxY { Double(point.x) } else { nil }
        }
        #expect(placement.ticks.major.count >= 5)
        for value in placement.ticks.major {
            let expected = Double(area.minX) + calc.getCoordinate(value)
            #expect(gridXs.contains { abs($0 - expected) <= 0.5 }, "grid line at \(value)")
            #expect(tickXs.contains { abs($0 - expected) <= 0.5 }, "tick at \(value)")
        }
    }

    @Test func yLabelsAreCentredOnTheirTicks() throws {
        let surface = Fixture.numericSurface()
        let area = surface.seriesAreaFrame
        let axis = surface.yAxes[0]
        let placement = try #require(surface.layout.placement(for: axis))
        let runs = try #require(
            surface.renderDisplayList().group(named: "axis:\(axis.isXAxis ? "x" : "y"):\(axis.axisId)")
        ).textRuns
        for (value, label) in zip(placement.ticks.major, placement.ticks.labels) {
            let run = try #require(runs.first { $0.text == label })
            let expected = Double(area.minY) + axis.currentCoordinateCalculator.getCoordinate(value)
            let centre = Double(run.bounds.midY)
            #expect(abs(centre - expected) < 1.5, "label \(label)")
            #expect(Double(run.origin.x) > Double(area.maxX))
        }
    }

    @Test func labelTextMatchesTicks() throws {
        let surface = Fixture.numericSurface(x: SCIDoubleRange(min: 0, max: 100))
        let placement = try #require(surface.layout.placement(for: surface.xAxes[0]))
        #expect(placement.ticks.labels.contains("50"))
        let runs = surface.renderDisplayList().textRuns.map(\.text)
        #expect(runs.contains("50"))
    }

    @Test func layersAndGroupsAreOrdered() {
        let surface = Fixture.numericSurface()
        let frame = surface.renderFrame()
        #expect(frame.chartLayer.groupNames.prefix(4) == ["background", "grid", "series", "axes"])
        #expect(frame.overlayLayer.groupNames == ["annotations", "modifiers"])
    }

    @Test func textRunsAnchorByTheirBox() {
        let font = SCIFontStyle(fontSize: 10, textColor: .white)
        let centred = SCITextRun(
            text: "Hello", anchor: CGPoint(x: 100, y: 50), horizontal: .center, vertical: .center, font: font)
        #expect(abs(Double(centred.bounds.midX) - 100) < 1e-9)
        #expect(abs(Double(centred.bounds.midY) - 50) < 1e-9)
        let topRight = SCITextRun(
            text: "Hi", anchor: CGPoint(x: 100, y: 50), horizontal: .right, vertical: .top, font: font)
        #expect(abs(Double(topRight.bounds.maxX) - 100) < 1e-9)
        #expect(abs(Double(topRight.bounds.minY) - 50) < 1e-9)
    }

    @Test func textMetricsMatchDejaVuSans() {
        // DejaVu Sans advances: "0" is 1303 units and space 651 at 2048 units per em.
        #expect(abs(SCITextMetrics.width(of: "0", fontSize: 2048) - 1303) < 1e-9)
        #expect(abs(SCITextMetrics.width(of: " ", fontSize: 2048) - 651) < 1e-9)
        #expect(
            SCITextMetrics.width(of: "WWW", fontSize: 12, bold: true)
                > SCITextMetrics.width(of: "WWW", fontSize: 12))
        #expect(SCITextMetrics.width(of: "漢字", fontSize: 12) > 0)
        #expect(SCITextMetrics.width(of: "abc", fontSize: .nan) == 0)
    }
}

@Suite struct PathTests {
    @Test func nonFinitePointsLiftThePen() {
        var path = SCIPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.line(to: CGPoint(x: 10, y: 10))
        path.line(to: CGPoint(x: Double.nan, y: 5))
        path.line(to: CGPoint(x: 20, y: 20))
        path.line(to: CGPoint(x: 30, y: 10))
        #expect(
            path.elements == [
                .move(.zero), .line(CGPoint(x: 10, y: 10)), .move(CGPoint(x: 20, y: 20)),
                .line(CGPoint(x: 30, y: 10)),
            ])
    }

    @Test func hugeCoordinatesAreCapped() {
        var path = SCIPath()
        path.move(to: CGPoint(x: -1e300, y: 0))
        path.line(to: CGPoint(x: 1e300, y: 1e20))
        #expect(path.coordinates.allSatisfy { abs($0) <= Double.pixelLimit })
    }

    @Test func rectsAndEllipsesClose() {
        var path = SCIPath()
        path.addRect(CGRect(x: 10, y: 10, width: -5, height: 5))
        #expect(path.verbs == [.move, .line, .line, .line, .close])
        #expect(path.bounds == CGRect(x: 5, y: 10, width: 5, height: 5))
        var ellipse = SCIPath()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(ellipse.verbs.filter { $0 == .curve }.count == 4)
        #expect(ellipse.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
    }
}

@Suite struct SVGTests {
    @Test func markupInTitlesIsEscaped() {
        let surface = Fixture.numericSurface()
        surface.chartTitle = "<script>alert(\"x\") & 'y'</script>"
        surface.xAxes[0].axisTitle = "a < b & c > d"
        let svg = surface.renderSVG()
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;) &amp; &apos;y&apos;&lt;/script&gt;"))
        #expect(svg.contains("a &lt; b &amp; c &gt; d"))
    }

    @Test func controlCharactersAreDropped() {
        let run = SCITextRun(
            text: "a\u{0}b\u{1B}c\td", origin: .zero, fontSize: 10, isBold: false, color: .white)
        #expect(run.text == "abc d")
        #expect(SCISVGWriter.escape("x\u{0}y\u{FFFF}") == "xy")
    }

    @Test func outputIsDeterministic() {
        let first = Fixture.numericSurface().renderSVG()
        let second = Fixture.numericSurface().renderSVG()
        #expect(first == second)
        #expect(first.hasPrefix("<?xml"))
        #expect(!first.contains("nan") && !first.contains("inf"))
    }

    @Test func numbersAreLocaleFreeAndShort() {
        #expect(SCISVGWriter.number(1.0) == "1")
        #expect(SCISVGWriter.number(-0.004) == "0")
        #expect(SCISVGWriter.number(12.345) == "12.35")
        #expect(SCISVGWriter.number(Double.nan) == "0")
        #expect(SCISVGWriter.number(1e300) == "1000000")
    }

    @Test func clipsAndGroupsBalance() {
        var list = SCIDisplayList()
        list.pushClip(CGRect(x: 0, y: 0, width: 10, height: 10))
        list.beginGroup("a", opacity: 0.5)
        list.popClip()  // closes the group too
        list.endGroup()  // unbalanced: ignored
        list.beginGroup("open")
        let svg = SCISVGWriter.document(size: CGSize(width: 10, height: 10), background: .black, list: list)
        let opens = svg.components(separatedBy: "<g ").count - 1
        let closes = svg.components(separatedBy: "</g>").count - 1
        #expect(opens == closes)
        #expect(svg.contains("opacity=\"0.5\""))
    }
}
