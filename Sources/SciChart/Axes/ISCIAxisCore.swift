import Foundation

/// What every axis is, as label providers and formatters see it: its id, visible range and
/// label formats. ``SCIAxisBase`` conforms; the protocols below say which kind an axis is,
/// so a label provider can say which axes it formats (``SCILabelProviderBase/init(axisType:)``).
public protocol ISCIAxisCore: AnyObject {
    /// The id series and tools refer to.
    var axisId: String { get set }
    /// The range of values shown.
    var visibleRange: SCIDoubleRange { get set }
    /// The format of tick labels (see ``SCIAxisBase/textFormatting``).
    var textFormatting: String? { get set }
    /// The format of a cursor's text on the axis (see ``SCIAxisBase/cursorTextFormatting``).
    var cursorTextFormatting: String? { get set }
    /// What writes the axis' labels.
    var labelProvider: ISCILabelProvider { get set }
}

/// What an axis calls after each change of its visible range
/// (``SCIAxisBase/visibleRangeChangeListener``): the axis, the old range, the new one, and
/// whether an animation moves it. The parameters are optional, as SciChart's are in Swift,
/// so its listeners (`newRange!.minAsDouble`, `axis?.visibleRange`) compile unchanged; an
/// axis passes all of them.
public typealias SCIVisibleRangeChangeListener = (
    _ axis: ISCIAxisCore?, _ oldRange: SCIDoubleRange?, _ newRange: SCIDoubleRange?, _ isAnimating: Bool
) -> Void

/// An axis of a 2D chart: an ``ISCIAxisCore`` that converts between data values and pixels.
public protocol ISCIAxis: ISCIAxisCore {
    /// The pixel offset of `dataValue` from the series area's origin along the axis.
    func getCoordinate(_ dataValue: Double) -> Double
    /// The data value at pixel offset `pixelCoordinate` from the series area's origin.
    func getDataValue(_ pixelCoordinate: Double) -> Double
}

/// An axis of numbers (``SCINumericAxis``).
public protocol ISCINumericAxis: ISCIAxis {}

/// A numeric axis on a logarithmic scale (``SCILogarithmicNumericAxis``).
public protocol ISCILogarithmicNumericAxis: ISCINumericAxis {
    /// The base of the powers.
    var logarithmicBase: Double { get set }
}

/// An axis of dates, whose values are seconds since 1970 (``SCIDateAxis``).
public protocol ISCIDateAxis: ISCIAxis {}

/// An axis of bars by index, labelled by their dates (``SCICategoryDateAxis``).
public protocol ISCICategoryDateAxis: ISCIAxis {}
