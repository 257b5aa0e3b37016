import Foundation

extension SCIChartSurface {
    /// Lays out now if anything changed since the last layout (settings, size or data).
    ///
    /// When nothing changed this costs an atomic read: data series tell the surface when
    /// they change, so no series is locked to find out.
    public func layoutIfNeeded() {
        if needsLayout { observeData() }
        // Taken before the ranges read the data: an append during layout lays out again.
        let dataChanged = dataSignal.takeChange()
        guard needsLayout || cachedLayout == nil || dataChanged else { return }
        if dataChanged { chartGeneration &+= 1 }
        needsLayout = false
        resolveRanges(forceFit: forceFitPending)
        forceFitPending = false
        cachedLayout = computeLayout()
    }

    /// The calculator of `axis` as of the current layout.
    func coordinateCalculator(for axis: SCIAxisBase) -> SCICoordinateCalculator {
        layoutIfNeeded()
        return cachedLayout?.placement(for: axis)?.calculator ?? .detached(axis: axis)
    }

    /// The current layout, laid out first if needed.
    var layout: SurfaceLayout {
        layoutIfNeeded()
        return cachedLayout!
    }

    /// The x and y axes of a series, when both exist.
    func axes(of series: SCIRenderableSeriesBase) -> (x: SCIAxisBase, y: SCIAxisBase)? {
        guard let x = xAxis(withId: series.xAxisId), let y = yAxis(withId: series.yAxisId) else { return nil }
        return (x, y)
    }

    /// Auto-ranges x axes from their series, then y axes over the new x ranges. Axes that
    /// keep their range read no data.
    private func resolveRanges(forceFit: Bool) {
        let drawn = renderableSeries.filter(\.isVisible)
        for axis in xAxes where forceFit || axis.wantsAutoRangeFit {
            var range: SCIDoubleRange?
            for series in drawn where axes(of: series)?.x === axis {
                if let seriesRange = series.xDataRange(onCategoryAxis: axis.isCategoryAxis) {
                    range = range.map { $0.union(seriesRange) } ?? seriesRange
                }
            }
            if forceFit, let range { axis.fit(to: range) } else { axis.autoRange(to: range) }
        }
        for axis in yAxes where forceFit || axis.wantsAutoRangeFit {
            var range: SCIDoubleRange?
            for series in drawn {
                guard let pair = axes(of: series), pair.y === axis else { continue }
                let xRange = pair.x.currentRange
                if let seriesRange = series.yDataRange(
                    inXRange: xRange, onCategoryAxis: pair.x.isCategoryAxis)
                {
                    range = range.map { $0.union(seriesRange) } ?? seriesRange
                }
            }
            if forceFit, let range { axis.fit(to: range) } else { axis.autoRange(to: range) }
        }
    }

    private func computeLayout() -> SurfaceLayout {
        let size = self.size
        let insets = padding
        func inset(_ value: CGFloat) -> Double {
            Double(value).isFinite ? max(Double(value), 0) : 0
        }
        let left = inset(insets.left)
        let top = inset(insets.top)
        let content = CGRect(
            x: left, y: top, width: max(Double(size.width) - left - inset(insets.right), 0),
            height: max(Double(size.height) - top - inset(insets.bottom), 0))
        var titleHeight = 0.0
        if let title = chartTitle, !SCITextRun.sanitize(title).isEmpty {
            titleHeight = SCITextMetrics.lineHeight(fontSize: Double(theme.titleFontSize) + 2) + 6
        }
        return SurfaceLayout.compute(
            size: size, content: content, titleHeight: titleHeight, axes: Array(xAxes) + Array(yAxes),
            theme: theme,
            categoryBars: { [unowned self] axis in categoryBars(for: axis) })
    }

    /// The bars behind a category axis: the first series on it that has data, shown or
    /// hidden, so that hiding a series (from a legend, say) moves no date to another bar.
    func categoryBars(for axis: SCIAxisBase) -> CategoryBars? {
        guard axis.isCategoryAxis else { return nil }
        for series in renderableSeries where axes(of: series)?.x === axis {
            if let data = series.dataSeries, data.count > 0 { return CategoryBars(series: data) }
        }
        return nil
    }
}
