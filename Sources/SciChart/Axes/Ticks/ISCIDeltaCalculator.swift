import Foundation

/// The distances between an axis' major ticks and between its minor ticks.
public protocol ISCIAxisDelta: AnyObject {
    /// The distance between minor ticks.
    var minorDelta: ISCIComparable { get }
    /// The distance between major ticks.
    var majorDelta: ISCIComparable { get }
}

/// A pair of tick distances, as a delta calculator answers them.
public final class SCIAxisDelta: ISCIAxisDelta {
    /// The distance between minor ticks.
    public let minorDelta: ISCIComparable
    /// The distance between major ticks.
    public let majorDelta: ISCIComparable

    /// Distances given as numbers (`NSNumber(value: 0.1)`) or other comparables.
    public init(minorDelta: ISCIComparable, majorDelta: ISCIComparable) {
        self.minorDelta = minorDelta
        self.majorDelta = majorDelta
    }
}

/// Chooses the tick distances of a ``SCIDeltaTickProvider`` for a visible range.
public protocol ISCIDeltaCalculator: AnyObject {
    /// The distances for ticks over `min`...`max`, at most `maxTicks` majors, each divided
    /// into `minorsPerMajor` minor steps.
    func getDeltaFromRangeMin(
        _ min: ISCIComparable!, max: ISCIComparable!, minorsPerMajor: UInt32, maxTicks: UInt32
    ) -> ISCIAxisDelta!
}

/// The delta calculator of numeric axes: majors 1, 2, 2.5 or 5 times a power of ten apart,
/// the fewest that keep at most `maxTicks` of them; minors `minorsPerMajor` to a major.
/// Subclass it and override ``getDeltaFromRangeMin(_:max:minorsPerMajor:maxTicks:)`` to
/// choose other distances.
///
/// ```swift
/// class FixedDeltas: SCINumericDeltaCalculator {
///     override func getDeltaFromRangeMin(
///         _ min: ISCIComparable!, max: ISCIComparable!, minorsPerMajor: UInt32, maxTicks: UInt32
///     ) -> ISCIAxisDelta! {
///         SCIAxisDelta(minorDelta: NSNumber(value: 0.07), majorDelta: NSNumber(value: 0.1))
///     }
/// }
/// axis.tickProvider = SCINumericTickProvider(deltaCalculator: FixedDeltas())
/// ```
open class SCINumericDeltaCalculator: ISCIDeltaCalculator {
    /// A calculator of nice numeric steps.
    public init() {}

    open func getDeltaFromRangeMin(
        _ min: ISCIComparable!, max: ISCIComparable!, minorsPerMajor: UInt32, maxTicks: UInt32
    ) -> ISCIAxisDelta! {
        let low = min?.toDouble ?? .nan
        let high = max?.toDouble ?? .nan
        let range = SCIDoubleRange(min: Swift.min(low, high), max: Swift.max(low, high))
        let major = NumericTicks.step(range: range, maxTicks: Int(Swift.max(maxTicks, 1)))
        return SCIAxisDelta(
            minorDelta: major / Double(Swift.max(minorsPerMajor, 1)), majorDelta: major)
    }
}
