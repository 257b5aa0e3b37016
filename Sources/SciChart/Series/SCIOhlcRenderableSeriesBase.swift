import Foundation

/// The base of candlestick and OHLC series: up and down pens, bar width, and the bar
/// geometry, aggregated per device-pixel column when bars outnumber pixels.
open class SCIOhlcRenderableSeriesBase: SCIRenderableSeriesBase {
    /// The pen of rising bars (close at or above open); `nil` takes the theme's up colour.
    public var strokeUpStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The pen of falling bars; `nil` takes the theme's down colour.
    public var strokeDownStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The bar width as a fraction of the bar spacing, `0...1` (default 0.7).
    public var dataPointWidth = 0.7 { didSet { invalidate() } }

    /// A series that draws itself by overriding `draw` (the built-in ones).
    public override init() {
        super.init()
    }

    /// A series of your own that draws `renderPassData` (the frame's bars) in
    /// ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)``, hit and
    /// read as the providers say.
    public init(
        renderPassData: SCIOhlcRenderPassData, hitProvider: ISCIHitProvider,
        nearestPointProvider: ISCINearestPointProvider
    ) {
        super.init()
        customDrawing = CustomDrawing(
            renderPassData: renderPassData, hitProvider: hitProvider,
            nearestPointProvider: nearestPointProvider)
    }

    /// Fills the render pass data with the frame's bars (each device column's when dense)
    /// and calls ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)``.
    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        guard let pass = customDrawing?.renderPassData as? SCIOhlcRenderPassData, data.columnCount >= 5 else {
            return
        }
        drawCustom(
            load(pass, bars: bars(data, context: context), context: context), context: context, into: &list)
    }

    /// "bars".
    open override var kindDescription: String { "bars" }

    /// Bars: the crosshair and the values line follow them.
    open override var drawsBars: Bool { true }

    /// The close.
    open override var valueColumn: Int { SCISeriesDataView.close }

    /// "close".
    open override var valueName: String { "close" }

    /// A rising and a falling bar in the up and down pens' colours (the theme's by default).
    open override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .upDown(up: strokeUpStyle?.color ?? theme.upColor, down: strokeDownStyle?.color ?? theme.downColor)
    }

    /// The bar's open, high, low and close (none when the data holds no bars).
    open override func snapValues(_ data: SCISeriesDataView, at index: Int) -> [Double] {
        guard data.columnCount > SCISeriesDataView.close else { return [] }
        return [
            SCISeriesDataView.open, SCISeriesDataView.high, SCISeriesDataView.low, SCISeriesDataView.close,
        ].map {
            data.value(column: $0, at: index)
        }
    }

    /// ``SCIDefaultOhlcSeriesInfoProvider``.
    open override func makeSeriesInfoProvider() -> ISCISeriesInfoProvider {
        SCIDefaultOhlcSeriesInfoProvider()
    }

    override func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        BarExtent.padded(
            super.xDataRange(onCategoryAxis: onCategoryAxis), series: dataSeries, category: onCategoryAxis)
    }

    /// The up and down pens to draw with.
    /// The up and down pens to draw with, with mitred joins: bars are rectangles and straight
    /// segments, whose corners are square (and which backends stroke fastest that way).
    func strokes(_ context: SCISeriesRenderContext) -> (up: SCIStroke?, down: SCIStroke?) {
        func mitred(_ stroke: SCIStroke?) -> SCIStroke? {
            stroke.map {
                SCIStroke(
                    color: $0.color, width: $0.width, dashes: $0.dashes, antialias: $0.antialias,
                    lineJoin: .miter)
            }
        }
        return (
            mitred(
                SCIStroke(
                    strokeUpStyle ?? SCISolidPenStyle(color: context.theme.upColor), opacity: context.opacity)
            ),
            mitred(
                SCIStroke(
                    strokeDownStyle ?? SCISolidPenStyle(color: context.theme.downColor),
                    opacity: context.opacity))
        )
    }

    /// The visible bars as pixels, aggregated per device column when dense; cached.
    func bars(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> BarPixels {
        let key = cacheKey(data, context, variant: dataPointWidth)
        return SeriesGeometryStore.value(in: context.geometry, for: key) {
            let indices = context.visibleIndices(of: data)
            if aggregates(indices.count, context) {
                return BarPixels.aggregate(
                    data, indices: indices, fraction: dataPointWidth, context: context)
            }
            return BarPixels.make(data, indices: indices, fraction: dataPointWidth, context: context)
        }
    }

    /// The palette's colours for the drawn `bars` (`nil` without a palette provider).
    func paletteColors(_ bars: BarPixels, context: SCISeriesRenderContext) -> PaletteColors? {
        paletteColors { load(SCIOhlcRenderPassData(), bars: bars, context: context) }
    }

    /// `pass` filled with the drawn `bars`: their prices as drawn, coordinates and indices.
    func load(_ pass: SCIOhlcRenderPassData, bars: BarPixels, context: SCISeriesRenderContext)
        -> SCIOhlcRenderPassData
    {
        pass.clear()
        pass.candleWidth = bars.width
        func value(_ pixel: Double) -> Double {
            context.yCalculator.getDataValue(pixel - Double(context.area.minY))
        }
        for position in 0..<bars.count {
            let index = bars.indices[position]
            pass.xValues.add(context.dataX(atPixel: bars.x[position]))
            pass.openValues.add(value(bars.open[position]))
            pass.highValues.add(value(bars.high[position]))
            pass.lowValues.add(value(bars.low[position]))
            pass.yValues.add(value(bars.close[position]))
            pass.xCoords.add(Float(bars.x[position]))
            pass.yCoords.add(Float(bars.close[position]))
            pass.indices.add(Int32(clamping: index))
        }
        return pass
    }

    /// The candidates of a hit test, as bars and the positions in them to read: on sorted or
    /// categorical data, the bars near the pointer, from the drawn (cached) bars when they
    /// were aggregated per column (see ``DrawnWindow``) and from the data otherwise; on
    /// unsorted data, all the drawn bars.
    func hitBars(_ data: SCISeriesDataView, point: CGPoint, radius: Double, context: SCISeriesRenderContext)
        -> (bars: BarPixels, positions: Range<Int>)
    {
        let drawn = bars(data, context: context)
        guard data.isSorted || context.isCategory else { return (drawn, 0..<drawn.count) }
        guard drawn.isAggregated else {
            let indices = context.indices(near: Double(point.x), radius: radius, of: data)
            let exact = BarPixels.make(data, indices: indices, fraction: dataPointWidth, context: context)
            return (exact, 0..<exact.count)
        }
        let range = DrawnWindow.range(around: point, radius: radius + drawn.width / 2)
        return (drawn, DrawnWindow.positions(of: range, in: drawn.x))
    }
}

/// How a bar looks: rising or falling, and its palette colours (`nil` for the series' own).
struct BarLook: Hashable {
    var rising: Bool
    var fill: SCIColor?
    var stroke: SCIColor?

    init(rising: Bool, fill: SCIColor? = nil, stroke: SCIColor? = nil) {
        self.rising = rising
        self.fill = fill
        self.stroke = stroke
    }
}
