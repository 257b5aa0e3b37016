import Foundation

/// An area that lies on other areas (SciChart's `SCIStackedMountainRenderableSeries`): a
/// mountain series made to be a member of an ``SCIVerticallyStackedMountainsCollection``,
/// filled from the top of the members below it to that plus its own value, its line along
/// the top. On its own it draws as an ``SCIFastMountainRenderableSeries``.
///
/// ```swift
/// let first = SCIStackedMountainRenderableSeries()
/// first.dataSeries = firstData
/// first.areaStyle = SCISolidBrushStyle(colorCode: 0x88439AAF)
/// let stack = SCIVerticallyStackedMountainsCollection()
/// stack.add(first)
/// ```
///
/// Dense data is drawn as the band series draw it: the top line by its device columns'
/// extremes, the area from one point a device column.
open class SCIStackedMountainRenderableSeries: SCIFastMountainRenderableSeries, StackedMember {
    let stackedValues = SCIXyyDataSeries()

    /// ``SCIDefaultStackedSeriesInfoProvider``: its own value and the stack's top.
    open override func makeSeriesInfoProvider() -> ISCISeriesInfoProvider {
        SCIDefaultStackedSeriesInfoProvider()
    }

    override func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard isStacked else { return super.yDataRange(inXRange: xRange, onCategoryAxis: onCategoryAxis) }
        return stackedYRange(inXRange: xRange, onCategoryAxis: onCategoryAxis)
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        guard isStacked else { return super.draw(data, context: context, into: &list) }
        withStackedView { view in
            let regions = BandRegions.make(
                shapedBandPoints(view, context: context), digital: lineShape == .digital,
                clip: context.clipBounds)
            let fill = resolvedFill(context)
            list.fill(regions.yAbove, fill)
            list.fill(regions.y1Above, fill)
            let points = linePixels(view, context: context)
            let palette = paletteColors { SCIXyRenderPassData(points, data: view) }
            drawLine(
                points: points, shaped: shapedLinePixels(view, context: context),
                stroke: resolvedStroke(context),
                palette: palette, into: &list, context: context)
            drawMarkers(pointMarker, at: points, colors: palette?.marker, into: &list, context: context)
        }
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        guard isStacked else { return super.hitTest(data, at: point, radius: radius, context: context) }
        let info = withStackedView { view -> SCIHitTestInfo in
            let (pixels, positions) = drawnNear(
                point, radius: lineReach(radius, context), data: view, context: context,
                shaped: lineShape != .straight
            ) {
                shapedLinePixels(view, context: context)
            }
            let top = hitTestLine(
                pixels, in: positions, at: point, radius: radius, data: view, context: context)
            if top.isHit { return top }
            // Inside its part of the stack counts as on the series.
            if let inside = BandPoint.nearest(enclosing: point, in: shapedBandPoints(view, context: context))
            {
                let candidate = HitCandidate(
                    index: inside.index, distance: 0, point: CGPoint(x: inside.x, y: inside.y))
                return self.info(for: candidate, tolerance: 0, data: view, point: point, context: context)
            }
            return top
        }
        return ownValues(info, data: data)
    }
}
