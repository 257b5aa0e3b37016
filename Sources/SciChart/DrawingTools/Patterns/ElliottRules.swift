/// Elliott's rules checked on the points of an impulse wave placed so far: a rule is judged
/// once the points it needs are there.
enum ElliottRules {
    /// The rules `prices` (points 0 to 5, or fewer) break, in wave order. The trend is up
    /// when point 1 is above point 0.
    static func violations(_ prices: [Double]) -> [SCIElliottWaveRule] {
        guard prices.count >= 3, prices.allSatisfy(\.isFinite) else { return [] }
        let up = prices[1] >= prices[0]
        // Prices as seen in the trend's direction: higher is further.
        let p = prices.map { up ? $0 : -$0 }
        var broken: [SCIElliottWaveRule] = []
        if p[2] < p[0] { broken.append(.waveTwoRetracesAllOfWaveOne) }
        if p.count >= 6 {
            let (one, three, five) = (abs(p[1] - p[0]), abs(p[3] - p[2]), abs(p[5] - p[4]))
            if three < one && three < five { broken.append(.waveThreeIsTheShortest) }
        }
        if p.count >= 5, p[4] < p[1] { broken.append(.waveFourEntersWaveOne) }
        return broken
    }
}
