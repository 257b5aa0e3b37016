import Foundation

extension SCIChartSurface {
    /// Lays out now if anything changed since the last layout (settings, size or data).
    ///
    /// When nothing changed this costs an atomic read: data series tell the surface when
    /// they change, so no series is locked to find out.
    public func layoutIfNeeded() {
        _ = laidOut()
    }

    /// The frame snapshot of the current layout, laid out first if anything changed.
    ///
    /// The steps, in order: take the renames and the data's change; follow the data (the
    /// annotations that do); resolve the axes' ranges; take the snapshot (with the database
    /// series' rounds); tell the vertical group what the snapshot needs; make the calls the
    /// followed annotations left for after it.
    @discardableResult
    func laidOut() -> SCIChartLayout {
        if needsLayout { observeData() }
        takeRenames()
        let dataChanged = takeDataChange()
        if let cachedFrame, !needsLayout, !dataChanged { return cachedFrame }
        if dataChanged { chartGeneration &+= 1 }
        // An annotation following data may ask for the layout under way (its mapping, as it
        // takes a value): that layout does not follow data again.
        let afterFrame = isFollowingData ? [] : followData()
        needsLayout = false
        for series in renderableSeries { series.prepareForLayout() }
        resolveRanges(forceFit: forceFitPending)
        forceFitPending = false
        let frame = takeSnapshot()
        cachedFrame = frame
        verticalGroup?.surface(self, needs: frame.layout.naturalSides)
        for call in afterFrame { call() }
        return frame
    }

    /// A rename changes no layout: only what shows names (a legend) reads them again.
    private func takeRenames() {
        let renamed = dataSignal.takeNameChange()
        guard !renamed.isEmpty else { return }
        seriesNameGeneration &+= 1
        lastRenamed = renamed
    }

    /// Whether the data changed since the last layout. Taken before the ranges read the
    /// data: an append during layout lays out again. A layout asked for while annotations
    /// follow data (an annotation's mapping, as it takes a value) leaves the change for the
    /// next layout, which follows the data: taken here, the rows appended meanwhile would
    /// wait for the next append.
    private func takeDataChange() -> Bool {
        isFollowingData ? false : dataSignal.takeChange()
    }

    /// Computes the snapshot over the resolved ranges. Database series answer the new
    /// viewport (from their caches, or what landed): the ranges and the snapshot then read
    /// their new points. New y ranges may change the axes' widths, and so the columns: the
    /// series are asked again, a few times at most.
    private func takeSnapshot() -> SCIChartLayout {
        // The old frame goes first, so the bars it shares with the caches are extended in place.
        // Only what the next layout keeps of it; a surface in a vertical group takes the group's
        // widths instead (holding its own would leave the group's series areas unaligned).
        let previous = verticalGroup == nil ? cachedFrame?.layout.held : nil
        cachedFrame = nil
        var frame = computeFrame(previous: previous)
        var rounds = 0
        while rounds < 3, prepareStoredSeries(frame) {
            rounds += 1
            chartGeneration &+= 1
            resolveRanges(forceFit: false)
            frame = computeFrame(previous: previous)
        }
        return frame
    }

    /// Lets the annotations that follow data read it (a marker takes the last value, a line
    /// checks its alert) without asking for another frame; returns the calls to make once the
    /// frame is taken.
    private func followData() -> [() -> Void] {
        isFollowingData = true
        defer { isFollowingData = false }
        return Array(annotations).compactMap { $0.followData() }
    }

    /// The calculator of `axis` as of the current layout.
    func coordinateCalculator(for axis: SCIAxisBase) -> SCICoordinateCalculator {
        laidOut().calculator(for: axis) ?? .detached(axis: axis)
    }

    /// The x and y axes of a series, when both exist.
    func axes(of series: SCIRenderableSeriesBase) -> (x: SCIAxisBase, y: SCIAxisBase)? {
        guard let x = xAxis(withId: series.xAxisId), let y = yAxis(withId: series.yAxisId) else { return nil }
        return (x, y)
    }

    /// Auto-ranges x axes from their series, then y axes over the new x ranges. Axes that
    /// keep their range read no data.
    private func resolveRanges(forceFit: Bool) {
        let drawn = allRenderableSeries.filter(\.isVisible)
        for axis in xAxes where forceFit || axis.wantsAutoRangeFit {
            var range: SCIDoubleRange?
            for series in drawn where axes(of: series)?.x === axis {
                if let seriesRange = series.xDataRange(onCategoryAxis: axis.isCategoryAxis) {
                    range = range.map { $0.union(seriesRange) } ?? seriesRange
                }
            }
            range = range.map { positiveForLogarithmic($0, axis: axis, x: true, series: drawn) }
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
            range = range.map { positiveForLogarithmic($0, axis: axis, x: false, series: drawn) }
            if forceFit, let range { axis.fit(to: range) } else { axis.autoRange(to: range) }
        }
    }

    /// A data range a logarithmic `axis` can fit: one whose low end is at or below zero
    /// starts at the smallest positive value of the axis' series instead (values at or below
    /// zero are gaps there). Linear axes take the range as it is.
    private func positiveForLogarithmic(
        _ range: SCIDoubleRange, axis: SCIAxisBase, x: Bool, series: [SCIRenderableSeriesBase]
    ) -> SCIDoubleRange {
        guard axis.valueScale.isLogarithmic, !(range.min > 0) else { return range }
        var smallest: Double?
        for entry in series {
            guard let pair = axes(of: entry), (x ? pair.x : pair.y) === axis else { continue }
            let found = entry.smallestPositive(
                x: x, inXRange: pair.x.currentRange, onCategoryAxis: pair.x.isCategoryAxis)
            if let found { smallest = min(smallest ?? found, found) }
        }
        guard let smallest, smallest <= range.max else { return range }
        return SCIDoubleRange(min: smallest, max: range.max)
    }

    /// Lays out the axes and takes the frame's snapshot: the layout, the series with their
    /// axes and palette colours, the theme and title. Axis ranges must already be resolved.
    private func computeFrame(previous: SurfaceLayout.Held?) -> SCIChartLayout {
        let size = self.size
        let theme = drawingTheme
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
        let xAxisList = Array(xAxes)
        let yAxisList = Array(yAxes)
        let series = frameSeries()
        // One copy of each category axis' bars for the whole frame.
        var bars: [(axis: SCIAxisBase, bars: CategoryBars)] = []
        for axis in xAxisList where axis.usesBars {
            if let data = Self.categoryData(for: axis, in: series) {
                bars.append((axis, frameCaches.bars(of: data)))
            }
        }
        frameCaches.keepBars(of: Set(bars.map(\.bars.seriesId)))
        let tags = Array(annotations)
        let layout = SurfaceLayout.compute(
            size: size, content: content, titleHeight: titleHeight, axes: xAxisList + yAxisList, theme: theme,
            minimumSides: verticalGroup?.widestSides(besides: self) ?? SideWidths(), previous: previous,
            manager: layoutManager, categoryBars: { axis in bars.first { $0.axis === axis }?.bars },
            badgeRoom: { [theme] axis in tags.reduce(0) { max($0, $1.badgeRoom(on: axis, theme: theme)) } })
        return SCIChartLayout(
            layout: layout, xAxes: xAxisList, yAxes: yAxisList, series: series, theme: theme,
            chartTitle: chartTitle,
            belowSeries: annotations.filter { $0.annotationSurface == .belowChart && !$0.isHidden },
            surface: self)
    }

    /// Every series with its axes and palette colour, as the frame will see them.
    private func frameSeries() -> [FrameSeries] {
        let palette = theme.seriesPalette
        // Series share a few axis ids: each is looked up once.
        var xAxisById: [String: SCIAxisBase?] = [:]
        var yAxisById: [String: SCIAxisBase?] = [:]
        func axis(_ id: String, _ table: inout [String: SCIAxisBase?], _ find: (String) -> SCIAxisBase?)
            -> SCIAxisBase?
        {
            if let known = table[id] { return known }
            let found = find(id)
            table[id] = found
            return found
        }
        return allRenderableSeries.enumerated().map { position, series in
            FrameSeries(
                series: series, position: position, xAxis: axis(series.xAxisId, &xAxisById, xAxis(withId:)),
                yAxis: axis(series.yAxisId, &yAxisById, yAxis(withId:)),
                paletteColor: palette.isEmpty
                    ? SCIChartTheme.fallbackSeriesColor : palette[position % palette.count],
                isVisible: series.isVisible)
        }
    }

    /// The data behind a category axis' bars: the first series on it that has data, shown
    /// or hidden, so that hiding a series (from a legend, say) moves no date to another bar.
    private static func categoryData(for axis: SCIAxisBase, in series: [FrameSeries]) -> SCIDataSeries? {
        guard axis.usesBars else { return nil }
        if let chosen = (axis as? SCIIndexDateAxis)?.indexDataSeries, chosen.count > 0 { return chosen }
        for entry in series where entry.xAxis === axis {
            if let data = entry.series.dataSeries, data.count > 0 { return data }
        }
        return nil
    }
}
