import Foundation
import SciChart
import Testing

/// Series of your own, as the guide "Custom RenderableSeries API" writes them.
@Suite struct CustomSeriesTests {
    typealias F = SeriesFixture

    /// The guide's series: its points drawn as point markers.
    class CustomRenderableSeries: SCIXyRenderableSeriesBase {
        override init() {
            super.init(
                renderPassData: SCIXyRenderPassData(), hitProvider: SCIPointMarkerHitProvider(),
                nearestPointProvider: SCINearestXyPointProvider())
        }

        override func internalDraw(
            with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!,
            renderPassData: ISCISeriesRenderPassData!
        ) {
            let renderPassDataToDraw = renderPassData as! SCIXyRenderPassData
            let xCoords = renderPassDataToDraw.xCoords
            let yCoords = renderPassDataToDraw.yCoords
            super.drawPointMarkers(
                with: renderContext, assetManager: assetManager, xCoords: xCoords, yCoords: yCoords)
        }
    }

    /// Columns with rounded tops, drawn from the column render pass data with the asset
    /// manager's brush and pen.
    final class RoundedColumns: SCIFastColumnRenderableSeries {
        override func internalDraw(
            with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!,
            renderPassData: ISCISeriesRenderPassData!
        ) {
            guard let columns = renderPassData as? SCIColumnRenderPassData else { return }
            let brush = assetManager.brush(withStyle: fillBrushStyle ?? SCISolidBrushStyle(color: .red))
            let pen = assetManager.pen(with: SCISolidPenStyle(color: .white, thickness: 1), andOpacity: 0.5)
            let half = columns.columnPixelWidth / 2
            let zero = Double(columns.zeroLineCoord)
            for index in 0..<columns.pointsCount {
                let x = Double(columns.xCoords.getValueAt(index))
                let top = Double(columns.yCoords.getValueAt(index))
                var path = SCIPath()
                path.move(to: CGPoint(x: x - half, y: zero))
                path.line(to: CGPoint(x: x - half, y: top + half))
                path.curve(
                    to: CGPoint(x: x + half, y: top + half),
                    control1: CGPoint(x: x - half, y: top - half / 3),
                    control2: CGPoint(x: x + half, y: top - half / 3))
                path.line(to: CGPoint(x: x + half, y: zero))
                path.close()
                renderContext.fillPath(path, brush: brush)
                renderContext.drawPath(path, pen: pen)
            }
            renderContext.drawText(
                "\(columns.pointsCount) columns", at: CGPoint(x: 4, y: 4),
                font: SCIFontStyle(fontSize: 10, textColor: .white))
        }
    }

    @Test("the guide's series draws its frame's points as markers and is hit at them")
    func markers() throws {
        let surface = F.surface()
        let series = CustomRenderableSeries()
        series.dataSeries = F.xy([2, 5, 8], [3, 6, 4])
        let marker = SCIEllipsePointMarker()
        marker.size = CGSize(width: 8, height: 8)
        series.pointMarker = marker
        surface.renderableSeries.add(series)
        let runs = F.commands(surface).compactMap { if case .markers(let run) = $0 { run } else { nil } }
        let centers = runs.flatMap { run in (0..<run.count).map { run.center(at: $0) } }
        for (x, y) in [(2.0, 3.0), (5, 6), (8, 4)] {
            let pixel = F.pixel(surface, x: x, y: y)
            #expect(
                centers.contains { abs($0.x - pixel.x) < 0.5 && abs($0.y - pixel.y) < 0.5 }, "marker at \(x)")
        }
        let pass = try #require(series.currentRenderPassData as? SCIXyRenderPassData)
        #expect(pass.pointsCount == 3 && pass.yValues.getValueAt(1) == 6)
        // Hit at a marker, missed between them (a line would be hit there).
        #expect(series.hitTest(at: F.pixel(surface, x: 5, y: 6), radius: 2).dataSeriesIndex == 1)
        #expect(!series.hitTest(at: F.pixel(surface, x: 3.5, y: 4.5), radius: 2).isHit)
    }

    @Test("a column series drawn its own way: the override replaces the built-in columns")
    func roundedColumns() throws {
        let surface = F.surface()
        let series = RoundedColumns()
        series.dataSeries = F.xy([2, 5, 8], [3, 6, 4])
        series.fillBrushStyle = SCISolidBrushStyle(color: 0xFF33_88FF)
        surface.renderableSeries.add(series)
        let commands = F.commands(surface)
        let curves = commands.compactMap { command -> SCIPath? in
            if case .fill(let path, _) = command { return path }
            return nil
        }
        #expect(
            curves.count == 3
                && curves.allSatisfy { $0.elements.contains { if case .curve = $0 { true } else { false } } })
        let strokes = commands.compactMap { if case .stroke(_, let stroke) = $0 { stroke } else { nil } }
        #expect(strokes.count == 3 && strokes.allSatisfy { $0.color.alpha == 128 || $0.color.alpha == 127 })
        #expect(commands.contains { if case .text(let run) = $0 { run.text == "3 columns" } else { false } })
        // The plain column series still draws its own columns.
        let plain = SCIFastColumnRenderableSeries()
        plain.dataSeries = F.xy([2, 5, 8], [3, 6, 4])
        let other = F.surface()
        other.renderableSeries.add(plain)
        #expect(F.fills(other).count == 1)
    }

    @Test("band and bar series of your own get both y values and the bars' prices")
    func bandsAndBars() throws {
        final class Ribbon: SCIXyyRenderableSeriesBase {
            override init() {
                super.init(
                    renderPassData: SCIXyyRenderPassData(), hitProvider: SCIDefaultHitProvider(),
                    nearestPointProvider: SCINearestXyPointProvider())
            }
            override func internalDraw(
                with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!,
                renderPassData: ISCISeriesRenderPassData!
            ) {
                let band = renderPassData as! SCIXyyRenderPassData
                let pen = assetManager.pen(withStyle: SCISolidPenStyle(color: .yellow, thickness: 2))
                renderContext.drawLines(xCoords: band.xCoords, yCoords: band.yCoords, pen: pen)
                renderContext.drawLines(xCoords: band.xCoords, yCoords: band.y1Coords, pen: pen)
            }
        }
        final class Ticks: SCIOhlcRenderableSeriesBase {
            override init() {
                super.init(
                    renderPassData: SCIOhlcRenderPassData(), hitProvider: SCIDefaultHitProvider(),
                    nearestPointProvider: SCINearestXyPointProvider())
            }
            override func internalDraw(
                with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!,
                renderPassData: ISCISeriesRenderPassData!
            ) {
                let bars = renderPassData as! SCIOhlcRenderPassData
                let brush = assetManager.brush(with: SCISolidBrushStyle(color: .green), andOpacity: 1)
                for index in 0..<bars.pointsCount {
                    let x = Double(bars.xCoords.getValueAt(index))
                    renderContext.fillRect(CGRect(x: x - 1, y: 0, width: 2, height: 2), brush: brush)
                }
            }
        }
        let surface = F.surface()
        let data = SCIXyyDataSeries()
        data.append(x: [1.0, 2, 3], y: [5.0, 6, 7], y1: [4.0, 3, 2])
        let ribbon = Ribbon()
        ribbon.dataSeries = data
        surface.renderableSeries.add(ribbon)
        #expect(F.strokes(surface).count == 2)
        let band = try #require(ribbon.currentRenderPassData as? SCIXyyRenderPassData)
        #expect(band.y1Values.getValueAt(2) == 2)
        #expect(abs(Double(band.y1Coords.getValueAt(0)) - F.pixel(surface, x: 1, y: 4).y) < 0.01)
        #expect(ribbon.hitTest(at: F.pixel(surface, x: 1.5, y: 5.5), radius: 3).isHit, "hit along its line")
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        bars.append(x: [1.0, 2], open: [5.0, 6], high: [7.0, 8], low: [4.0, 5], close: [6.0, 5])
        let ticks = Ticks()
        ticks.dataSeries = bars
        surface.renderableSeries.add(ticks)
        #expect(F.fills(surface, series: 1).count == 2)
        let pass = try #require(ticks.currentRenderPassData as? SCIOhlcRenderPassData)
        #expect(pass.pointsCount == 2 && abs(pass.highValues.getValueAt(1) - 8) < 1e-9)
    }

    /// The guide's marker of its own drawing.
    class EllipsePointMarker: SCIDrawablePointMarker {
        override func internalDraw(
            with renderContext: ISCIRenderContext2D!, at point: CGPoint, withStroke pen: ISCIPen2D!,
            andFill brush: ISCIBrush2D!
        ) {
            renderContext.drawEllipse(with: pen, brush: brush, andSize: self.size, at: point)
        }
    }

    @Test("a point marker of its own drawing is stamped at every point, its shape what it drew")
    func drawableMarker() throws {
        let surface = F.surface()
        let lineSeries = SCIFastLineRenderableSeries()
        lineSeries.dataSeries = F.xy([2, 5, 8], [3, 6, 4])
        let pointMarker = EllipsePointMarker()
        pointMarker.size = CGSize(width: 12, height: 8)
        pointMarker.fillStyle = SCISolidBrushStyle(color: .red)
        lineSeries.pointMarker = pointMarker
        surface.renderableSeries.add(lineSeries)
        let run = try #require(
            F.commands(surface).compactMap { if case .markers(let run) = $0 { run } else { nil } }.first)
        #expect(run.count == 3 && run.fill?.color == .red)
        let bounds = run.shape.bounds
        #expect(abs(bounds.width - 12) < 1e-6 && abs(bounds.height - 8) < 1e-6 && abs(bounds.midX) < 1e-6)
        // A marker that draws nothing leaves no shape; no trap at odd sizes.
        pointMarker.size = CGSize(width: CGFloat.nan, height: -3)
        _ = surface.renderDisplayList()
    }
}
