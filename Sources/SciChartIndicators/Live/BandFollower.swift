import SciChart

extension SCIIndicators {
    /// A band series (for `SCIFastBandRenderableSeries`) whose y and y1 values are those of
    /// `y` and `y1` row by row, kept so as they change: rows appended to both are appended
    /// to the band, rows updated in either are updated in it, and any other change builds
    /// it again. Made for two outputs of indicators (Bollinger's upper and lower bands,
    /// MACD and its signal), which share their x values and FIFO capacity; the band takes
    /// the x values of `y`, its x type and the smaller of the two capacities (read again
    /// whenever it is built again, as after a capacity change).
    ///
    /// ```swift
    /// let bands = SCIBollingerIndicator(source: prices)
    /// let band = SCIFastBandRenderableSeries()
    /// band.dataSeries = SCIIndicators.band(bands.upper, bands.lower, name: "BB (20, 2)")
    /// ```
    public static func band(_ y: SCIXyDataSeries, _ y1: SCIXyDataSeries, name: String? = nil)
        -> SCIXyyDataSeries
    {
        let band = SCIXyyDataSeries(xType: y.xType, yType: .double)
        band.seriesName = name
        let follower = BandFollower(band: band, y: y, y1: y1)
        // Following first, then built: a row appended meanwhile is not missed.
        _ = y.addObserver { _, update in follower.changed(update, inY1: false) }
        _ = y1.addObserver { _, update in follower.changed(update, inY1: true) }
        follower.rebuild()
        return band
    }
}

/// Keeps a band series equal to two x-y series row by row (see ``SCIIndicators/band(_:_:name:)``).
/// The two series are held weakly (their observers hold the follower).
///
/// Rows are matched by their place among all the rows ever appended to each series (the
/// outputs of one indicator are appended together), and the band takes a row once both series
/// have it. What the band has taken is a mark of appended rows per series, read in one look
/// with the rows, so a change heard late (appends on another thread while the band is built)
/// is neither missed nor taken twice.
private final class BandFollower: Sendable {
    /// How many rows of all ever appended to each series the band holds up to.
    private struct Marks {
        var y: UInt64 = 0
        var y1: UInt64 = 0
    }

    private let band: SCIXyyDataSeries
    private nonisolated(unsafe) weak var y: SCIXyDataSeries?
    private nonisolated(unsafe) weak var y1: SCIXyDataSeries?
    private let marks = Locked(Marks())

    init(band: SCIXyyDataSeries, y: SCIXyDataSeries, y1: SCIXyDataSeries) {
        self.band = band
        self.y = y
        self.y1 = y1
    }

    /// Follows `update` of `y1` (or of `y`).
    func changed(_ update: SCIDataSeriesUpdate, inY1: Bool) {
        guard let y, let y1 else { return }
        marks.withLock { marks in
            switch update.kind {
            case .appended:
                take(&marks, y, y1)
            case .updated where y.count == y1.count && band.count == y.count:
                let rows = update.startIndex..<min(update.startIndex + update.count, band.count)
                let ys = y.yValues(in: rows)
                let y1s = y1.yValues(in: rows)
                for (offset, index) in rows.enumerated() where offset < ys.count && offset < y1s.count {
                    band.update(y: ys[offset], y1: y1s[offset], at: index)
                }
            default:
                rebuild(&marks, y, y1)
            }
        }
    }

    /// Builds the band again from both series.
    func rebuild() {
        guard let y, let y1 else { return }
        marks.withLock { rebuild(&$0, y, y1) }
    }

    /// Takes the rows both series have appended since the band's marks; builds the band again
    /// when a series dropped rows the band had not taken yet.
    private func take(_ marks: inout Marks, _ y: SCIXyDataSeries, _ y1: SCIXyDataSeries) {
        let fromY = y.indicatorBars(appendedSince: marks.y)
        let fromY1 = y1.indicatorBars(appendedSince: marks.y1)
        guard !fromY.missed, !fromY1.missed else { return rebuild(&marks, y, y1) }
        let ready = min(fromY.bars.count, fromY1.bars.count)
        guard ready > 0 else { return }
        band.append(
            x: fromY.bars.prefix(ready).map(\.x), y: fromY.bars.prefix(ready).map(\.close),
            y1: fromY1.bars.prefix(ready).map(\.close))
        marks.y += UInt64(ready)
        marks.y1 += UInt64(ready)
    }

    private func rebuild(_ marks: inout Marks, _ y: SCIXyDataSeries, _ y1: SCIXyDataSeries) {
        band.clear()
        let capacity = [y.fifoCapacity, y1.fifoCapacity].compactMap { $0 }.min()
        if band.fifoCapacity != capacity { band.fifoCapacity = capacity }
        let allY = y.indicatorBars(appendedSince: nil)
        let allY1 = y1.indicatorBars(appendedSince: nil)
        // The rows both hold, by their place among all the rows ever appended to each.
        let firstY = allY.mark - UInt64(allY.bars.count)
        let firstY1 = allY1.mark - UInt64(allY1.bars.count)
        let start = max(firstY, firstY1)
        let end = min(allY.mark, allY1.mark)
        marks = Marks(y: max(end, firstY), y1: max(end, firstY1))
        guard end > start else { return }
        let ys = allY.bars[Int(start - firstY)..<Int(end - firstY)]
        let y1s = allY1.bars[Int(start - firstY1)..<Int(end - firstY1)]
        band.append(x: ys.map(\.x), y: ys.map(\.close), y1: y1s.map(\.close))
    }
}
