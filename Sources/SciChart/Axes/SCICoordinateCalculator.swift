import Foundation

/// Converts between axis values and pixels along one axis, for one layout.
///
/// Pixels count from the series area's origin (`seriesAreaFrame.origin`): x grows right,
/// y grows down. Date axes take seconds since 1970; category axes take bar indices. On a
/// logarithmic axis (``SCILogarithmicNumericAxis``, or ``SCIPriceScaleMode/logarithmic``)
/// equal ratios take equal lengths, and values that are not positive have no pixel (NaN).
public struct SCICoordinateCalculator: Sendable {
    /// The low end of the visible range at layout time.
    public let visibleMin: Double
    /// The high end of the visible range at layout time.
    public let visibleMax: Double
    /// The length of the axis in pixels (the series area's width or height).
    public let viewportLength: Double
    /// Whether the axis runs horizontally.
    public let isHorizontal: Bool
    /// Whether values grow against the usual direction.
    public let hasFlippedCoordinates: Bool
    let categoryBars: CategoryBars?
    /// How values become distances.
    let scale: AxisScale
    /// 1 / ln(base) on a logarithmic axis, 0 otherwise: scaling without a branch on the enum
    /// in the per-point path.
    private let logFactor: Double
    /// The bars dates are placed by on an index date axis.
    private let indexed: IndexedDates?
    /// Pixels per unit of half scaled values: offsets are computed from halves so that ranges
    /// as wide as the whole `Double` line (whose spans overflow) still map.
    private let halfScale: Double
    private let halfMin: Double
    /// The pixel of `halfMin`: the axis' start, or its end when values grow against pixels.
    private let origin: Double
    /// `halfScale`, negative when values grow against pixels.
    private let signedScale: Double

    /// Where the axis starts, in pixels from the series area's origin along it: 0 unless a
    /// layout strategy stacked the axis along its side.
    public let pixelOffset: Double
    /// The length of the series area along the axis when laid out (the axis' own length
    /// unless it was stacked along its side).
    let areaLength: Double

    init(
        range: SCIDoubleRange, length: Double, isHorizontal: Bool, flipped: Bool, categoryBars: CategoryBars?,
        scale: AxisScale = .linear, offset: Double = 0, areaLength: Double? = nil
    ) {
        pixelOffset = offset.isFinite ? offset : 0
        self.areaLength =
            areaLength.map { $0.isFinite ? max($0, 0) : 0 } ?? (length.isFinite ? max(length, 0) : 0)
        let safe = scale.showable(range.sanitized())
        visibleMin = safe.min
        visibleMax = safe.max
        viewportLength = length.isFinite ? max(length, 0) : 0
        self.isHorizontal = isHorizontal
        hasFlippedCoordinates = flipped
        self.categoryBars = categoryBars
        self.scale = scale
        logFactor = scale.base.map { 1 / log($0) } ?? 0
        if case .indexed(let dates) = scale { indexed = dates } else { indexed = nil }
        let scaled = scale.forward(safe)
        halfMin = scaled.min * 0.5
        let halfSpan = scaled.max * 0.5 - halfMin
        halfScale = halfSpan > 0 ? viewportLength / halfSpan : 0
        // Values grow right on horizontal axes and up on vertical ones (flipping reverses
        // either): the pixel is `origin + (half - halfMin) * signedScale`, one multiply-add a
        // point, the same arithmetic as `length - offset` for the reversed direction.
        let forward = isHorizontal != flipped
        origin = pixelOffset + (forward ? 0 : viewportLength)
        signedScale = forward ? halfScale : -halfScale
    }

    /// A calculator for an axis that is on no surface: zero length.
    static func detached(axis: SCIAxisBase) -> SCICoordinateCalculator {
        axis.makeCalculator(range: axis.currentRange, length: 0, categoryBars: nil)
    }

    /// The same mapping on scaled values, linear: what navigation computes ranges on.
    var scaledLinear: SCICoordinateCalculator {
        guard scale != .linear else { return self }
        return SCICoordinateCalculator(
            range: scale.forward(SCIDoubleRange(min: visibleMin, max: visibleMax)), length: viewportLength,
            isHorizontal: isHorizontal, flipped: hasFlippedCoordinates, categoryBars: categoryBars,
            offset: pixelOffset, areaLength: areaLength)
    }

    /// Whether equal ratios of values take equal lengths (a logarithmic axis).
    public var isLogarithmic: Bool { scale.isLogarithmic }

    /// Whether equal differences of values take equal lengths (neither a logarithmic axis nor
    /// an index date axis).
    var isLinearScale: Bool { logFactor == 0 && indexed == nil }

    /// Whether values are bar indices.
    public var isCategoryAxis: Bool { categoryBars != nil }

    /// The pixel of a value on a linear axis (what ``getCoordinate(_:)`` gives there).
    @inline(__always)
    func linearCoordinate(_ dataValue: Double) -> Double {
        origin + (dataValue * 0.5 - halfMin) * signedScale
    }

    /// Pixels from the series area's origin for `dataValue`; non-finite in, non-finite out.
    @inline(__always)
    public func getCoordinate(_ dataValue: Double) -> Double {
        var scaled = logFactor == 0 ? dataValue : (dataValue > 0 ? log(dataValue) * logFactor : .nan)
        if let indexed { scaled = indexed.bars.index(forDate: dataValue) ?? .nan }
        return origin + (scaled * 0.5 - halfMin) * signedScale
    }

    /// The pixel of `dataValue` (SciChart's name of ``getCoordinate(_:)``).
    public func getCoordinateFrom(_ dataValue: Double) -> Double {
        getCoordinate(dataValue)
    }

    /// The axis value at `coordinate` pixels from the series area's origin.
    public func getDataValue(_ coordinate: Double) -> Double {
        guard halfScale > 0 else { return visibleMin }
        let along = coordinate - pixelOffset
        let offset = isHorizontal != hasFlippedCoordinates ? along : viewportLength - along
        let half = halfMin + offset / halfScale
        // Doubling a half beyond the finite range saturates instead of overflowing.
        let scaled =
            min(max(half, -Double.greatestFiniteMagnitude / 2), Double.greatestFiniteMagnitude / 2) * 2
        return isLinearScale ? scaled : scale.inverse(scaled)
    }

    /// On a category axis, the date (seconds since 1970) of bar `index`; otherwise `index`.
    public func transformIndexToData(_ index: Int) -> Double {
        guard let categoryBars else { return Double(index) }
        return categoryBars.date(atIndex: Double(index)) ?? Double(index)
    }

    /// On a category axis, the nearest bar index of a date; otherwise the value rounded.
    public func transformDataToIndex(_ dataValue: Double) -> Int {
        guard let categoryBars else { return Int.clamping(dataValue.rounded(), to: Int.min...Int.max) }
        let index = categoryBars.index(forDate: dataValue) ?? 0
        return Int.clamping(index.rounded(), to: Int.min...Int.max)
    }

    /// The pixel of an x value stored in data (a date on category axes).
    func coordinate(forDataX value: Double) -> Double {
        guard let categoryBars else { return getCoordinate(value) }
        return getCoordinate(categoryBars.index(forDate: value) ?? .nan)
    }

    /// The data x at a pixel (a date on category axes).
    func dataX(atCoordinate coordinate: Double) -> Double {
        let value = getDataValue(coordinate)
        guard let categoryBars else { return value }
        return categoryBars.date(atIndex: value) ?? value
    }
}
