import Foundation

/// A numeric axis: linear by default, logarithmic when ``priceScaleMode`` says so (or as a
/// ``SCILogarithmicNumericAxis``).
public class SCINumericAxis: SCIAxisBase, ISCINumericAxis {
    /// How values are spaced along the axis (default ``SCIPriceScaleMode/normal``); may be
    /// switched at any time, the visible range kept (its low end moved above zero on a
    /// logarithmic scale when it was not).
    ///
    /// ```swift
    /// priceAxis.priceScaleMode = .logarithmic
    /// ```
    public var priceScaleMode: SCIPriceScaleMode = .normal { didSet { invalidate() } }

    /// How labels and cursor texts write numbers in powers (default
    /// ``SCIScientificNotation/none``: plain numbers). Formats of ``SCIAxisBase/textFormatting``
    /// and label providers of the user's take precedence.
    ///
    /// ```swift
    /// axis.scientificNotation = .normalized   // "2.5×10³"
    /// ```
    public var scientificNotation: SCIScientificNotation = .none { didSet { invalidate() } }

    /// The base of the logarithmic scale (10 unless a ``SCILogarithmicNumericAxis`` sets it).
    var scaleBase = AxisScale.defaultBase { didSet { invalidate() } }

    override var valueScale: AxisScale {
        priceScaleMode == .logarithmic ? .logarithmic(base: scaleBase) : .linear
    }

    override func ticks(range: SCIDoubleRange, maxTicks: Int, context: AxisContext) -> AxisTicks {
        guard let base = valueScale.base,
            var ticks = LogarithmicTicks.ticks(
                range: range, base: base, maxTicks: maxTicks, minorsPerMajor: minorsPerMajor)
        else { return super.ticks(range: range, maxTicks: maxTicks, context: context) }
        ticks.labels = ticks.major.map { numberText($0, step: $0, magnitude: $0) }
        return ticks
    }

    override func numberText(_ value: Double, step: Double, magnitude: Double) -> String {
        let base: Double
        switch scientificNotation {
        case .none:
            let text = super.numberText(value, step: step, magnitude: magnitude)
            return ((labelProvider as? SCINumericLabelProvider)?.digitGrouping ?? .standard).apply(to: text)
        case .normalized: base = 10
        case .E: base = M_E
        case .logarithmicBase: base = valueScale.base ?? 10
        }
        let spread = log10(
            max(magnitude, abs(value), .leastNormalMagnitude) / max(step, .leastNormalMagnitude))
        let digits = spread.isFinite ? Int.clamping(spread.rounded(.up), to: 0...14) + 1 : 3
        return PowerText.text(value, base: base, digits: digits)
    }
}

/// The logarithmic numeric axis: a ``SCINumericAxis`` whose ``priceScaleMode`` is always
/// ``SCIPriceScaleMode/logarithmic``, in base ``logarithmicBase``.
///
/// Majors sit at powers of the base, equally spaced, with minors at whole multiples between
/// them; ``SCIAxisBase/majorDelta`` counts powers and ``SCIAxisBase/minorDelta`` multiples
/// of the power below. Visible ranges are set in data values; zoom and pan move by ratios.
/// Values at or below zero have no place on the axis: series leave gaps there, and a range
/// reaching zero or below is shown from the smallest positive value of the data.
///
/// ```swift
/// let xAxis = SCILogarithmicNumericAxis()
/// xAxis.logarithmicBase = 10.0
/// xAxis.scientificNotation = .logarithmicBase
/// ```
public class SCILogarithmicNumericAxis: SCINumericAxis, ISCILogarithmicNumericAxis {
    /// The base of the powers (default 10): any finite number above 1, such as 2 or `M_E`.
    /// Another value is refused with a warning on standard error, the base kept.
    public var logarithmicBase: Double {
        get { scaleBase }
        set {
            guard AxisScale.logarithmic(validBase: newValue) != nil else {
                LibraryWarnings.report(
                    "SciChart: a logarithmic base must be a finite number above 1; \(newValue) is refused, "
                        + "the axis \"\(axisId)\" keeps base \(scaleBase).")
                return
            }
            scaleBase = newValue
        }
    }

    /// Always ``SCIPriceScaleMode/logarithmic``: setting another mode is ignored (use a
    /// ``SCINumericAxis`` to switch).
    public override var priceScaleMode: SCIPriceScaleMode {
        get { .logarithmic }
        set {}
    }

    /// A base-10 logarithmic axis with the default id.
    public override init() {
        super.init()
    }

    override func makeTickProvider() -> ISCITickProvider { SCILogarithmicNumericTickProvider() }
}
