import Foundation

extension SCIRenderableSeriesBase {
    /// The candidates of a hit test at drawing-space `point`, from `drawn`: the geometry the
    /// series draws, which the last frame cached.
    ///
    /// On sorted or categorical data, when the drawn geometry was resampled (dense data),
    /// the drawn points whose x lies within `radius` of the point, found by binary search on
    /// their x: they cover the pixels every point would, so the result is right to the pixel,
    /// and there are at most four per device column. When it was not (sparse data), the data
    /// points whose x lies within `radius`, found by binary search: the exact points. On
    /// unsorted data, all of `drawn`.
    public func pixelsNear(
        _ point: CGPoint, radius: Double, data: SCISeriesDataView, context: SCISeriesRenderContext,
        drawn: () -> SCISeriesPixels
    ) -> SCISeriesPixels {
        let near = drawnNear(point, radius: radius, data: data, context: context, drawn: drawn)
        return near.positions == 0..<near.pixels.count ? near.pixels : near.pixels.slice(near.positions)
    }

    /// What ``pixelsNear(_:radius:data:context:drawn:)`` gives, as pixels and the positions
    /// in them to read, so that the cached geometry is read in place. `shaped` says that the
    /// drawn geometry joins the points otherwise than straight (steps, curves): on sorted
    /// data it is then read as drawn, sparse or dense.
    func drawnNear(
        _ point: CGPoint, radius: Double, data: SCISeriesDataView, context: SCISeriesRenderContext,
        shaped: Bool = false, drawn: () -> SCISeriesPixels
    ) -> (pixels: SCISeriesPixels, positions: Range<Int>) {
        let pixels = drawn()
        guard data.isSorted || context.isCategory else {
            // In no x order: the segments a grid over the drawn geometry finds near the
            // pointer, apart (a gap between those that do not join).
            guard pixels.count > Self.indexedDrawnPoints, let store = context.geometry else {
                return (pixels, 0..<pixels.count)
            }
            guard let index = store.segmentIndex(for: pixels), index.isUseful else {
                return (pixels, 0..<pixels.count)
            }
            let positions = index.candidates(near: point, reach: radius)
            let near = pixels.segments(startingAt: positions)
            return (near, 0..<near.count)
        }
        guard pixels.isResampled || shaped else {
            let indices = context.indices(near: Double(point.x), radius: radius, of: data)
            let exact = SCISeriesPixels.make(data, indices: indices, context: context)
            return (exact, 0..<exact.count)
        }
        return (
            pixels, DrawnWindow.positions(of: DrawnWindow.range(around: point, radius: radius), in: pixels.xs)
        )
    }

    /// Scores a line through `pixels` against a drawing-space point: the nearest segment
    /// within the radius plus half the pen, or the nearest point within the radius plus the
    /// marker's reach.
    public func hitTestLine(
        _ pixels: SCISeriesPixels, at point: CGPoint, radius: Double, data: SCISeriesDataView,
        context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        hitTestLine(pixels, in: nil, at: point, radius: radius, data: data, context: context)
    }

    /// ``hitTestLine(_:at:radius:data:context:)`` over the segments starting at `positions`
    /// (default all).
    func hitTestLine(
        _ pixels: SCISeriesPixels, in positions: Range<Int>?, at point: CGPoint, radius: Double,
        data: SCISeriesDataView, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        var candidate = HitGeometry.nearestSegment(pixels, in: positions, to: point)
        var tolerance = radius + halfPenWidth
        if pointMarker != nil, let nearest = HitGeometry.nearestPoint(pixels, in: positions, to: point),
            nearest.distance <= radius + markerReach, nearest.distance > tolerance
        {
            candidate = nearest
            tolerance = radius + markerReach
        }
        guard let candidate else { return .miss }
        return hitTestInfo(
            index: candidate.index, distance: candidate.distance, pixel: candidate.point,
            tolerance: tolerance,
            at: point, data: data, context: context)
    }

    /// A hit-test result for data point `index`, drawn at drawing-space `pixel`, `distance`
    /// from the tested drawing-space `point`: a hit when the distance is within `tolerance`.
    /// Bar prices are filled in for OHLC data.
    public func hitTestInfo(
        index: Int, distance: Double, pixel: CGPoint, tolerance: Double, at point: CGPoint,
        data: SCISeriesDataView, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        guard index >= 0, index < data.count else { return .miss }
        let isBars = data.columnCount >= 5
        func value(_ column: Int) -> Double { data.value(column: column, at: index) }
        let dataX = context.dataX(atPixel: Double(point.x))
        let within: Bool
        if context.isCategory {
            within = dataX >= -0.5 && dataX <= Double(data.count) - 0.5
        } else if data.isSorted {
            within =
                dataX >= data.value(column: 0, at: 0) && dataX <= data.value(column: 0, at: data.count - 1)
        } else {
            // Unsorted data: the x range is read once per version of the data, not per tap.
            let range =
                context.geometry?.finiteXRange(of: data)
                ?? data.withColumn(0) { ValueScan.finiteRange($0) }
            within = range.map { $0.contains(dataX) } ?? false
        }
        return SCIHitTestInfo(
            isHit: distance <= tolerance, renderableSeries: self, dataSeriesIndex: index,
            xValue: value(SCISeriesDataView.x), yValue: isBars ? value(SCISeriesDataView.close) : value(1),
            hitTestPoint: pixel, distance: distance, isWithinDataBounds: within,
            openValue: isBars ? value(SCISeriesDataView.open) : .nan,
            highValue: isBars ? value(SCISeriesDataView.high) : .nan,
            lowValue: isBars ? value(SCISeriesDataView.low) : .nan,
            closeValue: isBars ? value(SCISeriesDataView.close) : .nan)
    }

    /// Turns a scored candidate into a hit-test result.
    func info(
        for candidate: HitCandidate?, tolerance: Double, data: SCISeriesDataView, point: CGPoint,
        context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        guard let candidate else { return .miss }
        return hitTestInfo(
            index: candidate.index, distance: candidate.distance, pixel: candidate.point,
            tolerance: tolerance,
            at: point, data: data, context: context)
    }

    /// How far in x from a point a line's drawing may reach it: the radius plus half the pen
    /// or the marker's reach, whichever is larger.
    func lineReach(_ radius: Double, _ context: SCISeriesRenderContext) -> Double {
        radius + max(markerReach, halfPenWidth)
    }

    /// How many drawn points of unsorted data a hit test reads in full; past it, it reads the
    /// segments a spatial index finds near the pointer.
    static var indexedDrawnPoints: Int { 512 }

    /// Half the width the series' pen draws (the theme's default pen is 1 wide), or 0 when
    /// it draws nothing: what ``resolvedStroke(_:)`` gives, without making a stroke.
    var halfPenWidth: Double {
        guard let pen = strokeStyle else { return 0.5 }
        return pen.isVisible ? min(Double(pen.thickness), 1000) / 2 : 0
    }

    /// Half the marker's larger side, or 0 without a marker.
    var markerReach: Double {
        guard let marker = pointMarker else { return 0 }
        let size = marker.size
        let reach = max(Double(size.width), Double(size.height)) / 2
        return reach.isFinite ? min(max(reach, 0), 500) : 0
    }
}
