import Foundation

/// One axis a navigation gesture moves, with its calculator and range when the gesture
/// started (or was last re-anchored).
struct NavigationAxis {
    let axis: SCIAxisBase
    let calculator: SCICoordinateCalculator
    let range: SCIDoubleRange

    /// Pixels from the start of this axis along it to `point` (surface coordinates), over
    /// `seriesArea`: from the series area's origin, less the stretch before an axis stacked
    /// along its side.
    func offset(of point: CGPoint, seriesArea: CGRect) -> Double {
        let fromArea =
            calculator.isHorizontal ? Double(point.x - seriesArea.minX) : Double(point.y - seriesArea.minY)
        return fromArea - calculator.pixelOffset * scale(in: seriesArea)
    }

    /// The length of this axis over `seriesArea`: the area's, or the same share of it as
    /// when laid out for an axis stacked along its side.
    func length(in seriesArea: CGRect) -> Double {
        calculator.viewportLength * scale(in: seriesArea)
    }

    /// How much longer `seriesArea` is than the area the calculator was laid out in.
    private func scale(in seriesArea: CGRect) -> Double {
        let now = calculator.isHorizontal ? Double(seriesArea.width) : Double(seriesArea.height)
        return calculator.areaLength > 0 ? now / calculator.areaLength : 1
    }
}

/// The rule every navigation modifier follows against auto-ranging, in one place.
///
/// An axis whose ``SCIAxisBase/autoRange`` is ``SCIAutoRange/always`` shows all its data at
/// every layout, so no pan or zoom moves it (SciChart's rule: on such an axis zooming is not
/// allowed); a y axis set so keeps fitting the data of the x range the user pans to. Every
/// other axis a gesture moves gets its ``SCIAxisBase/visibleRange`` set, which ends
/// ``SCIAutoRange/once`` auto-ranging: what the user chose stays when data arrives.
enum NavigationAxes {
    /// Whether navigation may change `axis`.
    static func isNavigable(_ axis: SCIAxisBase) -> Bool {
        axis.autoRange != .always
    }

    /// Whether `surface` has an axis in `direction` that navigation may change.
    static func hasNavigableAxis(on surface: SCIChartSurface, direction: SCIDirection2D) -> Bool {
        (direction.includesX && surface.xAxes.contains(where: isNavigable))
            || (direction.includesY && surface.yAxes.contains(where: isNavigable))
    }

    /// The axes of `surface` in `direction` that navigation may change, with their
    /// calculators in the current layout.
    static func snapshot(of surface: SCIChartSurface, direction: SCIDirection2D) -> [NavigationAxis] {
        let layout = surface.currentLayout
        var axes: [SCIAxisBase] = []
        if direction.includesX { axes += Array(surface.xAxes) }
        if direction.includesY { axes += Array(surface.yAxes) }
        return axes.filter(isNavigable).compactMap { axis in
            guard let calculator = layout.calculator(for: axis) else { return nil }
            return NavigationAxis(axis: axis, calculator: calculator, range: axis.currentRange)
        }
    }

    /// The same axes with their calculators in the current layout.
    static func refreshed(_ axes: [NavigationAxis], on surface: SCIChartSurface) -> [NavigationAxis] {
        let layout = surface.currentLayout
        return axes.compactMap { old in
            guard isNavigable(old.axis), let calculator = layout.calculator(for: old.axis) else { return nil }
            return NavigationAxis(axis: old.axis, calculator: calculator, range: old.axis.currentRange)
        }
    }

    /// Sets each axis' range to what `transform` computes from it and the series area, kept
    /// inside the axis' `visibleRangeLimit`, with one redraw; axes for which it computes
    /// nothing keep their range.
    ///
    /// New ranges can change the series area (wider tick labels take room from it), which
    /// would put the values a little off the pixels they were computed for; so when the
    /// area changes, the ranges are computed again over the new one (a few times at most).
    static func apply(
        _ axes: [NavigationAxis], on surface: SCIChartSurface, seriesArea: CGRect,
        _ transform: (NavigationAxis, CGRect) -> SCIDoubleRange?
    ) {
        surface.batchUpdate {
            var area = seriesArea
            for _ in 0..<3 {
                for axis in axes where isNavigable(axis.axis) {
                    if let range = transform(axis, area) {
                        axis.axis.setRange(axis.axis.limitedForNavigation(range), explicit: true)
                    }
                }
                let laidOut = surface.seriesAreaFrame
                if laidOut == area { break }
                area = laidOut
            }
        }
    }

    /// The move every navigation gesture makes: each axis shows, at `target` of the series
    /// area as it is laid out, the value it showed at `source` of `sourceArea` (the area of
    /// its calculator), with the values a pixel spans multiplied by `spanFactor` (1 pans, more
    /// zooms out); `seriesArea` is the area now, as ``apply(_:on:seriesArea:_:)`` takes it.
    static func move(
        _ axes: [NavigationAxis], on surface: SCIChartSurface, showing source: CGPoint, of sourceArea: CGRect,
        at target: CGPoint, seriesArea: CGRect, spanFactor: Double
    ) {
        apply(axes, on: surface, seriesArea: seriesArea) { axis, area in
            NavigationRange.range(
                axis.calculator, showing: axis.offset(of: source, seriesArea: sourceArea),
                at: axis.offset(of: target, seriesArea: area), length: axis.length(in: area),
                spanFactor: spanFactor)
        }
    }

    /// The x of the first and last bar of the visible series on `axis` (bar indices on a
    /// category axis), or `nil` when none has data.
    static func dataRange(on axis: SCIAxisBase, surface: SCIChartSurface) -> SCIDoubleRange? {
        let data = surface.allRenderableSeries.filter { series in
            series.isVisible && surface.xAxis(withId: series.xAxisId) === axis
                && !(series.dataSeries?.isEmpty ?? true)
        }.compactMap(\.dataSeries)
        if axis.isCategoryAxis {
            guard let count = data.map(\.count).max(), count > 0 else { return nil }
            return SCIDoubleRange(min: 0, max: Double(count - 1))
        }
        return data.compactMap(\.xRange).reduce(nil) { partial, range in
            partial.map { $0.union(range) } ?? range
        }
    }

    /// Puts back the ranges the axes had in the snapshot.
    static func restore(_ axes: [NavigationAxis], on surface: SCIChartSurface) {
        surface.batchUpdate {
            for axis in axes where isNavigable(axis.axis) { axis.axis.setRange(axis.range, explicit: true) }
        }
    }
}
