import Foundation

/// Writes an axis' labels: the text of each tick and the text a cursor shows on the axis.
///
/// Every axis has one (``SCIAxisBase/labelProvider``): by default the provider of its kind,
/// which writes the axis' own text, or ``SCIAxisBase/textFormatting`` when set. Assign
/// another to take over the labels:
///
/// ```swift
/// axis.labelProvider = SCINumericLabelProvider(labelFormatter: ThousandsFormatter())
/// ```
///
/// Tick labels are written when the surface lays out; cursor texts when a tool draws.
/// Texts longer than 200 characters are cut there, and an empty text draws no label.
public protocol ISCILabelProvider: AnyObject {
    /// Called by the axis the provider is assigned to.
    func attachTo(_ axis: ISCIAxisCore)
    /// Called by the axis when another provider replaces this one.
    func detach()
    /// Whether the provider is assigned to an axis.
    var isAttached: Bool { get }
    /// Called before the axis has labels written: the moment to read the axis' range or
    /// settings.
    func update()
    /// The text of the tick at `dataValue` (a `Date` on date axes, including a category
    /// axis' bars, a `Double` otherwise).
    func formatLabel(_ dataValue: ISCIComparable) -> ISCIString
    /// The text a cursor shows at `dataValue` on the axis.
    func formatCursorLabel(_ dataValue: ISCIComparable) -> ISCIString
}

/// The label provider of a category axis, which converts between the bars' dates and their
/// indices (``SCITradeChartAxisLabelProvider``).
public protocol ISCICategoryLabelProvider: ISCILabelProvider {
    /// The index of the bar nearest a date.
    func transformDataToIndex(_ dataValue: ISCIComparable?) -> Int
    /// The date of bar `index`.
    func transformIndexToData(_ index: Int) -> Date?
}
