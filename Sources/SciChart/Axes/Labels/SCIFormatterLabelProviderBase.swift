import Foundation

/// A label provider that has a ``ISCILabelFormatter`` write its labels: the base of the
/// providers each axis kind has by default. Give one a formatter of your own to change
/// the labels of an axis kind while keeping its provider.
open class SCIFormatterLabelProviderBase<T>: SCILabelProviderBase<T>, AxisOwnFormatting {
    /// What writes the labels.
    public let labelFormatter: ISCILabelFormatter

    /// A provider for axes of kind `axisType` whose labels `labelFormatter` writes.
    public init(axisType: T.Type, labelFormatter: ISCILabelFormatter) {
        self.labelFormatter = labelFormatter
        super.init(axisType: axisType)
    }

    open override func update() {
        if let attached { labelFormatter.update(attached) }
    }

    /// The formatter's text for the value.
    public final override func formatLabel(_ dataValue: ISCIComparable) -> ISCIString {
        labelFormatter.formatLabel(dataValue.toDouble)
    }

    /// The formatter's cursor text for the value.
    public final override func formatCursorLabel(_ dataValue: ISCIComparable) -> ISCIString {
        labelFormatter.formatCursorLabel(dataValue.toDouble)
    }

    var writesAxisText: Bool { labelFormatter is AxisTextFormatter }
}

/// A provider that may leave an axis to write its own text.
protocol AxisOwnFormatting {
    /// Whether the axis writes the labels itself (its automatic text, or its
    /// ``SCIAxisBase/textFormatting``), so the provider need not be asked.
    var writesAxisText: Bool { get }
}

/// The formatter of the providers axes have by default: the axis' own text, or its
/// ``SCIAxisBase/textFormatting`` and ``SCIAxisBase/cursorTextFormatting`` when set.
final class AxisTextFormatter: ISCILabelFormatter {
    private weak var axis: SCIAxisBase?

    func update(_ axis: ISCIAxisCore) { self.axis = axis as? SCIAxisBase }

    func formatLabel(_ dataValue: Double) -> ISCIString { text(dataValue, cursor: false) }

    func formatCursorLabel(_ dataValue: Double) -> ISCIString { text(dataValue, cursor: true) }

    private func text(_ value: Double, cursor: Bool) -> String {
        guard let axis else { return NumberText.plain(value) }
        let pattern = cursor ? axis.cursorTextFormatting ?? axis.textFormatting : axis.textFormatting
        if let pattern { return axis.patternText(value, pattern: pattern) }
        return axis.ownText(value, calculator: axis.currentCoordinateCalculator)
    }
}

/// The provider of numeric axes: their own text, its digits grouped by ``digitGrouping``,
/// or ``SCIAxisBase/textFormatting``.
open class SCINumericLabelProvider: SCIFormatterLabelProviderBase<ISCINumericAxis> {
    /// How the axis' own text groups digits and marks decimals, in its tick and cursor
    /// labels (``SCIDigitGrouping/standard`` by default: "12,345.67").
    public var digitGrouping = SCIDigitGrouping.standard {
        didSet { (attached as? SCIAxisBase)?.invalidate() }
    }

    /// The axis' own text, or its formats when set.
    public convenience init() { self.init(labelFormatter: AxisTextFormatter()) }

    /// Labels written by `labelFormatter`.
    public init(labelFormatter: ISCILabelFormatter) {
        super.init(axisType: ISCINumericAxis.self, labelFormatter: labelFormatter)
    }
}

/// The provider of date axes: their own text, or ``SCIAxisBase/textFormatting`` (a date
/// format such as "dd.MMM").
open class SCIDateLabelProvider: SCIFormatterLabelProviderBase<ISCIDateAxis> {
    /// The axis' own text, or its formats when set.
    public convenience init() { self.init(labelFormatter: AxisTextFormatter()) }

    /// Labels written by `labelFormatter`, which receives seconds since 1970.
    public init(labelFormatter: ISCILabelFormatter) {
        super.init(axisType: ISCIDateAxis.self, labelFormatter: labelFormatter)
    }
}

/// The provider of category date axes: the first bar of each day, month or year named as
/// a trader reads it, or ``SCIAxisBase/textFormatting`` (a date format).
open class SCITradeChartAxisLabelProvider: SCIFormatterLabelProviderBase<ISCICategoryDateAxis>,
    ISCICategoryLabelProvider
{
    /// The bar index of a date on the attached category axis (the nearest bar; 0 when
    /// detached or the date is missing).
    public func transformDataToIndex(_ dataValue: ISCIComparable?) -> Int {
        guard let axis = attached as? SCIAxisBase, let dataValue else { return 0 }
        return axis.currentCoordinateCalculator.transformDataToIndex(dataValue.toDouble)
    }

    /// The date of bar `index` on the attached category axis (dates before the first bar
    /// and after the last continue at the bars' spacing); `nil` when detached.
    public func transformIndexToData(_ index: Int) -> Date? {
        guard let axis = attached as? SCIAxisBase else { return nil }
        let seconds = axis.currentCoordinateCalculator.transformIndexToData(index)
        return seconds.isFinite ? Date(timeIntervalSince1970: seconds) : nil
    }

    /// The axis' own text, or its formats when set.
    public convenience init() { self.init(labelFormatter: AxisTextFormatter()) }

    /// Labels written by `labelFormatter`, which receives the bars' dates as seconds since
    /// 1970.
    public init(labelFormatter: ISCILabelFormatter) {
        super.init(axisType: ISCICategoryDateAxis.self, labelFormatter: labelFormatter)
    }
}
