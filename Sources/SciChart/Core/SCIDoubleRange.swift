import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A closed range of axis values, shared by reference.
///
/// Numeric axes hold plain values; date axes hold seconds since 1970; category axes hold
/// bar indices. A range is *valid* when both ends are finite and `min <= max`.
///
/// A range is an object, as in SciChart: the axes it is assigned to hold it and see every
/// change of it. One range assigned to several axes' `visibleRange` links them: a pan, a
/// zoom or a change in code on any of them moves all of them, at once and without a
/// feedback loop.
///
/// ```swift
/// let sharedXRange = SCIDoubleRange()  // not set yet: the first auto-range fills it
/// priceXAxis.visibleRange = sharedXRange
/// volumeXAxis.visibleRange = sharedXRange
/// ```
///
/// Code that copied a range and changed the copy makes a new range instead:
/// `axis.visibleRange = SCIDoubleRange(min: 10, max: 20)`; changing
/// `axis.visibleRange.min` changes the axis (and every axis linked to it).
///
/// Reading and writing the ends is safe from any thread; the axes that hold a range see its
/// changes on the thread that makes them, so change a range held by axes on the thread their
/// surfaces belong to.
///
/// ``SCIDateRange`` is the same range made from and read as dates.
public class SCIDoubleRange: Equatable, @unchecked Sendable, CustomStringConvertible {
    // Every access to `lower`, `upper` and `observers` holds `mutex`: that is what makes the
    // class safe to share. Observers are told outside the lock.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var lower: Double
    private var upper: Double
    private var observers: [RangeObserverBox] = []

    /// A range not set yet: both ends NaN, so ``isValid`` is `false`. An axis given it fills
    /// it with its range (the first auto-range, or the range the axis already shows).
    public convenience init() {
        self.init(min: .nan, max: .nan)
    }

    /// The range from `min` to `max`, as given (see ``isValid`` for whether it can be used).
    public init(min: Double, max: Double) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        lower = min
        upper = max
    }

    /// A range of dates, stored as seconds since 1970 (``SCIDateRange`` reads it back as
    /// dates).
    public convenience init(min: Date, max: Date) {
        self.init(min: min.timeIntervalSince1970, max: max.timeIntervalSince1970)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The low end. Setting it moves every axis that holds the range.
    public var min: Double {
        get { locked { lower } }
        set { setMinMax(min: newValue, max: max) }
    }

    /// The high end. Setting it moves every axis that holds the range.
    public var max: Double {
        get { locked { upper } }
        set { setMinMax(min: min, max: newValue) }
    }

    /// The low end, by SciChart's name.
    public var minAsDouble: Double { min }

    /// The high end, by SciChart's name.
    public var maxAsDouble: Double { max }

    /// Both ends at once (one change for the axes that hold the range, where setting ``min``
    /// and then ``max`` is two).
    public func setMinMax(min: Double, max: Double) {
        set(min: min, max: max, by: nil)
    }

    /// `max - min` (infinite when the span exceeds the largest `Double`).
    public var diff: Double {
        let (low, high) = ends
        return high - low
    }

    /// Half of `max - min`, finite for every finite range.
    var halfDiff: Double {
        let (low, high) = ends
        return high * 0.5 - low * 0.5
    }

    /// Both ends finite and ordered.
    public var isValid: Bool {
        let (low, high) = ends
        return low.isFinite && high.isFinite && low <= high
    }

    /// Both ends finite (set, though perhaps reversed).
    var hasFiniteEnds: Bool {
        let (low, high) = ends
        return low.isFinite && high.isFinite
    }

    /// Whether `value` lies inside the range, ends included.
    public func contains(_ value: Double) -> Bool {
        let (low, high) = ends
        return value >= low && value <= high
    }

    /// A new range with the same ends, held by no axis.
    public func copy() -> SCIDoubleRange {
        let (low, high) = ends
        return SCIDoubleRange(min: low, max: high)
    }

    /// The smallest range holding both (a new range).
    public func union(_ other: SCIDoubleRange) -> SCIDoubleRange {
        let (low, high) = ends
        let (otherLow, otherHigh) = other.ends
        return SCIDoubleRange(min: Swift.min(low, otherLow), max: Swift.max(high, otherHigh))
    }

    /// The range widened by fractions of its size on each side (`growBy` of an axis), as a
    /// new range. Negative or non-finite fractions read as 0 (a range never shrinks or turns
    /// over), and the ends stop at the largest finite values.
    public func growing(by fractions: SCIDoubleRange) -> SCIDoubleRange {
        let (low, high) = ends
        let (fractionLow, fractionHigh) = fractions.ends
        let lowerFraction = fractionLow.isFinite ? Swift.max(fractionLow, 0) : 0
        let upperFraction = fractionHigh.isFinite ? Swift.max(fractionHigh, 0) : 0
        // Half-sizes, so that a span wider than the largest Double still grows.
        let halfSize = high * 0.5 - low * 0.5
        let limit = Double.greatestFiniteMagnitude
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit) }
        return SCIDoubleRange(
            min: clamp(low - Swift.min(halfSize * lowerFraction, limit / 2) * 2),
            max: clamp(high + Swift.min(halfSize * upperFraction, limit / 2) * 2))
    }

    /// A valid range made from this one (a new range): ends ordered, a zero-size range
    /// widened around its value, and non-finite ends replaced by `fallback`.
    func sanitized(
        fallback: @autoclosure () -> SCIDoubleRange = SCIDoubleRange(min: 0, max: 10)
    ) -> SCIDoubleRange {
        let (low, high) = ends
        guard low.isFinite, high.isFinite else { return fallback().copy() }
        var lower = Swift.min(low, high)
        var upper = Swift.max(low, high)
        // Spans too small to divide (relative to the values, or below what pixels can
        // resolve in Double arithmetic) are widened around their value. Spans wider than
        // the largest Double are fine: coordinates are computed from halves.
        let halfSpan = upper * 0.5 - lower * 0.5
        if halfSpan <= Swift.max(abs(lower), abs(upper)) * 0.5e-13 || halfSpan < 0.5e-200 {
            let pad = abs(lower) < 1e-200 ? 1 : abs(lower) * 0.05
            lower -= pad
            upper += pad
        }
        return SCIDoubleRange(min: lower, max: upper)
    }

    /// Equal ends (NaN ends, of a range not set yet, equal nothing).
    public static func == (lhs: SCIDoubleRange, rhs: SCIDoubleRange) -> Bool {
        let (leftLow, leftHigh) = lhs.ends
        let (rightLow, rightHigh) = rhs.ends
        return leftLow == rightLow && leftHigh == rightHigh
    }

    public var description: String {
        let (low, high) = ends
        return "[\(low), \(high)]"
    }

    // MARK: - Axes that hold the range

    /// Both ends, read together.
    var ends: (Double, Double) { locked { (lower, upper) } }

    /// Sets both ends and tells the observers (with `source`, the axis that made the change,
    /// or `nil` for code) when they changed.
    func set(min newMin: Double, max newMax: Double, by source: AnyObject?) {
        let change: (old: (Double, Double), observers: [RangeObserverBox])? = locked {
            let old = (lower, upper)
            guard !Self.same(old.0, newMin) || !Self.same(old.1, newMax) else { return nil }
            lower = newMin
            upper = newMax
            observers.removeAll { $0.observer == nil }
            return (old, observers)
        }
        guard let change else { return }
        let old = SCIDoubleRange(min: change.old.0, max: change.old.1)
        let new = SCIDoubleRange(min: newMin, max: newMax)
        for box in change.observers {
            box.observer?.range(self, changedFrom: old, to: new, by: source)
        }
    }

    /// Starts telling `observer` of changes (once, however often it is added).
    func addObserver(_ observer: RangeObserver) {
        locked {
            observers.removeAll { $0.observer == nil }
            if !observers.contains(where: { $0.observer === observer }) {
                observers.append(RangeObserverBox(observer: observer))
            }
        }
    }

    /// Stops telling `observer` of changes.
    func removeObserver(_ observer: RangeObserver) {
        locked { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// The observers now holding the range.
    var currentObservers: [RangeObserver] {
        locked { observers.compactMap(\.observer) }
    }

    private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    private func locked<R>(_ body: () -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// What holds a range and wants to hear of its changes (an axis).
protocol RangeObserver: AnyObject {
    /// `range` changed from `old` to `new` (both snapshots); `source` is the holder that
    /// changed it, or `nil` for code.
    func range(
        _ range: SCIDoubleRange, changedFrom old: SCIDoubleRange, to new: SCIDoubleRange,
        by source: AnyObject?)
}

/// A weak reference to an observer.
struct RangeObserverBox {
    weak var observer: RangeObserver?
}

extension SCIDoubleRange? {
    /// The low end, or NaN when there is no range: a data series' `xRange` and `yRange`
    /// are `nil` while it holds no finite value, and SciChart's code reads
    /// `dataSeries.xRange.minAsDouble` without unwrapping.
    public var minAsDouble: Double { self?.min ?? .nan }

    /// The high end, or NaN when there is no range.
    public var maxAsDouble: Double { self?.max ?? .nan }
}
