import Foundation

/// The points a series draws in one frame, as a palette provider or a series of your own
/// reads them (``SCIRenderableSeriesBase/currentRenderPassData``): after resampling, so
/// dense data give a few points a device column, each with its data index.
public protocol ISCISeriesRenderPassData: AnyObject {
    /// The number of points drawn.
    var pointsCount: Int { get }
    /// The data index of each point drawn.
    var indices: SCIIntegerValues! { get }
}

/// The points an x-y series draws in one frame: their data values, their drawing-space
/// coordinates (the x axis runs horizontally; on a vertical chart, mirrored across the
/// diagonal) and their data indices, position by position.
open class SCIXyRenderPassData: ISCISeriesRenderPassData {
    /// The x value of each point (seconds since 1970 for dates).
    public internal(set) var xValues: SCIDoubleValues! = SCIDoubleValues()
    /// The y value of each point.
    public internal(set) var yValues: SCIDoubleValues! = SCIDoubleValues()
    /// The drawing-space x of each point.
    public internal(set) var xCoords: SCIFloatValues! = SCIFloatValues()
    /// The drawing-space y of each point.
    public internal(set) var yCoords: SCIFloatValues! = SCIFloatValues()
    /// The data index of each point (indices past `Int32.max` read as `Int32.max`).
    public internal(set) var indices: SCIIntegerValues! = SCIIntegerValues()

    /// Empty render pass data.
    public init() {}

    /// The number of points drawn.
    public var pointsCount: Int { indices.count }

    /// The points of `pixels` with their values in `yColumn` of `data`.
    init(_ pixels: SCISeriesPixels, data: SCISeriesDataView, yColumn: Int = SCISeriesDataView.y) {
        load(pixels, data: data, yColumn: yColumn)
    }

    /// Empties every list, for a frame to fill again.
    func clear() {
        for list in [xValues, yValues] { list?.clear() }
        for list in [xCoords, yCoords] { list?.clear() }
        indices.clear()
    }

    func load(_ pixels: SCISeriesPixels, data: SCISeriesDataView, yColumn: Int) {
        let count = pixels.count
        let xs = data.column(SCISeriesDataView.x)
        let ys = data.column(min(yColumn, data.columnCount - 1))
        // Sized once, then written in place.
        for list in [xValues, yValues] { list?.count = count }
        for list in [xCoords, yCoords] { list?.count = count }
        indices.count = count
        guard xValues.count == count, yValues.count == count, xCoords.count == count, yCoords.count == count,
            indices.count == count
        else { return }
        let (xValue, yValue, xCoord, yCoord, index) = (
            xValues.itemsArray, yValues.itemsArray, xCoords.itemsArray, yCoords.itemsArray, indices.itemsArray
        )
        for position in 0..<count {
            let row = pixels.indices[position]
            let inside = row >= 0 && row < xs.count
            xValue[position] = inside ? xs[row] : .nan
            yValue[position] = inside && row < ys.count ? ys[row] : .nan
            xCoord[position] = Float(pixels.xs[position])
            yCoord[position] = Float(pixels.ys[position])
            index[position] = Int32(clamping: row)
        }
    }
}

/// The columns a column series draws in one frame: its points and the columns' width.
open class SCIColumnRenderPassData: SCIXyRenderPassData {
    /// The width of each column, in points.
    public internal(set) var columnPixelWidth: Double = 0
    /// The drawing-space y of the value the columns start from.
    public internal(set) var zeroLineCoord: Float = 0
}

/// The points a band series draws in one frame: its x-y points and their second values.
open class SCIXyyRenderPassData: SCIXyRenderPassData {
    /// The y1 value of each point.
    public internal(set) var y1Values: SCIDoubleValues! = SCIDoubleValues()
    /// The drawing-space y of each point's y1.
    public internal(set) var y1Coords: SCIFloatValues! = SCIFloatValues()

    override func clear() {
        super.clear()
        y1Values.clear()
        y1Coords.clear()
    }

    /// The y1 values and coordinates of the points already loaded, from column `column` of
    /// `data`.
    func loadY1(_ data: SCISeriesDataView, column: Int, context: SCISeriesRenderContext) {
        y1Values.clear()
        y1Coords.clear()
        let y1s = data.column(column)
        for position in 0..<indices.count {
            let index = Int(indices.getValueAt(position))
            let y1 = index >= 0 && index < y1s.count ? y1s[index] : .nan
            y1Values.add(y1)
            y1Coords.add(Float(context.pixelY(y1)))
        }
    }
}

/// The bubbles a bubble series draws in one frame: its x-y points and their sizes.
open class SCIXyzRenderPassData: SCIXyRenderPassData {
    /// The z value of each point.
    public internal(set) var zValues: SCIDoubleValues! = SCIDoubleValues()
}

/// The bars an OHLC or candlestick series draws in one frame: each bar's prices as drawn
/// (per device column when dense: the first open, the highest high, the lowest low and the
/// last close), their drawing-space coordinates, and the first bar's data index. The y
/// values (``SCIXyRenderPassData/yValues``) are the closes.
open class SCIOhlcRenderPassData: SCIXyRenderPassData {
    /// The open of each bar.
    public internal(set) var openValues: SCIDoubleValues! = SCIDoubleValues()
    /// The high of each bar.
    public internal(set) var highValues: SCIDoubleValues! = SCIDoubleValues()
    /// The low of each bar.
    public internal(set) var lowValues: SCIDoubleValues! = SCIDoubleValues()
    /// The close of each bar.
    public var closeValues: SCIDoubleValues! { yValues }
    /// The width of each bar, in points.
    public internal(set) var candleWidth: Double = 0

    override func clear() {
        super.clear()
        for list in [openValues, highValues, lowValues] { list?.clear() }
    }
}
