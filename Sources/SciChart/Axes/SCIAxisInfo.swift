import Foundation

/// What an axis says about one value on it: the value, its texts and which axis it is
/// (SciChart's `SCIAxisInfo`). ``SCIAxisBase/hitTest(_:)`` answers one for a pixel; an
/// annotation's ``ISCIFormattedValueProvider`` gets one to write its label from.
public final class SCIAxisInfo {
    /// The id of the axis.
    public let axisId: String
    /// The axis' title, if it has one.
    public let axisTitle: String?
    /// The value: a number, or seconds since 1970 on date and category date axes.
    public let dataValue: Double
    /// The value as the axis writes a value set on purpose (a price line's label); never `nil`
    /// (declared implicitly unwrapped as SciChart's code unwraps it).
    public let axisFormattedDataValue: ISCIString!
    /// The value as a cursor on the axis writes it; never `nil`.
    public let cursorFormattedDataValue: ISCIString!
    /// Whether the axis is an x axis.
    public let isXAxis: Bool
    /// Whether the axis runs horizontally.
    public let isHorizontal: Bool
    /// The side the axis is on.
    public let axisAlignment: SCIAxisAlignment

    /// The info of `dataValue` on `axis`, written as of `calculator` (a layout's).
    init(axis: SCIAxisBase, dataValue: Double, calculator: SCICoordinateCalculator) {
        axisId = axis.axisId
        axisTitle = axis.axisTitle
        self.dataValue = dataValue
        // Category axes write bar indices; their data values are dates.
        let written =
            calculator.isCategoryAxis ? Double(calculator.transformDataToIndex(dataValue)) : dataValue
        axisFormattedDataValue = axis.formatValueText(written, calculator: calculator)
        cursorFormattedDataValue = axis.formatCursorText(written, calculator: calculator)
        isXAxis = axis.isXAxis
        isHorizontal = axis.isHorizontalAxis
        axisAlignment = axis.axisAlignment
    }
}

/// Writes the text of an annotation's value label from the axis' info (SciChart's
/// `ISCIFormattedValueProvider`): set one as a line annotation's or axis marker's
/// `formattedLabelValueProvider`.
///
/// ```swift
/// class AnnotationValueProvider: ISCIFormattedValueProvider {
///     func formatValue(with axisInfo: SCIAxisInfo!) -> ISCIString! {
///         axisInfo != nil ? "$ \(axisInfo.axisFormattedDataValue!) $" : nil
///     }
/// }
/// ```
///
/// A `nil` answer keeps the axis' own text.
public protocol ISCIFormattedValueProvider: AnyObject {
    /// The label's text for the value `axisInfo` describes, or `nil` for the axis' own.
    func formatValue(with axisInfo: SCIAxisInfo!) -> ISCIString!
}

extension SCIAxisBase {
    /// The info of the value at `pixelCoordinate` (pixels from the series area's origin along
    /// the axis), as of the last layout: what a tooltip over the axis shows. On a category
    /// axis the value is the date there.
    public func hitTest(_ pixelCoordinate: Double) -> SCIAxisInfo {
        let calculator: SCICoordinateCalculator = currentCoordinateCalculator
        return SCIAxisInfo(
            axis: self, dataValue: calculator.dataX(atCoordinate: pixelCoordinate), calculator: calculator)
    }
}

extension ISCIFormattedValueProvider {
    /// The provider's text for `value` on `axis`, or `nil` when it keeps the axis' own.
    func text(for value: Double, on axis: SCIAxisBase, calculator: SCICoordinateCalculator) -> String? {
        guard value.isFinite else { return nil }
        let info = SCIAxisInfo(axis: axis, dataValue: value, calculator: calculator)
        let answer: ISCIString? = formatValue(with: info)
        return answer?.stringValue
    }
}
