import Foundation

/// Chooses where an axis' ticks, grid lines and labels go (``SCIAxisBase/tickProvider``).
public protocol ISCITickProvider: AnyObject {
    /// The axis the provider serves, while attached.
    var axis: ISCIAxisCore! { get }
    /// Starts serving `axis` (the axis calls it when the provider is assigned).
    func attachTo(_ axis: ISCIAxisCore)
    /// Stops serving the axis.
    func detach()
}

/// The base of tick providers: the axis asks for ticks at each layout by calling
/// ``updateTicks(minorTicks:majorTicks:)`` with two empty lists to fill with values (numbers;
/// seconds since 1970 on date axes; bar indices on category axes).
///
/// Left as it is, a provider gives the axis' own ticks (spaced to fit their labels). Override
/// ``updateTicks(minorTicks:majorTicks:)`` without calling `super` to place them yourself:
/// values outside the visible range or not finite are left out, and at most 1,000 majors
/// and 10,000 minors are drawn. Labels follow the axis' format, its label provider or its
/// own text for the spacing of the majors.
///
/// ```swift
/// class ThreeTicks: SCINumericTickProvider {
///     override func updateTicks(minorTicks: SCIDoubleValues!, majorTicks: SCIDoubleValues!) {
///         let min = self.axis.visibleRange.minAsDouble
///         let max = self.axis.visibleRange.maxAsDouble
///         majorTicks.add(min)
///         majorTicks.add((min + max) / 2)
///         majorTicks.add(max)
///     }
/// }
/// axis.tickProvider = ThreeTicks()
/// ```
open class SCITickProviderBase: ISCITickProvider {
    /// The axis the provider serves, while attached.
    public private(set) weak var axis: ISCIAxisCore!

    /// A provider serving no axis yet.
    public init() {}

    /// Set by the default ``updateTicks(minorTicks:majorTicks:)``: the axis places the ticks.
    private var leftToAxis = false
    /// The most majors a provider's ticks may have at this layout (the axis' label room).
    var maxTicksNow = 10
    /// The range the ticks of this layout cover.
    var rangeNow = SCIDoubleRange(min: 0, max: 10)

    open func attachTo(_ axis: ISCIAxisCore) {
        self.axis = axis
    }

    open func detach() {
        axis = nil
    }

    /// Whether the provider serves an axis.
    public var isAttached: Bool { axis != nil }

    /// Whether the provider is one of the library's own, not subclassed, that leaves the
    /// ticks to the axis.
    var leavesTicksToAxis: Bool {
        let kind = type(of: self)
        return kind == SCITickProviderBase.self || kind == SCILogarithmicNumericTickProvider.self
            || kind == SCIDateTickProvider.self || kind == SCICategoryTickProvider.self
            || kind == SCIIndexDateTickProvider.self
    }

    /// Fills `minorTicks` and `majorTicks` with the values ticks sit at. The base leaves them
    /// to the axis: its own ticks are drawn.
    open func updateTicks(minorTicks: SCIDoubleValues!, majorTicks: SCIDoubleValues!) {
        leftToAxis = true
    }

    /// The ticks the provider places over `range` with at most `maxTicks` majors, or `nil`
    /// when it leaves them to the axis.
    func providedTicks(range: SCIDoubleRange, maxTicks: Int) -> AxisTicks? {
        // The library's own providers, not subclassed, leave the ticks to the axis: no lists
        // to make at every fitting round of every layout.
        guard !leavesTicksToAxis else { return nil }
        leftToAxis = false
        maxTicksNow = maxTicks
        rangeNow = range
        let minor = SCIDoubleValues()
        let major = SCIDoubleValues()
        updateTicks(minorTicks: minor, majorTicks: major)
        guard !leftToAxis else { return nil }
        func clean(_ values: SCIDoubleValues, limit: Int) -> [Double] {
            let inside = values.filter { $0.isFinite && range.contains($0) }
            return Array(Set(inside).sorted().prefix(limit))
        }
        var ticks = AxisTicks()
        ticks.major = clean(major, limit: SCIAxisBase.manualTickLimit)
        let majors = Set(ticks.major)
        ticks.minor = clean(minor, limit: SCIAxisBase.manualTickLimit * 10).filter { !majors.contains($0) }
        return ticks
    }
}

/// A tick provider that spaces ticks by the distances its ``deltaCalculator`` chooses:
/// majors at the multiples of the major delta, minors at those of the minor delta.
open class SCIDeltaTickProvider: SCITickProviderBase {
    /// What chooses the distances. The calculator the provider makes itself leaves the ticks
    /// to the axis (whose own spacing is the same on linear axes, and knows dates,
    /// categories and logarithms); one you set places them.
    public var deltaCalculator: ISCIDeltaCalculator {
        didSet { usesOwnCalculator = false }
    }
    private var usesOwnCalculator: Bool

    /// A provider spaced by `deltaCalculator`.
    public init(deltaCalculator: ISCIDeltaCalculator) {
        self.deltaCalculator = deltaCalculator
        usesOwnCalculator = false
        super.init()
    }

    /// A provider with a calculator of its own kind, which leaves ticks to the axis.
    init(ownCalculator: ISCIDeltaCalculator) {
        deltaCalculator = ownCalculator
        usesOwnCalculator = true
        super.init()
    }

    open override func updateTicks(minorTicks: SCIDoubleValues!, majorTicks: SCIDoubleValues!) {
        guard !usesOwnCalculator, axis != nil else {
            super.updateTicks(minorTicks: minorTicks, majorTicks: majorTicks)
            return
        }
        let range = rangeNow
        let delta = deltaCalculator.getDeltaFromRangeMin(
            range.minAsDouble, max: range.maxAsDouble, minorsPerMajor: UInt32(clamping: minorsPerMajor),
            maxTicks: UInt32(clamping: maxTicksNow))
        let major = delta?.majorDelta.toDouble ?? .nan
        let minor = delta?.minorDelta.toDouble ?? .nan
        let limit = SCIAxisBase.manualTickLimit
        guard major.isFinite, major > 0, (range.maxAsDouble - range.minAsDouble) / major <= Double(limit)
        else {
            return
        }
        majorTicks.add(NumericTicks.multiples(of: major, in: range, limit: limit + 1))
        if minor.isFinite, minor > 0, (range.maxAsDouble - range.minAsDouble) / minor <= Double(limit * 10) {
            minorTicks.add(NumericTicks.multiples(of: minor, in: range, limit: limit * 10 + 1))
        }
    }

    override var leavesTicksToAxis: Bool {
        usesOwnCalculator
            && (type(of: self) == SCIDeltaTickProvider.self || type(of: self) == SCINumericTickProvider.self)
    }

    /// The minor subdivisions of the axis served.
    private var minorsPerMajor: Int { (axis as? SCIAxisBase)?.minorsPerMajor ?? 5 }
}

/// The tick provider of numeric axes (``SCINumericAxis``).
open class SCINumericTickProvider: SCIDeltaTickProvider {
    /// A provider that gives the axis' own ticks.
    public init() {
        super.init(ownCalculator: SCINumericDeltaCalculator())
    }

    /// A provider spaced by `deltaCalculator`.
    public override init(deltaCalculator: ISCIDeltaCalculator) {
        super.init(deltaCalculator: deltaCalculator)
    }
}

/// The tick provider of logarithmic axes (``SCILogarithmicNumericAxis``): majors at powers of
/// the base, minors at whole multiples between them.
open class SCILogarithmicNumericTickProvider: SCITickProviderBase {}

/// The tick provider of date axes (``SCIDateAxis``): calendar steps (years, months, days,
/// hours …) that fit the labels.
open class SCIDateTickProvider: SCITickProviderBase {}

/// The tick provider of category axes (``SCICategoryDateAxis``): bars at calendar periods.
open class SCICategoryTickProvider: SCITickProviderBase {}

/// The tick provider of index date axes (``SCIIndexDateAxis``): bars at calendar periods,
/// as on a category axis, at the bars' dates.
open class SCIIndexDateTickProvider: SCITickProviderBase {}
