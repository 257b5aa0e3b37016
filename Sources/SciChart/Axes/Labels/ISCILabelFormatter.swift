import Foundation

/// Writes the labels of a ``SCIFormatterLabelProviderBase`` from numbers (dates as seconds
/// since 1970).
public protocol ISCILabelFormatter: AnyObject {
    /// Called before the axis has labels written, with the axis.
    func update(_ axis: ISCIAxisCore)
    /// The text of the tick at `dataValue`.
    func formatLabel(_ dataValue: Double) -> ISCIString
    /// The text a cursor shows at `dataValue`.
    func formatCursorLabel(_ dataValue: Double) -> ISCIString
}

/// The base of a label formatter: override ``formatLabel(_:)`` and, optionally,
/// ``formatCursorLabel(_:)`` and ``update(_:)``.
///
/// ```swift
/// final class ThousandsFormatter: SCILabelFormatterBase {
///     override func formatLabel(_ dataValue: Double) -> ISCIString {
///         NSString(format: "%.0fK", dataValue / 1000)
///     }
/// }
/// ```
open class SCILabelFormatterBase: ISCILabelFormatter {
    /// A formatter that writes numbers in as few digits as they need.
    public init() {}

    open func update(_ axis: ISCIAxisCore) {}

    /// The value in as few digits as it needs ("12.5", "3").
    open func formatLabel(_ dataValue: Double) -> ISCIString { NumberText.plain(dataValue) }

    /// ``formatLabel(_:)``'s text unless overridden.
    open func formatCursorLabel(_ dataValue: Double) -> ISCIString { formatLabel(dataValue) }
}
