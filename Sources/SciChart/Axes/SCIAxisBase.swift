import Foundation

/// The base of every axis: identity, visible range, auto-ranging, ticks and styles.
///
/// Axes belong to a surface's `xAxes` or `yAxes`. Series, annotations and modifiers find
/// their axes by ``axisId``. Pixel conversion goes through ``currentCoordinateCalculator``,
/// valid as soon as the axis is on a surface with a size: no render is needed first.
public class SCIAxisBase: ISCIAxis {
    /// The id every axis, series and tool uses unless told otherwise.
    public static let defaultAxisId = "DefaultAxisId"

    weak var surface: SCIChartSurface?
    /// Set by the surface: whether the axis is in `xAxes`.
    var isXAxis = true
    /// The range the axis holds (its own until one is assigned); `nil` until first read.
    private var heldRange: SCIDoubleRange?
    /// Whether the visible range came from the user (or a zoom), not from auto-ranging.
    var hasExplicitRange = false
    var hasAutoRangedOnce = false

    /// An axis with the default id, auto-ranged once, drawn on its default side.
    public init() {}

    /// The id series and tools refer to (default ``defaultAxisId``).
    public var axisId: String = defaultAxisId { didSet { invalidate() } }

    /// The range of values shown: numbers, seconds since 1970 (date axes) or bar indices
    /// (category axes). Setting it stops auto-ranging of the `.once` kind.
    ///
    /// The axis holds the range object it is given, and sees its changes: one range given to
    /// several axes links them (a pan or zoom on one moves all). A range not set yet
    /// (``SCIDoubleRange/init()``) is filled by the first auto-range of any axis holding it,
    /// or at once with this axis' range when the axis has already fitted its data. Axes of
    /// different kinds (numeric, date, category) cannot share a range: such an assignment is
    /// refused with a warning on standard error, and the axis keeps its range. A range given
    /// with its ends reversed or equal is put in order or widened; one changed to such ends
    /// later is shown so, the object keeping its values.
    public var visibleRange: SCIDoubleRange {
        get {
            if labellingCalculator == nil { surface?.layoutIfNeeded() }
            return held
        }
        set { adopt(newValue) }
    }

    /// Called after every change of the visible range (set in code, by a pan or zoom, by
    /// auto-ranging at a layout, or by another axis holding the same range), in SciChart's
    /// form ``SCIVisibleRangeChangeListener``: the axis, the old range, the new one (both
    /// copies, never `nil`), and whether an animation moves it (always `false`: ranges
    /// change at once). A listener runs on the thread that changed the range, and may set
    /// ranges, its own axis' too: setting a range equal to the one an axis has calls no
    /// listener, so two axes linked both ways through listeners settle.
    ///
    /// ```swift
    /// priceX.visibleRangeChangeListener = { axis, oldRange, newRange, isAnimating in
    ///     if newRange!.minAsDouble < 0 { axis?.visibleRange = oldRange! }
    /// }
    /// ```
    public var visibleRangeChangeListener: SCIVisibleRangeChangeListener?

    /// The range pans and zooms may show (default `nil`: no bound): the chart's navigation
    /// modifiers (pan, pinch, wheel) move a range that would leave it back inside, keeping
    /// its span, and stop a zoom out at it; ``visibleRangeLimitMode`` says which ends bound.
    /// Setting ``visibleRange`` in code is not bounded. A limit that is empty, reversed or
    /// not finite bounds nothing.
    public var visibleRangeLimit: SCIDoubleRange?

    /// Which ends of ``visibleRangeLimit`` bound navigation (default ``SCIRangeClipMode/minMax``).
    public var visibleRangeLimitMode: SCIRangeClipMode = .minMax

    /// The narrowest span a zoom may show (values; bars on category axes): a zoom in that
    /// would show less leaves the range as it is. `nil` (the default): no bound.
    public var minimalZoomConstrain: NSNumber?

    /// The widest span a zoom may show: a zoom out that would show more leaves the range as
    /// it is. `nil` (the default): no bound.
    public var maximumZoomConstrain: NSNumber?

    /// `range` as navigation may show it: inside ``visibleRangeLimit`` when there is one,
    /// and the range as it is when the zoom would pass ``minimalZoomConstrain`` or
    /// ``maximumZoomConstrain`` (a pan, or a zoom back towards them, is not held).
    func limitedForNavigation(_ range: SCIDoubleRange) -> SCIDoubleRange {
        let current = currentRange
        let span = range.max - range.min
        let currentSpan = current.max - current.min
        if let minimal = minimalZoomConstrain?.doubleValue, minimal.isFinite, span < minimal,
            span < currentSpan
        {
            return current
        }
        if let maximum = maximumZoomConstrain?.doubleValue, maximum.isFinite, span > maximum,
            span > currentSpan
        {
            return current
        }
        guard let limit = visibleRangeLimit else { return range }
        return visibleRangeLimitMode.clip(range, to: limit)
    }

    /// Fractions of the data range added below and above when auto-ranging (default none).
    public var growBy: SCIDoubleRange? { didSet { invalidate() } }

    /// The auto-range an axis drag turned off (``SCIYAxisDragModifier``), which a zoom to
    /// extents turns back on.
    var autoRangeBeforeDrag: SCIAutoRange?

    /// When the visible range follows the data (default `.once`).
    public var autoRange: SCIAutoRange = .once { didSet { invalidate() } }

    /// The side the axis is drawn on (default: bottom for x, right for y).
    public var axisAlignment: SCIAxisAlignment = .default { didSet { invalidate() } }

    /// A title drawn beside the labels (default none).
    public var axisTitle: String? { didSet { invalidate() } }

    /// Whether the axis is drawn inside the series area, along its side, rather than beside
    /// it (default `false`); the surface's layout manager places it with its inner strategy
    /// (``SCIDefaultLayoutManager/topInnerAxisLayoutStrategy`` and the others), which may pin
    /// it anywhere, such as at the other axis' zero.
    public var isCenterAxis: Bool {
        get { centerAxis }
        set { centerAxis = newValue }
    }
    var centerAxis = false { didSet { invalidate() } }

    /// What the axis' last measure found (see ``updateMeasurements()``).
    public internal(set) var layoutState = SCIAxisLayoutState()
    /// What a measure needs, while a layout is under way.
    var measureInput: SurfaceLayout.MeasureInput?
    /// The ticks the last measure computed, at `measureInput`'s length.
    var measuredTicks: AxisTicks?
    /// The rectangle a layout strategy gave the axis in the layout under way.
    var laidOutRect: CGRect?

    /// Where the title sits (default ``SCIAxisTitlePlacement/auto``: beyond the labels);
    /// ``SCIAxisTitlePlacement/inside`` draws it in the series area and takes no room.
    public var axisTitlePlacement: SCIAxisTitlePlacement = .auto { didSet { invalidate() } }

    /// Which way the title reads (default ``SCIAxisTitleOrientation/auto``).
    public var axisTitleOrientation: SCIAxisTitleOrientation = .auto { didSet { invalidate() } }

    /// Where along the axis the title sits: `.center` (the default), `.top` or `.bottom` on
    /// vertical axes, `.left` or `.right` on horizontal ones.
    public var axisTitleAlignment: SCIAlignment = .center { didSet { invalidate() } }

    /// Room kept around the title (default none): moves it off the labels, or off the series
    /// area's edge when inside.
    public var axisTitleMargins: UIEdgeInsets = .zero { didSet { invalidate() } }

    /// How each tick label is aligned, spaced and rotated (default centred, no margins, level).
    public var axisTickLabelStyle: SCIAxisTickLabelStyle = .default { didSet { invalidate() } }

    /// Whether values grow right-to-left (x) or top-to-bottom (y); `false` by default.
    public var flipCoordinates = false { didSet { invalidate() } }

    /// Whether the axis is drawn and takes space (its coordinates work either way); `true`
    /// by default.
    public var isVisible = true { didSet { invalidate() } }

    /// Whether grid lines are drawn at major ticks (default `true`).
    public var drawMajorGridLines = true { didSet { invalidate() } }
    /// Whether grid lines are drawn at minor ticks (default `true`).
    public var drawMinorGridLines = true { didSet { invalidate() } }
    /// Whether tick marks are drawn at major ticks (default `true`).
    public var drawMajorTicks = true { didSet { invalidate() } }
    /// Whether tick marks are drawn at minor ticks (default `false`).
    public var drawMinorTicks = false { didSet { invalidate() } }
    /// Whether tick labels are drawn (default `true`).
    public var drawLabels = true { didSet { invalidate() } }

    /// The most major ticks auto ticks choose (default 10); fewer when labels need room.
    public var maxAutoTicks = 10 { didSet { invalidate() } }

    /// Minor subdivisions of each major step on numeric axes (default 5).
    public var minorsPerMajor = 5 { didSet { invalidate() } }

    /// Whether the axis spaces its ticks itself (the default): `false` places them every
    /// ``majorDelta`` and ``minorDelta`` (values; seconds on date axes, bars on category
    /// axes). Deltas missing, not positive, or so small that an axis would have more than a
    /// thousand ticks, space them automatically.
    public var autoTicks = true { didSet { invalidate() } }

    /// The distance between major ticks when ``autoTicks`` is off.
    public var majorDelta: NSNumber? { didSet { invalidate() } }

    /// The distance between minor ticks when ``autoTicks`` is off.
    public var minorDelta: NSNumber? { didSet { invalidate() } }

    /// Whether every other space between major grid lines is shaded with
    /// ``axisBandsStyle`` (default `false`).
    public var drawMajorBands = false { didSet { invalidate() } }

    /// The shading of major bands; `nil` (the default) takes a faint shade of the theme's
    /// grid colour.
    public var axisBandsStyle: SCIBrushStyle? { didSet { invalidate() } }

    /// The pen of minor ticks; `nil` (the default) draws them with the major ticks' pen.
    public var minorTickLineStyle: SCIPenStyle? { didSet { invalidate() } }

    /// The pen of major grid lines; `nil` (the default) takes the surface theme's.
    public var majorGridLineStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The pen of minor grid lines; `nil` (the default) takes the surface theme's.
    public var minorGridLineStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The pen of tick marks; `nil` (the default) takes the surface theme's.
    public var majorTickLineStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The font of tick labels; `nil` (the default) takes the surface theme's.
    public var tickLabelStyle: SCIFontStyle? { didSet { invalidate() } }
    /// The font of ``axisTitle``; `nil` (the default) takes the surface theme's.
    public var titleStyle: SCIFontStyle? { didSet { invalidate() } }

    /// Formats tick labels, replacing the axis' own format and its ``labelProvider`` (default
    /// `nil`). On category axes it receives bar indices.
    public var labelFormatter: ((Double) -> String)? { didSet { invalidate() } }

    /// The format of tick labels, as a number pattern ("$0.0", "#,##0.00", "0.#E+0") on
    /// numeric axes or a date pattern ("dd.MMM", "HH:mm") on date and category date axes
    /// (Unicode TR35 patterns, in the POSIX locale, so labels read the same on every
    /// machine); `nil` (the default): the axis' own text, which follows the zoom. Also the
    /// cursor's format unless ``cursorTextFormatting`` is set.
    public var textFormatting: String? { didSet { invalidate() } }

    /// The format of the text a cursor shows on the axis, as ``textFormatting``; quoted
    /// text is kept ("'Price: '0.00' $'"). `nil` (the default): ``textFormatting``, else the
    /// axis' own cursor text.
    public var cursorTextFormatting: String? { didSet { invalidate() } }

    /// What writes the axis' tick labels and cursor texts: by default the provider of the
    /// axis' kind (``SCINumericLabelProvider``, ``SCIDateLabelProvider``,
    /// ``SCITradeChartAxisLabelProvider``), which writes the axis' own text or its formats.
    public var labelProvider: ISCILabelProvider {
        get {
            if let heldProvider { return heldProvider }
            let made = makeLabelProvider()
            made.attachTo(self)
            heldProvider = made
            return made
        }
        set {
            guard newValue !== heldProvider else { return }
            heldProvider?.detach()
            newValue.attachTo(self)
            heldProvider = newValue
            invalidate()
        }
    }
    private var heldProvider: ISCILabelProvider?

    /// What places the axis' ticks: by default the provider of the axis' kind
    /// (``SCINumericTickProvider``, ``SCILogarithmicNumericTickProvider``,
    /// ``SCIDateTickProvider``, ``SCICategoryTickProvider``), which gives the axis' own ticks.
    /// A provider of the user's places them (see ``SCITickProviderBase``); ``autoTicks`` off
    /// with deltas set takes precedence.
    public var tickProvider: ISCITickProvider {
        get {
            if let heldTickProvider { return heldTickProvider }
            let made = makeTickProvider()
            made.attachTo(self)
            heldTickProvider = made
            return made
        }
        set {
            guard newValue !== heldTickProvider else { return }
            heldTickProvider?.detach()
            newValue.attachTo(self)
            heldTickProvider = newValue
            invalidate()
        }
    }
    private var heldTickProvider: ISCITickProvider?

    /// What turns the ticks' values into screen coordinates at each layout (default: a
    /// ``SCIDefaultTickCoordinatesProvider``, each tick at its value's pixel). Subclass that
    /// provider to move or hide ticks.
    public var tickCoordinatesProvider: ISCITickCoordinatesProvider {
        get {
            if let heldTickCoordinatesProvider { return heldTickCoordinatesProvider }
            let made = SCIDefaultTickCoordinatesProvider()
            made.attachTo(self)
            heldTickCoordinatesProvider = made
            return made
        }
        set {
            guard newValue !== heldTickCoordinatesProvider else { return }
            heldTickCoordinatesProvider?.detach()
            newValue.attachTo(self)
            heldTickCoordinatesProvider = newValue
            invalidate()
        }
    }
    private var heldTickCoordinatesProvider: ISCITickCoordinatesProvider?

    /// Where `ticks` are drawn under `calculator`: one pixel offset per major and minor tick,
    /// NaN for one not drawn, as the ``tickCoordinatesProvider`` places them.
    func tickOffsets(_ ticks: AxisTicks, calculator: SCICoordinateCalculator) -> (
        major: [Double], minor: [Double]
    ) {
        // The default provider (made when first read) places ticks at their pixels: the same
        // offsets, kept in Double.
        guard let provider = heldTickCoordinatesProvider,
            type(of: provider) != SCIDefaultTickCoordinatesProvider.self
        else {
            return (ticks.major.map(calculator.getCoordinate), ticks.minor.map(calculator.getCoordinate))
        }
        let coordinates = SCITickCoordinates(ticks: ticks, calculator: calculator)
        provider.prepare(coordinates)
        provider.update()
        return coordinates.offsets()
    }

    /// The tick provider the axis kind has by default.
    func makeTickProvider() -> ISCITickProvider { SCINumericTickProvider() }
    /// The calculator of the layout or frame whose labels are being written: what
    /// ``currentCoordinateCalculator`` and ``visibleRange`` answer meanwhile, so a label
    /// provider reading its axis never asks for the layout under way.
    var labellingCalculator: SCICoordinateCalculator?
    /// The number and date formatters of ``textFormatting`` and ``cursorTextFormatting``.
    var patternFormatters = PatternFormatters()

    /// The label of a tick placed by hand `step` apart (``autoTicks`` off): the number, to
    /// the step's decimals.
    func manualTickLabel(_ value: Double, step: Double, context: AxisContext) -> String {
        numberText(value, step: step, magnitude: max(abs(value), abs(step)))
    }

    /// The axis' own text of a number on an axis whose labels are `step` apart and reach
    /// `magnitude` (see ``SCINumericAxis/scientificNotation``).
    func numberText(_ value: Double, step: Double, magnitude: Double) -> String {
        NumericTicks.label(value, step: step, magnitude: magnitude)
    }

    /// The label provider the axis kind has by default.
    func makeLabelProvider() -> ISCILabelProvider { SCINumericLabelProvider() }

    /// The time zone of date labels, on axes whose values are dates; `nil` on numeric axes.
    var labelTimeZone: TimeZone? { nil }

    /// The converter between axis values and pixels from the series area's origin, as of
    /// the current layout.
    public var currentCoordinateCalculator: SCICoordinateCalculator {
        if let labellingCalculator { return labellingCalculator }
        guard let surface else { return SCICoordinateCalculator.detached(axis: self) }
        return surface.coordinateCalculator(for: self)
    }

    /// The pixel offset of `dataValue` from the series area's origin along the axis, as of
    /// the current layout (see ``currentCoordinateCalculator``).
    public func getCoordinate(_ dataValue: Double) -> Double {
        currentCoordinateCalculator.getCoordinate(dataValue)
    }

    /// The pixel offset of a data value given as a number or a date (`NSNumber(value: 1.2)`,
    /// a `Date`, an `NSDate`; a bar index on category axes).
    public func getCoordinate(_ dataValue: ISCIComparable) -> Double {
        getCoordinate(dataValue.toDouble)
    }

    /// The data value at pixel offset `pixelCoordinate` from the series area's origin along
    /// the axis, as of the current layout.
    public func getDataValue(_ pixelCoordinate: Double) -> Double {
        currentCoordinateCalculator.getDataValue(pixelCoordinate)
    }

    /// Whether the axis lays out horizontally (x axes unless rotated).
    public var isHorizontalAxis: Bool {
        switch resolvedAlignment {
        case .top, .bottom: true
        default: false
        }
    }

    /// Whether the axis is a category axis (x values are bar indices).
    public var isCategoryAxis: Bool { false }

    /// The range before any data or setting: 0...10.
    var defaultRange: SCIDoubleRange { SCIDoubleRange(min: 0, max: 10) }

    var resolvedAlignment: SCIAxisAlignment {
        switch axisAlignment {
        case .default: isXAxis ? .bottom : .right
        default: axisAlignment
        }
    }

    /// The range held, made when first needed.
    private var held: SCIDoubleRange {
        if let heldRange { return heldRange }
        let range = defaultRange
        range.addObserver(self)
        heldRange = range
        return range
    }

    /// The current range as the axis shows it, without triggering a layout (layout code):
    /// a valid copy of the held range (on a logarithmic axis, with positive ends).
    var currentRange: SCIDoubleRange { valueScale.showable(held.sanitized(fallback: defaultRange)) }

    /// How the axis turns values into distances (linear unless a numeric axis says
    /// otherwise).
    var valueScale: AxisScale { .linear }

    /// How the axis turns values into distances when the layout's bars are `bars`: its
    /// ``valueScale`` unless the axis places values by bars (an index date axis).
    func valueScale(bars: CategoryBars?) -> AxisScale { valueScale }

    /// Whether a layout copies the bars of the axis' first series for it (category and index
    /// date axes).
    var usesBars: Bool { isCategoryAxis }

    /// The calculator of this axis over `range`, `length` pixels long.
    /// `offset`: where the axis starts, in pixels from the series area's origin (an axis
    /// stacked along its side starts inside it).
    func makeCalculator(
        range: SCIDoubleRange, length: Double, categoryBars: CategoryBars?, offset: Double = 0,
        areaLength: Double? = nil
    ) -> SCICoordinateCalculator {
        SCICoordinateCalculator(
            range: range, length: length, isHorizontal: isHorizontalAxis, flipped: flipCoordinates,
            categoryBars: isCategoryAxis ? categoryBars : nil, scale: valueScale(bars: categoryBars),
            offset: offset,
            areaLength: areaLength)
    }

    /// Sets the range from auto-ranging or zooming: the held range takes the values, so
    /// every axis linked to it moves too.
    ///
    /// A change made by a layout (`explicit` false) asks for no new layout: the layout under
    /// way draws it. One made by navigation does; either way the axes linked to the range lay
    /// out again.
    func setRange(_ range: SCIDoubleRange, explicit: Bool) {
        let valid = range.sanitized(fallback: currentRange)
        if explicit { hasExplicitRange = true }
        let (low, high) = valid.ends
        let before = held.ends
        held.set(min: low, max: high, by: self)
        if explicit, before != held.ends { invalidate() }
    }

    /// Takes `range` as the held range (see ``visibleRange``).
    private func adopt(_ range: SCIDoubleRange) {
        if let refusal = linkRefusal(for: range) {
            LibraryWarnings.report(refusal)
            return
        }
        let old = currentRange
        if range !== heldRange {
            heldRange?.removeObserver(self)
            heldRange = range
            range.addObserver(self)
        }
        if range.hasFiniteEnds {
            hasExplicitRange = true
            // Reversed or empty ends are put in order (or widened) as the axis takes them.
            let (low, high) = range.sanitized(fallback: old).ends
            range.set(min: low, max: high, by: self)
        } else if hasExplicitRange || hasAutoRangedOnce {
            let (low, high) = old.ends
            range.set(min: low, max: high, by: self)
        }
        invalidate()
        let new = currentRange
        if old != new { visibleRangeChangeListener?(self, old, new, false) }
    }

    /// Why the axis cannot hold `range` (another kind of axis holds it), or `nil`.
    func linkRefusal(for range: SCIDoubleRange) -> String? {
        let axes = range.currentObservers.compactMap { $0 as? SCIAxisBase }
        guard let clash = axes.first(where: { $0 !== self && $0.rangeKind != rangeKind }) else { return nil }
        return "SciChart: a \(rangeKind) axis cannot share a visible range with the \(clash.rangeKind) axis "
            + "\"\(clash.axisId)\"; the axis keeps its range \(currentRange)."
    }

    /// What kind of values the axis holds: axes of different kinds cannot share a range.
    var rangeKind: String { "numeric" }

    /// Whether the next layout fits the range to the data, per ``autoRange``.
    var wantsAutoRangeFit: Bool {
        switch autoRange {
        case .always: true
        case .once: !hasExplicitRange && !hasAutoRangedOnce
        case .never: false
        }
    }

    /// Fits the range to `dataRange` (already unioned over the axis' series) per ``autoRange``.
    func autoRange(to dataRange: SCIDoubleRange?) {
        guard wantsAutoRangeFit, let dataRange, dataRange.isValid else { return }
        fit(to: dataRange)
        hasAutoRangedOnce = true
    }

    /// Sets the range to `dataRange` grown by ``growBy``.
    /// On a logarithmic axis the range grows by fractions of its span in powers of the base,
    /// as it is drawn.
    func fit(to dataRange: SCIDoubleRange) {
        let scale = valueScale
        var range = scale.showable(dataRange.sanitized(fallback: currentRange))
        if let growBy { range = scale.inverse(scale.forward(range).growing(by: growBy)) }
        setRange(range, explicit: false)
    }

    /// Ticks and labels over `range` when the axis is `length` pixels long.
    func makeTicks(range: SCIDoubleRange, length: Double, context: AxisContext) -> AxisTicks {
        let font = context.labelFont
        let minimumGap = isHorizontalAxis ? 12.0 : 6.0
        var maxTicks = max(min(maxAutoTicks, Int(length / (isHorizontalAxis ? 50 : 28))), 2)
        var result = AxisTicks()
        let calculator = makeCalculator(range: range, length: length, categoryBars: context.categoryBars)
        // Fewer ticks until the labels fit.
        if !autoTicks, var manual = manualTicks(range: range, context: context) {
            if let relabel = tickLabeler(bars: context.categoryBars) {
                manual.labels = manual.major.map(relabel)
            }
            return manual
        }
        // The last ticks of two or more whose labels did not fit, and the room they lacked.
        var crowded: (ticks: AxisTicks, spacing: Double, needed: Double)?
        for _ in 0..<6 {
            result = providedTicks(range: range, maxTicks: maxTicks, context: context)
            if let relabel = tickLabeler(bars: context.categoryBars) {
                result.labels = result.major.map(relabel)
            }
            guard result.major.count > 1, length > 0 else { break }
            let spacing = minimumSpacing(result.major, on: calculator)
            let needed: Double
            if isHorizontalAxis {
                let widest =
                    result.labels.map {
                        SCITextMetrics.width(of: $0, fontSize: Double(font.fontSize), bold: font.isBold)
                    }.max() ?? 0
                needed = widest + minimumGap
            } else {
                needed = SCITextMetrics.lineHeight(fontSize: Double(font.fontSize)) + minimumGap
            }
            if spacing >= needed || maxTicks <= 2 { break }
            crowded = (result, spacing, needed)
            maxTicks = max(
                2, min(maxTicks - 1, Int.clamping(Double(maxTicks) * spacing / needed, to: 0...maxTicks)))
        }
        // Fewer ticks left a single label (the next round step skipped the range): the
        // denser ticks stay, every second (or third...) one labelled, so the axis still reads.
        if result.major.count < 2, let crowded, crowded.spacing > 0 {
            let every = Int.clamping((crowded.needed / crowded.spacing).rounded(.up), to: 2...1000)
            var thinned = crowded.ticks
            // Labelled from the tick nearest a round multiple: the first of those `every`
            // apart whose label reads shortest.
            let offset =
                (0..<min(every, thinned.labels.count)).min {
                    thinned.labels[$0].count < thinned.labels[$1].count
                } ?? 0
            for index in thinned.labels.indices where (index - offset) % every != 0 {
                thinned.labels[index] = ""
            }
            if thinned.labels.filter({ !$0.isEmpty }).count >= 2 { return thinned }
        }
        return result
    }

    /// The ticks of the axis' ``tickProvider`` (a provider of the user's placing them,
    /// labelled for the smallest spacing of the majors), else the axis' own.
    private func providedTicks(range: SCIDoubleRange, maxTicks: Int, context: AxisContext) -> AxisTicks {
        guard let provider = tickProvider as? SCITickProviderBase,
            var placed = provider.providedTicks(range: range, maxTicks: maxTicks)
        else { return ticks(range: range, maxTicks: maxTicks, context: context) }
        var step = Double.infinity
        for (low, high) in zip(placed.major, placed.major.dropFirst()) { step = min(step, high - low) }
        if !step.isFinite { step = max(range.max - range.min, .leastNormalMagnitude) }
        placed.labels = placed.major.map { manualTickLabel($0, step: step, context: context) }
        return placed
    }

    /// Ticks for at most `maxTicks` majors; subclasses choose the kind.
    func ticks(range: SCIDoubleRange, maxTicks: Int, context: AxisContext) -> AxisTicks {
        let (ticks, step) = NumericTicks.ticks(
            range: range, maxTicks: maxTicks, minorsPerMajor: minorsPerMajor)
        var result = ticks
        let magnitude = max(abs(range.min), abs(range.max))
        result.labels = ticks.major.map { numberText($0, step: step, magnitude: magnitude) }
        return result
    }

    /// The fewest pixels between neighbouring `values` (ascending) on `calculator`.
    private func minimumSpacing(_ values: [Double], on calculator: SCICoordinateCalculator) -> Double {
        var smallest = Double.infinity
        var previous = calculator.getCoordinate(values[0])
        for value in values.dropFirst() {
            let coordinate = calculator.getCoordinate(value)
            smallest = min(smallest, abs(coordinate - previous))
            previous = coordinate
        }
        return smallest.isFinite ? smallest : 0
    }

    /// Tells the surface that the axis changed.
    func invalidate() {
        surface?.invalidateLayout()
    }
}

extension SCIAxisBase: RangeObserver {
    func range(
        _ range: SCIDoubleRange, changedFrom old: SCIDoubleRange, to new: SCIDoubleRange,
        by source: AnyObject?
    ) {
        guard range === heldRange else { return }
        // A change from code or from a linked axis is a range given to this axis, which
        // ends `.once` auto-ranging as setting it would.
        // Its own changes lay out when they must (see `setRange`); a layout that auto-ranges
        // must not ask for another frame.
        if source !== self {
            hasExplicitRange = true
            invalidate()
        }
        let shownBefore = old.sanitized(fallback: defaultRange)
        let shown = new.sanitized(fallback: defaultRange)
        if shownBefore != shown { visibleRangeChangeListener?(self, shownBefore, shown, false) }
    }
}

/// What an axis needs from its surface to choose ticks and labels.
struct AxisContext {
    var labelFont: SCIFontStyle
    /// For category axes: the bars that give indices their dates.
    var categoryBars: CategoryBars?
}
