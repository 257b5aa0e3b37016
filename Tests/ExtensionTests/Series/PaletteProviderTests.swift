import Foundation
import SciChart
import Testing

/// Three colours in turn, as the guide "Column Series" writes its palette.
final class ColumnsTripleColorPalette: SCIPaletteProviderBase<SCIFastColumnRenderableSeries>,
    ISCIFillPaletteProvider
{
    let colors = SCIUnsignedIntegerValues()
    let desiredColors: [UInt32] = [0xffa9_d34f, 0xfffc_9930, 0xffd6_3b3f]

    override init!(renderableSeriesType: AnyClass!) {
        super.init(renderableSeriesType: renderableSeriesType)
    }

    init() {
        super.init(renderableSeriesType: SCIFastColumnRenderableSeries.self)
    }

    override func update() {
        let count = renderableSeries.currentRenderPassData.pointsCount
        colors.count = count
        for i in 0..<count {
            colors.set(desiredColors[i % 3], at: i)
        }
    }

    var fillColors: SCIUnsignedIntegerValues! { return colors }
}

/// Red above a limit, green below, yellow between, for lines, markers and areas alike, as
/// the guide "PaletteProvider API" writes its shared provider.
final class LimitsPalette: SCIPaletteProviderBase<SCIXyRenderableSeriesBase>, ISCIStrokePaletteProvider,
    ISCIFillPaletteProvider, ISCIPointMarkerPaletteProvider
{
    let strokes = SCIUnsignedIntegerValues()
    let fills = SCIUnsignedIntegerValues()
    var strokeColors: SCIUnsignedIntegerValues! { strokes }
    var fillColors: SCIUnsignedIntegerValues! { fills }
    var pointMarkerColors: SCIUnsignedIntegerValues! { fills }
    let lower: Double
    let upper: Double
    /// How many colours to give at most (fewer than the points, to test the rest).
    var limit = Int.max
    var updates = 0

    init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
        super.init(renderableSeriesType: SCIXyRenderableSeriesBase.self)
    }

    override func update() {
        updates += 1
        let renderPassData = renderableSeries.currentRenderPassData as! SCIXyRenderPassData
        let count = min(renderPassData.pointsCount, limit)
        strokes.count = count
        fills.count = count
        let yValues = renderPassData.yValues!
        for i in 0..<count {
            let value = yValues.getValueAt(i)
            if value > upper {
                strokes.set(0xffff_0000, at: i)
                fills.set(0x99ff_0000, at: i)
            } else if value < lower {
                strokes.set(0xff00_ff00, at: i)
                fills.set(0x9900_ff00, at: i)
            } else {
                strokes.set(0xffff_ff00, at: i)
                fills.set(0x99ff_ff00, at: i)
            }
        }
    }
}

@Suite struct PaletteProviderTests {
    typealias F = SeriesFixture

    @Test("each column is filled in its point's colour")
    func columns() throws {
        let surface = F.surface()
        let columnSeries = SCIFastColumnRenderableSeries()
        columnSeries.dataSeries = F.xy([1, 2, 3, 4, 5, 6], [3, 4, 5, 6, 7, 8])
        columnSeries.paletteProvider = ColumnsTripleColorPalette()
        surface.renderableSeries.add(columnSeries)
        let fills = F.fills(surface)
        #expect(fills.map(\.1.color) == [0xffa9_d34f, 0xfffc_9930, 0xffd6_3b3f])
        // Columns 1 and 4 take the first colour, 2 and 5 the second, 3 and 6 the third.
        for (offset, (path, _)) in fills.enumerated() {
            let first = F.pixel(surface, x: Double(offset) + 1, y: 0).x
            let second = F.pixel(surface, x: Double(offset) + 4, y: 0).x
            #expect(abs(path.bounds.midX - (first + second) / 2) < 1)
        }
        let data = try #require(columnSeries.currentRenderPassData as? SCIColumnRenderPassData)
        #expect(data.pointsCount == 6 && data.columnPixelWidth > 0)
    }

    @Test("a line's segments take their start point's colour; markers their point's")
    func lineAndMarkers() throws {
        let surface = F.surface()
        let palette = LimitsPalette(lower: 3, upper: 7)
        let lineSeries = SCIFastLineRenderableSeries()
        lineSeries.paletteProvider = palette
        lineSeries.dataSeries = F.xy([1, 2, 3, 4, 5], [2, 5, 8, 9, 5])
        lineSeries.strokeStyle = SCISolidPenStyle(colorCode: 0xFF27_9B27, thickness: 1.0)
        let marker = SCIEllipsePointMarker()
        marker.fillStyle = SCISolidBrushStyle(color: .blue)
        lineSeries.pointMarker = marker
        surface.renderableSeries.add(lineSeries)
        let strokes = F.commands(surface).compactMap { command -> (SCIPath, SCIColor)? in
            if case .stroke(let path, let stroke) = command { return (path, stroke.color) }
            return nil
        }
        // Green from 1 to 2, yellow from 2 to 3, red from 3 to 5.
        #expect(strokes.map(\.1) == [0xff00_ff00, 0xffff_ff00, 0xffff_0000])
        #expect(strokes.map { $0.0.points.count } == [2, 2, 3])
        let markers = F.commands(surface).compactMap { command -> SCIMarkerRun? in
            if case .markers(let run) = command { return run }
            return nil
        }
        #expect(markers.map { $0.fill?.color } == [0x9900_ff00, 0x99ff_ff00, 0x99ff_0000])
        #expect(markers.map(\.count) == [1, 2, 2])
        #expect(palette.updates >= 1)
    }

    @Test("one provider shared by a line, a scatter and a mountain colours each")
    func shared() {
        let surface = F.surface()
        let palette = LimitsPalette(lower: 3, upper: 7)
        let line = SCIFastLineRenderableSeries()
        let scatter = SCIXyScatterRenderableSeries()
        let mountain = SCIFastMountainRenderableSeries()
        for (series, offset) in [(line, 0.0), (scatter, 1), (mountain, 2)]
            as [(SCIRenderableSeriesBase, Double)]
        {
            series.paletteProvider = palette
            series.dataSeries = F.xy([1, 2, 3, 4].map { $0 + offset }, [2, 8, 8, 2])
            surface.renderableSeries.add(series)
        }
        let markerColors = F.commands(surface, series: 1).compactMap { command -> SCIColor? in
            if case .markers(let run) = command { return run.fill?.color }
            return nil
        }
        #expect(Set(markerColors) == [0x9900_ff00, 0x99ff_0000])
        let areaColors = F.fills(surface, series: 2).map(\.1.color)
        #expect(
            areaColors == [0x9900_ff00, 0x99ff_0000],
            "each stretch in its start point's colour: green from 2 to 8, red after")
    }

    @Test("candles filled by a rule; fewer colours than points keep the series' own for the rest")
    func candlesAndShortLists() throws {
        final class BigMoves: SCIPaletteProviderBase<SCIFastCandlestickRenderableSeries>,
            ISCIFillPaletteProvider
        {
            let colors = SCIUnsignedIntegerValues()
            var fillColors: SCIUnsignedIntegerValues! { colors }
            init() { super.init(renderableSeriesType: SCIFastCandlestickRenderableSeries.self) }
            override func update() {
                let bars = renderableSeries.currentRenderPassData as! SCIOhlcRenderPassData
                colors.count = bars.pointsCount
                for i in 0..<bars.pointsCount {
                    let move = abs(bars.closeValues.getValueAt(i) - bars.openValues.getValueAt(i))
                    colors.set(move > 2 ? 0xFFFF_00FF : 0xFF80_8080, at: i)
                }
            }
        }
        let surface = F.surface()
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: 2, open: 3, high: 7, low: 2, close: 6)
        data.append(x: 4, open: 6, high: 7, low: 5, close: 5.5)
        data.append(x: 6, open: 5, high: 9, low: 4, close: 8.5)
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = data
        candles.paletteProvider = BigMoves()
        surface.renderableSeries.add(candles)
        let bodies = F.fills(surface)
        #expect(bodies.map(\.1.color).sorted(by: { $0.argb < $1.argb }) == [0xFF80_8080, 0xFFFF_00FF])
        let magenta = try #require(bodies.first { $0.1.color == 0xFFFF_00FF })
        #expect(magenta.0.elements.filter { if case .move = $0 { true } else { false } }.count == 2)

        let line = SCIFastLineRenderableSeries()
        let palette = LimitsPalette(lower: 3, upper: 7)
        palette.limit = 1
        line.paletteProvider = palette
        line.strokeStyle = SCISolidPenStyle(color: 0xFF12_3456, thickness: 1)
        line.dataSeries = F.xy([1, 2, 3], [9, 9, 9])
        let lineSurface = F.surface()
        lineSurface.renderableSeries.add(line)
        let colors = F.strokes(lineSurface).count
        #expect(colors == 2, "the first segment red, the rest in the series' pen")
    }

    @Test("a provider for another kind of series colours nothing; a dense line is coloured after resampling")
    func wrongKindAndDense() {
        let surface = F.surface(x: 0...100_000, y: -2...2)
        let line = SCIFastLineRenderableSeries()
        line.paletteProvider = ColumnsTripleColorPalette()
        line.strokeStyle = SCISolidPenStyle(color: 0xFF12_3456, thickness: 1)
        let xs = (0..<100_000).map(Double.init)
        line.dataSeries = F.xy(xs, xs.map { sin($0 / 500) })
        surface.renderableSeries.add(line)
        #expect(
            F.commands(surface).allSatisfy {
                if case .stroke(_, let s) = $0 { s.color == 0xFF12_3456 } else { true }
            })
        let palette = LimitsPalette(lower: -0.5, upper: 0.5)
        line.paletteProvider = palette
        _ = F.commands(surface)
        let drawn = line.currentRenderPassData.pointsCount
        #expect(drawn > 0 && drawn <= 4 * 400 + 8, "the points drawn, a few a device column, not 100,000")
    }
}

extension PaletteProviderTests {
    @Test("a band's two lines take the palette's stroke colours; its fills keep their brushes")
    func band() {
        final class Above: SCIPaletteProviderBase<SCIXyyRenderableSeriesBase>, ISCIStrokePaletteProvider {
            let colors = SCIUnsignedIntegerValues()
            var strokeColors: SCIUnsignedIntegerValues! { colors }
            init() { super.init(renderableSeriesType: SCIXyyRenderableSeriesBase.self) }
            override func update() {
                let data = renderableSeries.currentRenderPassData as! SCIXyyRenderPassData
                colors.count = data.pointsCount
                for i in 0..<data.pointsCount {
                    let above = data.yValues.getValueAt(i) > data.y1Values.getValueAt(i)
                    colors.set(above ? 0xFF00_FF00 : 0xFFFF_0000, at: i)
                }
            }
        }
        let surface = SeriesFixture.surface()
        let data = SCIXyyDataSeries(xType: .double, yType: .double)
        data.append(x: [1, 2, 3, 4], y: [2, 8, 8, 2], y1: [5, 5, 5, 5])
        let band = SCIFastBandRenderableSeries()
        band.dataSeries = data
        band.fillBrushStyle = SCISolidBrushStyle(color: 0x3300_00FF)
        band.paletteProvider = Above()
        surface.renderableSeries.add(band)
        let strokeColors = SeriesFixture.commands(surface).compactMap { command -> SCIColor? in
            if case .stroke(_, let stroke) = command { return stroke.color }
            return nil
        }
        // y: red from 1 to 2, green from 2 to 4; y1 the same by its points' colours.
        #expect(strokeColors == [0xFFFF_0000, 0xFF00_FF00, 0xFFFF_0000, 0xFF00_FF00])
        #expect(SeriesFixture.fills(surface).contains { $0.1.color == 0x3300_00FF })
    }
}
