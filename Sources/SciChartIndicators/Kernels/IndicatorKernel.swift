import SciChart

/// One bar as an indicator reads it: the fields an indicator does not use may be anything.
struct IndicatorRow: Sendable {
    var x: Double = .nan
    var open: Double = .nan
    var high: Double = .nan
    var low: Double = .nan
    var close: Double = .nan
    var volume: Double = .nan

    /// A row of a bar's prices.
    init(_ bar: SCIOhlcBar) {
        self.init(x: bar.x, open: bar.open, high: bar.high, low: bar.low, close: bar.close)
    }

    /// A row of one value (a close, for indicators of one series).
    init(x: Double = .nan, value: Double) {
        self.x = x
        self.close = value
    }

    init(x: Double, open: Double, high: Double, low: Double, close: Double, volume: Double = .nan) {
        self.x = x
        self.open = open
        self.high = high
        self.low = low
        self.close = close
        self.volume = volume
    }
}

/// Up to three outputs of one bar (a band's upper, middle and lower line; MACD's line,
/// signal and histogram); unused ones are NaN.
typealias IndicatorValues = SIMD3<Double>

/// An indicator computed one bar at a time, as TA-Lib computes it over an array: the same
/// operations in the same order, so a live chart appending bars gets the values a script
/// computing the whole array gets.
///
/// A kernel is a value: copying it saves its state, which is how a bar updated in place is
/// recomputed (from the copy taken before the bar).
protocol IndicatorKernel: Sendable {
    /// Whether `row` lacks an input this indicator reads (NaN in it). Rows lacking one at the
    /// start are skipped, as TA-Lib's Python wrapper skips leading NaN; after the start, the
    /// kernel takes NaN as TA-Lib's arithmetic does.
    func isMissing(_ row: IndicatorRow) -> Bool
    /// The outputs of the next bar.
    mutating func next(_ row: IndicatorRow) -> IndicatorValues
}

/// A kernel that skips the rows before the first complete one (output NaN there).
struct StartedKernel<Kernel: IndicatorKernel>: Sendable {
    private(set) var kernel: Kernel
    private var started = false

    init(_ kernel: Kernel) {
        self.kernel = kernel
    }

    mutating func next(_ row: IndicatorRow) -> IndicatorValues {
        if !started {
            guard !kernel.isMissing(row) else { return IndicatorValues(repeating: .nan) }
            started = true
        }
        return kernel.next(row)
    }

    /// The outputs of every row, in `outputs` arrays of the rows' count.
    static func run(_ kernel: Kernel, rows: [IndicatorRow], outputs: Int) -> [[Double]] {
        var started = StartedKernel(kernel)
        var result = Array(repeating: [Double](repeating: .nan, count: rows.count), count: outputs)
        for (index, row) in rows.enumerated() {
            let values = started.next(row)
            for output in 0..<outputs { result[output][index] = values[output] }
        }
        return result
    }
}

/// The longest period an indicator takes: a longer one is taken as this one. No series holds
/// that many points, so the output is all NaN either way, and the kernels' arithmetic on
/// periods (sums of two, `n (n + 1) / 2`) cannot overflow.
enum IndicatorPeriod {
    static let limit = Int(Int32.max)

    /// `period`, at most ``limit``.
    static func clamped(_ period: Int) -> Int { min(period, limit) }
}

/// The last `capacity` values pushed, oldest first. Its storage grows with the values pushed
/// up to the capacity, so a window longer than the data costs only the data.
struct RingWindow: Sendable {
    private var values: [Double] = []
    private var next = 0
    /// How many values it holds when full.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        values.reserveCapacity(min(self.capacity, 1_024))
    }

    /// How many values are held (at most the capacity).
    var count: Int { values.count }
    var isFull: Bool { values.count == capacity }

    /// Adds `value`, dropping the oldest when full.
    mutating func push(_ value: Double) {
        if values.count < capacity {
            values.append(value)
            next = values.count == capacity ? 0 : values.count
        } else {
            values[next] = value
            next = next + 1 == capacity ? 0 : next + 1
        }
    }

    /// The value `age` pushes ago (0 is the newest).
    subscript(age age: Int) -> Double {
        var index = next - 1 - age
        if index < 0 { index += values.count }
        return values[index]
    }

    /// The oldest value held.
    var oldest: Double { self[age: count - 1] }
}
