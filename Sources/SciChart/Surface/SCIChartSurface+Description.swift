import Foundation

extension SCIChartSurface {
    /// The chart in words, for assistive technology and for exported pictures: what its
    /// series are, the x range in view as the x axis writes it, each shown series' low, high
    /// and trend over its points in view (closes for bars), and how many drawings it carries.
    ///
    /// ```text
    /// SPY daily. A chart of 3 series: SPY (candles), SMA 50 (line), SMA 200 (line, hidden).
    /// In view: Jun 1, 2011 to Oct 31, 2011. SPY: 110.27 to 137.18, falling 8.4 % from the
    /// first close in view to the last. SMA 50: ... 2 drawings.
    /// ```
    ///
    /// `renderSVG()` writes it as the document's `<desc>` (and the title as its `<title>`).
    /// Reading it lays the chart out when needed; it scans the points in view of each shown
    /// series once.
    public var accessibilityDescription: String {
        layoutIfNeeded()
        return ChartDescription(surface: self).text
    }

    /// The chart's name for assistive technology: its title, or "Chart" without one; while a
    /// modifier has something to say (``SCIChartModifierBase/accessibilityReading``: the
    /// point ``SCICursorModifier``'s keyboard cursor is on), that. A GTK view sets it as its
    /// accessible name: a screen reader says it when the view takes the focus and as it
    /// changes.
    public var accessibilityName: String {
        if let reading = chartModifiers.lazy.filter(\.isEnabled).compactMap(\.accessibilityReading).first {
            return reading
        }
        return accessibilityTitle
    }

    /// The title, or "Chart" without one.
    var accessibilityTitle: String {
        let title = chartTitle?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return title.isEmpty ? "Chart" : title
    }
}

/// The sentences of ``SCIChartSurface/accessibilityDescription``.
struct ChartDescription {
    let text: String

    init(surface: SCIChartSurface) {
        var sentences: [String] = []
        if let title = surface.chartTitle?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty {
            sentences.append(title.hasSuffix(".") ? title : title + ".")
        }
        let series = surface.allRenderableSeries
        let names = series.enumerated().map { position, item in
            let name = item.dataSeries?.seriesName ?? ""
            return name.isEmpty ? "Series \(position + 1)" : name
        }
        if series.isEmpty {
            sentences.append("An empty chart.")
        } else {
            let items = zip(series, names).map { item, name in
                "\(name) (\(item.kindDescription)\(item.isVisible ? "" : ", hidden"))"
            }
            let count = series.count == 1 ? "1 series" : "\(series.count) series"
            sentences.append("A chart of \(count): \(items.joined(separator: ", ")).")
        }
        if let xAxis = surface.xAxes.first {
            let range = xAxis.visibleRange
            let from = xAxis.formatCursorText(range.min)
            let to = xAxis.formatCursorText(range.max)
            if !from.isEmpty, !to.isEmpty { sentences.append("In view: \(from) to \(to).") }
        }
        for (item, name) in zip(series, names) where item.isVisible {
            guard let sentence = Self.summary(of: item, named: name, on: surface) else { continue }
            sentences.append(sentence)
        }
        let drawings = surface.drawings.count
        if drawings > 0 { sentences.append(drawings == 1 ? "1 drawing." : "\(drawings) drawings.") }
        text = sentences.joined(separator: " ")
    }

    /// "SPY: 110.27 to 137.18, falling 8.4 % from the first close in view to the last.",
    /// or `nil` when no finite point is in view.
    static func summary(of series: SCIRenderableSeriesBase, named name: String, on surface: SCIChartSurface)
        -> String?
    {
        guard let data = series.dataSeries,
            let xAxis = surface.xAxes.first(where: { $0.axisId == series.xAxisId }) ?? surface.xAxes.first,
            let yAxis = surface.yAxes.first(where: { $0.axisId == series.yAxisId }) ?? surface.yAxes.first
        else { return nil }
        guard
            let view = data.pointsInView(
                xAxis.visibleRange, byIndex: xAxis.isCategoryAxis, column: series.valueColumn)
        else { return "\(name): no points in view." }
        let low = yAxis.formatCursorText(view.low)
        let high = yAxis.formatCursorText(view.high)
        let point = series.valueName
        let change = view.last - view.first
        let trend: String
        if view.count < 2 {
            trend = "one \(point) in view"
        } else if view.first != 0, abs(change / view.first) < 0.0005 {
            trend = "flat from the first \(point) in view to the last"
        } else if view.first != 0 {
            let percent = NumberText.fixed(abs(change / view.first) * 100, decimals: 1)
            trend =
                "\(change > 0 ? "rising" : "falling") \(percent) % from the first \(point) in view to the last"
        } else {
            trend = change == 0 ? "flat" : change > 0 ? "rising" : "falling"
        }
        return "\(name): \(low) to \(high), \(trend)."
    }
}

extension SCIDataSeries {
    /// The low and high of every y column, and the first and last finite value of `column`
    /// (with their count), over the points in `range`: bar indices when `byIndex` (a category
    /// axis), x values otherwise; `nil` when no finite point is there.
    func pointsInView(_ range: SCIDoubleRange, byIndex: Bool, column: Int)
        -> (low: Double, high: Double, first: Double, last: Double, count: Int)?
    {
        storage.withLock { store in
            guard store.count > 0, column < store.columnCount, range.min.isFinite, range.max.isFinite else {
                return nil
            }
            let indices: Range<Int>
            var xFilter: SCIDoubleRange?
            if byIndex {
                let lower = range.min.rounded(.up).clamped(to: 0...Double(store.count))
                let upper = (range.max.rounded(.down) + 1).clamped(to: lower...Double(store.count))
                indices = Int(lower)..<Int(upper)
            } else {
                indices = Self.indices(of: store, in: range, widened: false)
                if !store.isSorted { xFilter = range }
            }
            guard !indices.isEmpty, let yRange = Self.yRange(of: &store, in: indices, xRange: xFilter) else {
                return nil
            }
            return store.withColumn(column) { values in
                store.withColumn(0) { xs in
                    var first: Double?
                    var last = 0.0
                    var count = 0
                    for index in indices
                    where values[index].isFinite && (xFilter?.contains(xs[index]) ?? true) {
                        if first == nil { first = values[index] }
                        last = values[index]
                        count += 1
                    }
                    return first.map { (yRange.min, yRange.max, $0, last, count) }
                }
            }
        }
    }
}
