import Foundation

/// Bollinger bands as TA-Lib's BBANDS with a simple average: the middle line the average
/// of the last `period` closes, the bands `deviations` population standard deviations
/// (from running sums of the values and their squares) above and below.
struct BollingerKernel: IndicatorKernel {
    let period: Int
    let upperDeviations: Double
    let lowerDeviations: Double
    private var window: RingWindow
    private var total = 0.0
    private var squares = 0.0

    init(period: Int, upperDeviations: Double, lowerDeviations: Double) {
        self.period = IndicatorPeriod.clamped(period)
        self.upperDeviations = upperDeviations
        self.lowerDeviations = lowerDeviations
        window = RingWindow(capacity: self.period)
    }

    func isMissing(_ row: IndicatorRow) -> Bool { row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        guard period >= 1 else { return IndicatorValues(repeating: .nan) }
        let value = row.close
        window.push(value)
        total += value
        squares += value * value
        guard window.isFull else { return IndicatorValues(repeating: .nan) }
        let oldest = window.oldest
        let middle = total / Double(period)
        total -= oldest
        var variance = squares / Double(period)
        squares -= oldest * oldest
        variance -= middle * middle
        let deviation = variance < 1e-8 || variance.isNaN ? 0 : variance.squareRoot()
        return IndicatorValues(
            middle + deviation * upperDeviations, middle, middle - deviation * lowerDeviations)
    }
}

/// The average true range with Wilder's smoothing, as TA-Lib's ATR: the first value (at
/// `period`) the plain average of the first `period` true ranges (each from the bar before
/// it), each next `(previous * (period - 1) + range) / period`.
struct AtrKernel: IndicatorKernel {
    let period: Int
    private var seen = 0
    private var previousClose = 0.0
    private var average = 0.0

    init(period: Int) {
        self.period = IndicatorPeriod.clamped(period)
    }

    func isMissing(_ row: IndicatorRow) -> Bool { row.high.isNaN || row.low.isNaN || row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        guard period >= 1 else { return IndicatorValues(repeating: .nan) }
        defer {
            previousClose = row.close
            seen += 1
        }
        guard seen > 0 else { return IndicatorValues(repeating: .nan) }
        var trueRange = row.high - row.low
        let fromHigh = abs(previousClose - row.high)
        if fromHigh > trueRange { trueRange = fromHigh }
        let fromLow = abs(previousClose - row.low)
        if fromLow > trueRange { trueRange = fromLow }
        if period == 1 { return IndicatorValues(trueRange, .nan, .nan) }
        if seen <= period {
            average += trueRange
            guard seen == period else { return IndicatorValues(repeating: .nan) }
            average /= Double(period)
        } else {
            average *= Double(period - 1)
            average += trueRange
            average /= Double(period)
        }
        return IndicatorValues(average, .nan, .nan)
    }
}

/// On-balance volume as TA-Lib's OBV: starts at the first bar's volume, then adds the
/// volume of each bar that closes higher than the one before and subtracts that of each
/// that closes lower.
struct ObvKernel: IndicatorKernel {
    private var started = false
    private var previousClose = 0.0
    private var total = 0.0

    func isMissing(_ row: IndicatorRow) -> Bool { row.close.isNaN || row.volume.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        if !started {
            started = true
            total = row.volume
        } else if row.close > previousClose {
            total += row.volume
        } else if row.close < previousClose {
            total -= row.volume
        }
        previousClose = row.close
        return IndicatorValues(total, .nan, .nan)
    }
}

/// The volume-weighted average price of each calendar day in `timeZone`: the sum of the
/// typical price `(high + low + close) / 3` times volume over the day's bars so far,
/// divided by their volume. A bar with a missing price or volume is NaN and left out of
/// the sums; a day whose volume so far is zero is NaN.
struct VwapKernel: IndicatorKernel {
    private let calendar: Calendar
    private var day: Range<Double>?
    private var priceVolume = 0.0
    private var volume = 0.0

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    func isMissing(_ row: IndicatorRow) -> Bool { false }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        guard row.x.isFinite else { return IndicatorValues(repeating: .nan) }
        if day?.contains(row.x) != true {
            priceVolume = 0
            volume = 0
            if let interval = calendar.dateInterval(of: .day, for: Date(timeIntervalSince1970: row.x)) {
                day = interval.start.timeIntervalSince1970..<interval.end.timeIntervalSince1970
            } else {
                day = nil
            }
        }
        let typical = (row.high + row.low + row.close) / 3
        guard typical.isFinite, row.volume.isFinite, row.volume >= 0 else {
            return IndicatorValues(repeating: .nan)
        }
        priceVolume += typical * row.volume
        volume += row.volume
        return IndicatorValues(volume > 0 ? priceVolume / volume : .nan, .nan, .nan)
    }
}
