/// The simple moving average: a running total over the window, as TA-Lib's SMA.
struct SmaKernel: IndicatorKernel {
    let period: Int
    private var window: RingWindow
    private var total = 0.0

    init(period: Int) {
        self.period = IndicatorPeriod.clamped(period)
        window = RingWindow(capacity: self.period)
    }

    /// Whether the window is full: the last step gave an average.
    var isWarm: Bool { window.isFull }

    func isMissing(_ row: IndicatorRow) -> Bool { row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        IndicatorValues(step(row.close), .nan, .nan)
    }

    /// The average of the last `period` values, NaN until there are that many.
    mutating func step(_ value: Double) -> Double {
        guard period >= 1 else { return .nan }
        window.push(value)
        total += value
        guard window.isFull else { return .nan }
        let average = total / Double(period)
        total -= window.oldest
        return average
    }
}

/// The exponential moving average, seeded with the simple average of the first `period`
/// values (TA-Lib's default), then `(value - previous) * k + previous` with
/// `k = 2 / (period + 1)`.
struct EmaKernel: IndicatorKernel {
    let period: Int
    private let k: Double
    private var seen = 0
    private var value = 0.0

    /// The average as of the last step (meaningless before the first).
    var lastValue: Double { value }

    init(period: Int) {
        self.period = IndicatorPeriod.clamped(period)
        k = 2.0 / (Double(self.period) + 1.0)
    }

    func isMissing(_ row: IndicatorRow) -> Bool { row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        IndicatorValues(step(row.close), .nan, .nan)
    }

    mutating func step(_ input: Double) -> Double {
        guard period >= 1 else { return .nan }
        seen += 1
        if seen < period {
            value += input
            return .nan
        }
        if seen == period {
            value = (value + input) / Double(period)
        } else {
            value = (input - value) * k + value
        }
        return value
    }

    /// Starts the average at `seed` as if `period` values had been seen (MACD seeds its fast
    /// average from the last values of the slow one's seeding window).
    mutating func seed(_ seed: Double) {
        seen = period
        value = seed
    }
}

/// The weighted moving average (weights 1 to `period`, newest heaviest) through running
/// sums, as TA-Lib's WMA; every `8 * period` outputs the sums are taken afresh from the
/// window, as TA-Lib does, which also ends a NaN's effect there.
struct WmaKernel: IndicatorKernel {
    let period: Int
    private var window: RingWindow
    private var seen = 0
    private var periodSum = 0.0
    private var periodSub = 0.0
    private var trailingValue = 0.0

    init(period: Int) {
        self.period = IndicatorPeriod.clamped(period)
        window = RingWindow(capacity: self.period)
    }

    func isMissing(_ row: IndicatorRow) -> Bool { row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        guard period >= 1 else { return IndicatorValues(repeating: .nan) }
        let value = row.close
        window.push(value)
        seen += 1
        if period == 1 { return IndicatorValues(value, .nan, .nan) }
        if seen < period {
            periodSub += value
            periodSum += value * Double(seen)
            return IndicatorValues(repeating: .nan)
        }
        let output = seen - period
        if (output + 1) % (8 * period) == 0 {
            periodSub = 0
            periodSum = 0
            for age in stride(from: period - 1, through: 0, by: -1) {
                let held = window[age: age]
                periodSub += held
                periodSum += held * Double(period - age)
            }
        } else {
            periodSub += value
            periodSub -= trailingValue
            periodSum += value * Double(period)
        }
        trailingValue = window.oldest
        let average = periodSum / Double(period * (period + 1) / 2)
        periodSum -= periodSub
        return IndicatorValues(average, .nan, .nan)
    }
}
