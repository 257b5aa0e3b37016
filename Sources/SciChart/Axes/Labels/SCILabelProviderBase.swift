import Foundation

/// The base of a label provider for axes of kind `T` (an axis protocol such as
/// ``ISCIDateAxis``, or an axis class): override ``formatLabel(_:)`` and, optionally,
/// ``formatCursorLabel(_:)``.
///
/// ```swift
/// final class PopulationLabels: SCILabelProviderBase<ISCINumericAxis> {
///     init() { super.init(axisType: ISCINumericAxis.self) }
///     override func formatLabel(_ dataValue: ISCIComparable) -> ISCIString {
///         "\(Int(dataValue.toDouble / 1e6)) M"
///     }
/// }
/// ```
open class SCILabelProviderBase<T>: ISCILabelProvider {
    private(set) weak var attached: (any ISCIAxisCore)?

    /// A provider for axes of kind `axisType`.
    public init(axisType: T.Type) {}

    /// The axis the provider is assigned to, when it is of kind `T`.
    public var axis: T? { attached as? T }

    open func attachTo(_ axis: ISCIAxisCore) { attached = axis }

    open func detach() { attached = nil }

    public var isAttached: Bool { attached != nil }

    open func update() {}

    /// The axis' own text for the value (what a cursor shows on it).
    open func formatLabel(_ dataValue: ISCIComparable) -> ISCIString {
        guard let axis = attached as? SCIAxisBase else { return NumberText.plain(dataValue.toDouble) }
        return axis.ownText(dataValue.toDouble, calculator: axis.currentCoordinateCalculator)
    }

    /// ``formatLabel(_:)``'s text unless overridden.
    open func formatCursorLabel(_ dataValue: ISCIComparable) -> ISCIString {
        formatLabel(dataValue)
    }
}
