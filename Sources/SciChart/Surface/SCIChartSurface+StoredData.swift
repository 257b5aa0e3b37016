import Foundation

extension SCIChartSurface {
    /// Tells each series shown whose points follow the viewport (a database series) its viewport (the x axis' range and a column per
    /// device pixel across it); returns whether any changed its points.
    func prepareStoredSeries(_ frame: SCIChartLayout) -> Bool {
        var changed = false
        for entry in frame.frameSeries where entry.isVisible {
            guard let data = entry.series.dataSeries as? any ViewportFedSeries,
                let axis = frame.xAxis(withId: entry.series.xAxisId), !axis.isCategoryAxis,
                let calculator = frame.calculator(for: axis)
            else { continue }
            let columns = (calculator.viewportLength * storedDataScale).rounded(.up)
            let range = SCIDoubleRange(min: calculator.visibleMin, max: calculator.visibleMax)
            guard columns >= 1, columns <= 1_048_576, range.min.isFinite, range.max.isFinite,
                range.max >= range.min
            else { continue }
            changed = data.prepare(M4Request(range: range, columns: Int(columns))) || changed
        }
        return changed
    }

    /// Notes the scale of the frame about to be built: database series read one column per
    /// device pixel, so a new scale lays out again.
    func noteStoredDataScale(_ scale: Double) {
        guard scale != storedDataScale else { return }
        storedDataScale = scale
        if allRenderableSeries.contains(where: { $0.dataSeries is any ViewportFedSeries }) {
            invalidateLayout()
        }
    }

    /// Waits until every database series shown has drawn the exact points of its viewport at
    /// `scale`, or ``storedDataTimeout`` passes; then a series still reading says so in the
    /// chart. Exports call it; a host that renders on its own may too. Returns whether every
    /// read landed.
    @discardableResult
    public func waitForDatabaseReads(scale: Double = 1) -> Bool {
        let stored = allRenderableSeries.filter(\.isVisible).compactMap {
            $0.dataSeries as? any ViewportFedSeries
        }
        guard !stored.isEmpty else { return true }
        noteStoredDataScale(RenderScale.sanitized(scale))
        let timeout = storedDataTimeout.isFinite ? max(storedDataTimeout, 0) : 10
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            layoutIfNeeded()
            let waiting = stored.filter { !$0.isSettled }
            if waiting.isEmpty || Date() >= deadline {
                for series in stored { series.noteGaveUp(waiting.contains { $0 === series }) }
                layoutIfNeeded()
                return waiting.isEmpty
            }
            // A result the layout did not take (the series has no viewport to ask for) would
            // wake every wait at once: such series are waited for by sleeping.
            let reading = waiting.filter { $0.isReading && !$0.hasPendingResult }
            if reading.isEmpty { Thread.sleep(forTimeInterval: 0.002) }
            for series in reading {
                series.waitForReads(until: min(deadline, Date(timeIntervalSinceNow: 0.05)))
            }
        }
    }
}
