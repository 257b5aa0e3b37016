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
private final class BandFollower: Sendable {
    /// Rows appended to each series that the band has not taken yet (a row is taken once
    /// both have it).
    private struct Pending {
        var y = 0
        var y1 = 0
    }

    private let band: SCIXyyDataSeries
    private nonisolated(unsafe) weak var y: SCIXyDataSeries?
    private nonisolated(unsafe) weak var y1: SCIXyDataSeries?
    private let pending = Locked(Pending())

    init(band: SCIXyyDataSeries, y: SCIXyDataSeries, y1: SCIXyDataSeries) {
        self.band = band
        self.y = y
        self.y1 = y1
    }

    /// Follows `update` of `y1` (or of `y`).
    func changed(_ update: SCIDataSeriesUpdate, inY1: Bool) {
        guard let y, let y1 else { return }
        pending.withLock { pending in
            switch update.kind {
            case .appended:
                if inY1 { pending.y1 += update.count } else { pending.y += update.count }
                let ready = min(pending.y, pending.y1)
                guard ready > 0 else { return }
                let yStart = y.count - pending.y
                let y1Start = y1.count - pending.y1
                guard yStart >= 0, y1Start >= 0 else { return rebuild(&pending) }
                band.append(
                    x: y.xValues(in: yStart..<yStart + ready), y: y.yValues(in: yStart..<yStart + ready),
                    y1: y1.yValues(in: y1Start..<y1Start + ready))
                pending.y -= ready
                pending.y1 -= ready
            case .updated
            where pending.y == 0 && pending.y1 == 0 && y.count == y1.count && band.count == y.count:
                let rows = update.startIndex..<min(update.startIndex + update.count, band.count)
                let ys = y.yValues(in: rows)
                let y1s = y1.yValues(in: rows)
                for (offset, index) in rows.enumerated() where offset < ys.count && offset < y1s.count {
                    band.update(y: ys[offset], y1: y1s[offset], at: index)
                }
            default:
                rebuild(&pending)
            }
        }
    }

    /// Builds the band again from both series.
    func rebuild() {
        pending.withLock { rebuild(&$0) }
    }

    private func rebuild(_ pending: inout Pending) {
        pending = Pending()
        band.clear()
        guard let y, let y1 else { return }
        let capacity = [y.fifoCapacity, y1.fifoCapacity].compactMap { $0 }.min()
        if band.fifoCapacity != capacity { band.fifoCapacity = capacity }
        let rows = 0..<min(y.count, y1.count)
        // Rows one series has and the other not yet are taken when the other appends them.
        pending = Pending(y: y.count - rows.count, y1: y1.count - rows.count)
        band.append(x: y.xValues(in: rows), y: y.yValues(in: rows), y1: y1.yValues(in: rows))
    }
}
