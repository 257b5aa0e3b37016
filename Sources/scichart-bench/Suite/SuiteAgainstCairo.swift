import SciChartCairo

/// The suite's cases drawn with this library's rasterisers and with Cairo's alone, in turns
/// within one run (`scichart-bench suite --against-cairo`): each of ours takes only what it
/// draws faster than Cairo, so no case may be slower with them. A rule that took what it
/// draws slowly (grid lines, once) shows here as a case slower than Cairo's.
extension SuiteRunner {
    struct Comparison {
        let key: String
        let size: SuiteSize
        /// Median milliseconds a frame, with our rasterisers and with Cairo's alone; NaN
        /// when the size was not run.
        var ours = Double.nan
        var cairos = Double.nan

        /// How many times faster than Cairo's the frames with ours are.
        var speedUp: Double { cairos / ours }
    }

    /// Frames are timed in this many turns each way, alternating, so that a burst of load
    /// from elsewhere on the machine falls on both (an even number keeps the order balanced).
    static let turns = 4

    /// Compares every case and size the options select, each for the options' seconds.
    func againstCairo(progress: (String) -> Void = { _ in }) throws -> [Comparison] {
        var rows: [Comparison] = []
        for suiteCase in SuiteCase.all where options.cases.isEmpty || options.cases.contains(suiteCase.key) {
            for size in suiteCase.sizes
            where size.points >= options.minPoints && size.points <= options.maxPoints {
                progress("\(suiteCase.key) \(size.label) against Cairo")
                var row = Comparison(key: suiteCase.key, size: size)
                guard let frame = try frames(suiteCase, size).frame else {
                    rows.append(row)
                    continue
                }
                var samples: [Bool: [Double]] = [false: [], true: []]
                let clock = ContinuousClock()
                let budget = Duration.milliseconds(Int(options.seconds * 1000 / Double(2 * Self.turns)))
                // A turn untimed first: the first frames of a size run slower (memory first
                // touched, caches cold) and would count against whichever way came first.
                let warmUp = clock.now
                repeat { try frame(false) } while clock.now - warmUp < budget
                // Turns in the order ours, Cairo's, Cairo's, ours, and again, so a drift in
                // the machine's speed over the run falls on both alike.
                for turn in 0..<(2 * Self.turns) {
                    let byCairo = turn % 4 == 1 || turn % 4 == 2
                    // A frame to settle what the other way left cached, untimed.
                    try frame(byCairo)
                    let start = clock.now
                    repeat {
                        let frameStart = clock.now
                        try frame(byCairo)
                        samples[byCairo, default: []].append(Self.milliseconds(clock.now - frameStart))
                    } while clock.now - start < budget
                }
                func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
                row.ours = median(samples[false] ?? [])
                row.cairos = median(samples[true] ?? [])
                rows.append(row)
            }
        }
        return rows
    }

    /// The comparison as a table, and the rows slower with ours than `floor` times Cairo's
    /// frame rate.
    static func table(_ rows: [Comparison], floor: Double) -> (text: String, slower: [Comparison]) {
        var lines = ["case           size        ours ms  Cairo's ms  speed-up"]
        func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
            let room = String(repeating: " ", count: max(0, width - text.count))
            return left ? text + room : room + text
        }
        for row in rows {
            lines.append(
                pad(row.key, 14, left: true) + " " + pad(row.size.label, 9, left: true)
                    + pad(row.ours.isFinite ? Bench.format(row.ours) : "-", 10)
                    + pad(row.cairos.isFinite ? Bench.format(row.cairos) : "-", 12)
                    + pad(row.speedUp.isFinite ? Bench.format(row.speedUp) + "x" : "-", 10))
        }
        let slower = rows.filter { $0.speedUp.isFinite && $0.speedUp < floor }
        lines.append(
            slower.isEmpty
                ? "no case slower with our rasterisers than \(Bench.format(floor))x Cairo's alone"
                : "slower with our rasterisers than \(Bench.format(floor))x Cairo's alone: "
                    + slower.map { "\($0.key) \($0.size.label)" }.joined(separator: ", "))
        return (lines.joined(separator: "\n"), slower)
    }
}
