import Foundation

/// How a data series' values are laid out: sorted in x or not, evenly spaced in x or not,
/// with NaN values or not (SciChart's `ISCIDataDistributionCalculator`).
///
/// A series measures its own sortedness exactly as points arrive (one comparison a point), so
/// what is drawn, hit-tested and searched never rests on a declaration: a series declared
/// sorted that receives unsorted points still draws them right. What a declaration does is say
/// what is expected: a series declared unsorted when its first unsorted points arrive takes
/// them without the one-line warning it otherwise writes (see
/// ``SCIDataSeries/acceptsUnsortedData``).
public protocol ISCIDataDistributionCalculator: AnyObject, Sendable {
    /// Whether x values never decrease.
    var isDataSortedAscending: Bool { get }
    /// Whether consecutive x values are the same distance apart (within 1/8000 of it).
    var isDataEvenlySpaced: Bool { get }
    /// Whether any value is NaN (a gap).
    var isDataContainsNaN: Bool { get }
}

/// A distribution stated by the user rather than measured (SciChart's
/// `SCIUserDefinedDistributionCalculator`): pass it to a series' initialiser.
///
/// ```swift
/// let dataDistributionCalculator = SCIUserDefinedDistributionCalculator()
/// dataDistributionCalculator.isDataSortedAscending = false
/// let dataSeries = SCIXyDataSeries(
///     xType: .double, yType: .double, dataDistributionCalculator: dataDistributionCalculator)
/// ```
public final class SCIUserDefinedDistributionCalculator: ISCIDataDistributionCalculator {
    private struct Flags {
        var sorted = true
        var evenlySpaced = false
        var containsNaN = true
    }
    private let flags = Locked(Flags())

    /// A distribution of sorted x values, not declared evenly spaced, possibly with NaN.
    public init() {}

    /// Whether x values never decrease (default `true`).
    public var isDataSortedAscending: Bool {
        get { flags.withLock { $0.sorted } }
        set { flags.withLock { $0.sorted = newValue } }
    }

    /// Whether consecutive x values are the same distance apart (default `false`).
    public var isDataEvenlySpaced: Bool {
        get { flags.withLock { $0.evenlySpaced } }
        set { flags.withLock { $0.evenlySpaced = newValue } }
    }

    /// Whether any value is NaN (default `true`).
    public var isDataContainsNaN: Bool {
        get { flags.withLock { $0.containsNaN } }
        set { flags.withLock { $0.containsNaN = newValue } }
    }
}

/// The distribution a series measures from its values when none was declared.
final class MeasuredDistribution: ISCIDataDistributionCalculator, @unchecked Sendable {
    // Written once, by the initialiser.
    private weak var series: SCIDataSeries?

    init(_ series: SCIDataSeries) { self.series = series }

    var isDataSortedAscending: Bool { series?.read { $0.isSorted } ?? true }

    var isDataEvenlySpaced: Bool {
        series?.read { store in store.withColumn(0) { Self.isEvenlySpaced($0) } } ?? true
    }

    var isDataContainsNaN: Bool {
        series?.read { store in
            (0..<store.columnCount).contains { column in store.withColumn(column) { $0.contains { $0.isNaN } }
            }
        } ?? false
    }

    /// Whether every step between consecutive values is the mean step, within 1/8000 of it.
    static func isEvenlySpaced(_ xs: UnsafeBufferPointer<Double>) -> Bool {
        guard xs.count > 2 else { return xs.allSatisfy(\.isFinite) }
        let step = (xs[xs.count - 1] - xs[0]) / Double(xs.count - 1)
        guard step.isFinite else { return false }
        let tolerance = abs(step) / 8000
        for index in 1..<xs.count where !(abs(xs[index] - xs[index - 1] - step) <= tolerance) { return false }
        return true
    }
}
