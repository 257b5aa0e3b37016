/// Whether TA-Lib takes `value` for zero: within 1e-8 of it, or NaN.
func isZeroForTALib(_ value: Double) -> Bool {
    !(value > 1e-8 || value < -1e-8)
}

/// The relative strength index with Wilder's smoothing, as TA-Lib's RSI: the first value
/// (at `period`) from the plain averages of the first `period` gains and losses, each next
/// from `(previous * (period - 1) + new) / period`; 0 when gains and losses are both zero.
struct RsiKernel: IndicatorKernel {
    let period: Int
    private var seen = 0
    private var previous = 0.0
    private var gain = 0.0
    private var loss = 0.0

    init(period: Int) {
        self.period = IndicatorPeriod.clamped(period)
    }

    func isMissing(_ row: IndicatorRow) -> Bool { row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        guard period >= 1 else { return IndicatorValues(repeating: .nan) }
        let value = row.close
        defer {
            previous = value
            seen += 1
        }
        guard seen > 0 else { return IndicatorValues(repeating: .nan) }
        let change = value - previous
        let n = Double(period)
        if seen > period {
            loss *= n - 1
            gain *= n - 1
        }
        if change < 0 { loss -= change } else { gain += change }
        if seen < period { return IndicatorValues(repeating: .nan) }
        loss /= n
        gain /= n
        let total = gain + loss
        return IndicatorValues(isZeroForTALib(total) ? 0 : 100 * (gain / total), .nan, .nan)
    }
}

/// MACD as TA-Lib computes it: both averages start at the bar where the slow one has its
/// first value (the fast one seeded with the plain average of its last `fast` values), the
/// signal is the EMA of the MACD line from there, and all three outputs start with the
/// signal's first value.
struct MacdKernel: IndicatorKernel {
    let fast: Int
    let slow: Int
    let signal: Int
    private var slowAverage: EmaKernel
    private var fastAverage: EmaKernel
    private var signalAverage: EmaKernel
    private var recent: RingWindow
    private var seen = 0

    init(fast: Int, slow: Int, signal: Int) {
        // TA-Lib takes the larger period as the slow one.
        self.fast = IndicatorPeriod.clamped(min(fast, slow))
        self.slow = IndicatorPeriod.clamped(max(fast, slow))
        self.signal = IndicatorPeriod.clamped(signal)
        slowAverage = EmaKernel(period: self.slow)
        fastAverage = EmaKernel(period: self.fast)
        signalAverage = EmaKernel(period: self.signal)
        recent = RingWindow(capacity: self.fast)
    }

    func isMissing(_ row: IndicatorRow) -> Bool { row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        guard fast >= 1, signal >= 1 else { return IndicatorValues(repeating: .nan) }
        let value = row.close
        seen += 1
        recent.push(value)
        let slowValue = slowAverage.step(value)
        if seen < slow { return IndicatorValues(repeating: .nan) }
        if seen == slow {
            var sum = 0.0
            for age in stride(from: fast - 1, through: 0, by: -1) { sum += recent[age: age] }
            fastAverage.seed(sum / Double(fast))
        } else {
            _ = fastAverage.step(value)
        }
        let line = fastAverage.lastValue - slowValue
        let signalValue = signalAverage.step(line)
        guard seen >= slow + signal - 1 else { return IndicatorValues(repeating: .nan) }
        return IndicatorValues(line, signalValue, line - signalValue)
    }
}

/// The slow stochastic with simple averages, as TA-Lib's STOCH: %K over `kPeriod` bars'
/// highest high and lowest low (tracked as TA-Lib tracks them, rescanning the window only
/// when the extreme leaves it), smoothed by `kSmoothing`, and %D its `dPeriod` average; both
/// start with %D's first value.
struct StochasticKernel: IndicatorKernel {
    let kPeriod: Int
    private var highs: RingWindow
    private var lows: RingWindow
    private var smoothK: SmaKernel
    private var smoothD: SmaKernel
    private var today = 0
    private var highestIndex = -1
    private var lowestIndex = -1
    private var highest = 0.0
    private var lowest = 0.0
    private var range = 0.0

    init(kPeriod: Int, kSmoothing: Int, dPeriod: Int) {
        self.kPeriod = IndicatorPeriod.clamped(kPeriod)
        highs = RingWindow(capacity: self.kPeriod)
        lows = RingWindow(capacity: self.kPeriod)
        smoothK = SmaKernel(period: kSmoothing)
        smoothD = SmaKernel(period: dPeriod)
    }

    func isMissing(_ row: IndicatorRow) -> Bool { row.high.isNaN || row.low.isNaN || row.close.isNaN }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        guard kPeriod >= 1, smoothK.period >= 1, smoothD.period >= 1 else {
            return IndicatorValues(repeating: .nan)
        }
        highs.push(row.high)
        lows.push(row.low)
        defer { today += 1 }
        guard today >= kPeriod - 1 else { return IndicatorValues(repeating: .nan) }
        let trailing = today - (kPeriod - 1)
        if lowestIndex < trailing {
            lowestIndex = trailing
            lowest = lows[age: today - trailing]
            for index in trailing + 1...today where lows[age: today - index] < lowest {
                lowestIndex = index
                lowest = lows[age: today - index]
            }
            range = (highest - lowest) / 100
        } else if row.low <= lowest {
            lowestIndex = today
            lowest = row.low
            range = (highest - lowest) / 100
        }
        if highestIndex < trailing {
            highestIndex = trailing
            highest = highs[age: today - trailing]
            for index in trailing + 1...today where highs[age: today - index] > highest {
                highestIndex = index
                highest = highs[age: today - index]
            }
            range = (highest - lowest) / 100
        } else if row.high >= highest {
            highestIndex = today
            highest = row.high
            range = (highest - lowest) / 100
        }
        let fastK = range != 0 ? (row.close - lowest) / range : 0
        let k = smoothK.step(fastK)
        guard smoothK.isWarm else { return IndicatorValues(repeating: .nan) }
        let d = smoothD.step(k)
        guard smoothD.isWarm else { return IndicatorValues(repeating: .nan) }
        return IndicatorValues(k, d, .nan)
    }
}
