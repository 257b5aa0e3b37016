import Foundation

/// The point of a series the keyboard cursor is on.
struct KeyboardCursorPoint {
    let series: SCIRenderableSeriesBase
    var index: Int
}

extension SCICursorModifier {
    /// The pointer id of the taps the keyboard cursor makes for drawing tools (Enter).
    public static let keyboardPointerId = 1_000_001

    /// Whether the keyboard cursor is on: the crosshair stands on a data point of a series
    /// (``keyboardCursorSeries``, ``keyboardCursorIndex``), and the keys move it:
    ///
    /// | key | does |
    /// | --- | --- |
    /// | ``keyboardCursorKey`` (C) | turns the keyboard cursor on and off |
    /// | Left, Right | the point before or after (with Shift, ten points) |
    /// | Home, End | the first or the last point |
    /// | Up, Down | the series before or after, among those shown, at the same x |
    /// | Enter | with a drawing tool on, places its next point here; else selects the series (``SCISeriesSelectionModifier``) |
    /// | Escape | turns the keyboard cursor off |
    ///
    /// The x axis pans to keep the point in view. While it is on, the cursor takes these keys
    /// before every other modifier, the crosshair and the values line stand on the point
    /// whatever the mouse does, moves of the point reach the other modifiers as hovers at it
    /// (a tooltip, a drawing being placed follow it), and
    /// ``SCIChartSurface/accessibilityName`` reads the point (``keyboardCursorText``), so a
    /// screen reader says it as it moves. Turned on, it goes to the last point in view of the
    /// selected series, else of the first series shown.
    public var isKeyboardCursorOn: Bool {
        get { validKeyboardPoint() != nil }
        set {
            guard newValue != isKeyboardCursorOn else { return }
            if newValue { startKeyboardCursor() } else { stopKeyboardCursor() }
        }
    }

    /// The series the keyboard cursor is on, or `nil` while it is off.
    public var keyboardCursorSeries: SCIRenderableSeriesBase? { validKeyboardPoint()?.series }

    /// The index in its data series of the point the keyboard cursor is on.
    public var keyboardCursorIndex: Int? { validKeyboardPoint()?.index }

    /// Where the keyboard cursor is, in surface coordinates: the point's x, and its value's y
    /// (a bar's close; the series area's middle where the series has no value there).
    public var keyboardCursorLocation: CGPoint? {
        guard let point = validKeyboardPoint(), let surface = parentSurface else { return nil }
        return Self.location(of: point, layout: surface.currentLayout)
    }

    /// The point the keyboard cursor is on, in words: "SPY, Dec 29, 2017: open 267.84, high
    /// 268.60, low 266.64, close 266.86. Point 2,517 of 2,517.", the values written as the
    /// axes write them; `nil` while it is off.
    public var keyboardCursorText: String? {
        guard let point = validKeyboardPoint(), let surface = parentSurface else { return nil }
        return Self.reading(of: point, layout: surface.currentLayout)
    }

    /// The keys of the keyboard cursor (see ``isKeyboardCursorOn``).
    func handleKeyboardCursorKey(_ args: SCIKeyArgs) -> Bool {
        guard !args.isHandled, parentSurface != nil else { return false }
        if let toggle = keyboardCursorKey, args.key == toggle, args.modifiers.subtracting(.shift).isEmpty {
            if isKeyboardCursorOn {
                stopKeyboardCursor()
                return true
            }
            startKeyboardCursor()
            return isKeyboardCursorOn
        }
        guard let point = validKeyboardPoint() else { return false }
        let count = point.series.dataSeries?.count ?? 0
        let step = args.modifiers.contains(.shift) ? 10 : 1
        switch args.key {
        case .escape: stopKeyboardCursor()
        case .left: moveKeyboardCursor(to: max(point.index - step, 0))
        case .right: moveKeyboardCursor(to: min(point.index + step, count - 1))
        case .home: moveKeyboardCursor(to: 0)
        case .end: moveKeyboardCursor(to: count - 1)
        case .up: changeKeyboardSeries(by: -1)
        case .down: changeKeyboardSeries(by: 1)
        case .enter: return enterAtKeyboardCursor()
        default: return false
        }
        return true
    }

    // MARK: - Moves

    private func startKeyboardCursor() {
        keyboardPoint = nil
        guard let surface = parentSurface else { return }
        let candidates = Self.candidates(on: surface)
        guard let series = candidates.first(where: \.isSelected) ?? candidates.first,
            let index = Self.lastIndexInView(of: series, on: surface)
        else { return }
        keyboardPoint = KeyboardCursorPoint(series: series, index: index)
        keyboardCursorMoved()
    }

    private func stopKeyboardCursor() {
        guard keyboardPoint != nil else { return }
        keyboardPoint = nil
        crosshairLocation = nil
    }

    private func moveKeyboardCursor(to index: Int) {
        guard var point = keyboardPoint else { return }
        point.index = max(index, 0)
        keyboardPoint = point
        keyboardCursorMoved()
    }

    /// To the series `offset` places before or after among those shown (round the ends), at
    /// the point nearest the same x.
    private func changeKeyboardSeries(by offset: Int) {
        guard let surface = parentSurface, let point = keyboardPoint else { return }
        let candidates = Self.candidates(on: surface)
        guard let position = candidates.firstIndex(where: { $0 === point.series }) else { return }
        let next = candidates[(position + offset % candidates.count + candidates.count) % candidates.count]
        guard next !== point.series, let data = next.dataSeries, data.count > 0 else { return }
        let index: Int
        if surface.xAxis(withId: next.xAxisId)?.isCategoryAxis ?? false {
            index = min(point.index, data.count - 1)
        } else if let x = point.series.dataSeries?.xValue(at: point.index),
            let nearest = data.nearestIndex(toX: x)
        {
            index = nearest
        } else {
            index = min(point.index, data.count - 1)
        }
        keyboardPoint = KeyboardCursorPoint(series: next, index: index)
        keyboardCursorMoved()
    }

    /// Pans the point into view, and tells the other modifiers the pointer is there.
    private func keyboardCursorMoved() {
        guard let surface = parentSurface, let point = keyboardPoint else { return }
        scrollIntoView(point, on: surface)
        invalidateOverlay()
        guard let location = keyboardCursorLocation else { return }
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: location, pointerId: Self.keyboardPointerId))
    }

    /// Enter: a tap at the point for the drawing tool that is on, else the point's series
    /// selected.
    private func enterAtKeyboardCursor() -> Bool {
        guard let surface = parentSurface, let point = validKeyboardPoint(),
            let location = keyboardCursorLocation
        else { return false }
        if surface.drawingTools.isAnyEnabled {
            let time = SCIPointerEvent.now
            for phase in [SCIPointerPhase.began, .ended] {
                surface.handlePointer(
                    SCIPointerEvent(
                        phase: phase, location: location, pointerId: Self.keyboardPointerId, timestamp: time))
            }
            keyboardCursorMoved()
            return true
        }
        return surface.chartModifiers.contains {
            $0.isEnabled && $0.onKeyboardCursorEnter(on: point.series, index: point.index)
        }
    }

    /// Shifts the x axis of the point's series so the point is in view, a tenth of the span
    /// from the edge it went past.
    private func scrollIntoView(_ point: KeyboardCursorPoint, on surface: SCIChartSurface) {
        guard let xAxis = surface.xAxis(withId: point.series.xAxisId),
            let value = Self.xValue(of: point, isCategory: xAxis.isCategoryAxis)
        else { return }
        let range = xAxis.visibleRange
        let span = range.max - range.min
        guard span > 0, value < range.min || value > range.max else { return }
        let shift = value < range.min ? value - range.min - span / 10 : value - range.max + span / 10
        let axes = NavigationAxes.snapshot(of: surface, direction: .xDirection).filter { $0.axis === xAxis }
        NavigationAxes.apply(axes, on: surface, seriesArea: surface.seriesAreaFrame) { axis, _ in
            SCIDoubleRange(min: axis.range.min + shift, max: axis.range.max + shift).sanitized()
        }
    }

    /// The keyboard point, moved to a series still shown when its own went, or `nil` while
    /// it is off or no series is shown.
    func validKeyboardPoint() -> KeyboardCursorPoint? {
        guard let point = keyboardPoint, let surface = parentSurface else { return nil }
        let candidates = Self.candidates(on: surface)
        if candidates.contains(where: { $0 === point.series }), let count = point.series.dataSeries?.count {
            return KeyboardCursorPoint(series: point.series, index: min(point.index, count - 1))
        }
        guard let series = candidates.first, let index = Self.lastIndexInView(of: series, on: surface) else {
            return nil
        }
        return KeyboardCursorPoint(series: series, index: index)
    }

    // MARK: - Reading the data

    /// The series the keyboard cursor can stand on: shown, with points.
    static func candidates(on surface: SCIChartSurface) -> [SCIRenderableSeriesBase] {
        surface.allRenderableSeries.filter { $0.isVisible && ($0.dataSeries?.count ?? 0) > 0 }
    }

    /// The last point of `series` at or before the end of its x axis' visible range (the
    /// first point when none is).
    static func lastIndexInView(of series: SCIRenderableSeriesBase, on surface: SCIChartSurface) -> Int? {
        guard let data = series.dataSeries, data.count > 0 else { return nil }
        guard let axis = surface.xAxis(withId: series.xAxisId) else { return data.count - 1 }
        let end = axis.visibleRange.max
        if axis.isCategoryAxis {
            return end.isFinite ? Int.clamping(end.rounded(.down), to: 0...(data.count - 1)) : data.count - 1
        }
        guard var index = data.nearestIndex(toX: end) else { return data.count - 1 }
        if index > 0, let x = data.xValue(at: index), x > end { index -= 1 }
        return index
    }

    /// The point's x on its axis: its index on a category axis, else its x.
    static func xValue(of point: KeyboardCursorPoint, isCategory: Bool) -> Double? {
        isCategory ? Double(point.index) : point.series.dataSeries?.xValue(at: point.index)
    }

    /// The point read through its series' ``SCIRenderableSeriesBase/seriesInfoProvider``,
    /// its values written by the y axis (`nil` when the series' axes are not in `layout`).
    static func info(of point: KeyboardCursorPoint, layout: SCIChartLayout) -> SCISeriesInfo? {
        guard let entry = layout.frameSeries.first(where: { $0.series === point.series }),
            let xAxis = entry.xAxis, let yAxis = entry.yAxis, let xCalculator = layout.calculator(for: xAxis),
            let yCalculator = layout.calculator(for: yAxis)
        else { return nil }
        let context = SCISeriesInfoContext(
            position: Double(point.index), xCalculator: xCalculator, yCalculator: yCalculator,
            seriesArea: layout.seriesArea,
            seriesColor: point.series.identityColor(palette: entry.paletteColor),
            theme: layout.theme, formatX: { xAxis.formatCursorText($0, calculator: xCalculator) },
            formatY: { yAxis.formatCursorText($0, calculator: yCalculator) })
        return point.series.seriesInfoProvider.seriesInfo(for: point.series, in: context)
    }

    static func location(of point: KeyboardCursorPoint, layout: SCIChartLayout) -> CGPoint? {
        guard let entry = layout.frameSeries.first(where: { $0.series === point.series }),
            let xAxis = entry.xAxis, let xCalculator = layout.calculator(for: xAxis),
            let x = xValue(of: point, isCategory: xCalculator.isCategoryAxis)
        else { return nil }
        let area = layout.seriesArea
        let pixelX = area.minX + CGFloat(xCalculator.getCoordinate(x))
        guard pixelX.isFinite else { return nil }
        let y = info(of: point, layout: layout)?.xyCoordinate.y ?? .nan
        return CGPoint(x: pixelX, y: y.isFinite ? y : area.midY)
    }

    /// "SPY, Dec 29, 2017: open 267.84, high 268.60, low 266.64, close 266.86. Point 2,517 of
    /// 2,517.": the values as the series' provider reads them, named when they have names.
    static func reading(of point: KeyboardCursorPoint, layout: SCIChartLayout) -> String? {
        guard let entry = layout.frameSeries.first(where: { $0.series === point.series }),
            let data = point.series.dataSeries, let xAxis = entry.xAxis,
            let xCalculator = layout.calculator(for: xAxis),
            let x = xValue(of: point, isCategory: xCalculator.isCategoryAxis)
        else { return nil }
        let name = data.seriesName.flatMap { $0.isEmpty ? nil : $0 } ?? "Series \(entry.position + 1)"
        let when = xAxis.formatCursorText(x, calculator: xCalculator)
        let values = info(of: point, layout: layout)?.values ?? []
        func text(_ value: SCISeriesValue) -> String {
            value.value.isFinite ? value.formattedValue : "no value"
        }
        let spoken: String
        if values.isEmpty {
            spoken = "no value"
        } else if values.allSatisfy({ !$0.name.isEmpty }) {
            spoken = values.map { "\($0.name) \(text($0))" }.joined(separator: ", ")
        } else {
            spoken = values.map(text).joined(separator: " and ")
        }
        return "\(name), \(when): \(spoken). Point \(grouped(point.index + 1)) of \(grouped(data.count))."
    }

    /// `value` with a comma between each group of three digits: "2,517".
    static func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return value < 0 ? "-" + digits : digits
    }
}
