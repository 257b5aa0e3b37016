/// The running sums of a vertical stack, by x value: what each member's points stand on.
///
/// Members stack by x: a point stands on the sum of the earlier members' values at the same
/// x, and on zero where none of them has a point at its x. Members that share their x values
/// (the usual case) are summed index by index; the first that does not moves the sums to a
/// table keyed by x. A value that is not finite is a gap in its member and adds nothing.
struct StackPile {
    /// The x values the sums are aligned with, while every member shared them.
    private var keys: [Double] = []
    private var sums: [Double] = []
    /// The sums by x, once a member's x values differ from the first's.
    private var table: [Double: Double]?

    /// The sums under `xs` (zero where there is none), then adds `values` to them.
    mutating func pile(xs: [Double], values: [Double]) -> [Double] {
        if table == nil, keys.isEmpty, sums.isEmpty {
            keys = xs
            sums = [Double](repeating: 0, count: xs.count)
        }
        if table == nil, keys == xs {
            let bottoms = sums
            for index in values.indices where values[index].isFinite { sums[index] += values[index] }
            return bottoms
        }
        var table = self.table ?? Dictionary(zip(keys, sums), uniquingKeysWith: { first, _ in first })
        var bottoms = [Double](repeating: 0, count: xs.count)
        for index in xs.indices {
            let bottom = table[xs[index]] ?? 0
            bottoms[index] = bottom
            if values[index].isFinite { table[xs[index]] = bottom + values[index] }
        }
        self.table = table
        return bottoms
    }

    /// The sums at `xs` (zero where there is none).
    func sums(at xs: [Double]) -> [Double] {
        if table == nil, keys == xs { return sums }
        let table = self.table ?? Dictionary(zip(keys, sums), uniquingKeysWith: { first, _ in first })
        return xs.map { table[$0] ?? 0 }
    }

    /// The tops and bottoms of each member's points, members given as x and y values in
    /// stacking order: each point from the sum of the earlier members' values at its x to
    /// that sum plus its value (a gap, NaN, where the value is not finite).
    ///
    /// `oneHundredPercent` stacks shares of the total at each x instead, from 0 to 100: a
    /// value's share is its value over the sum of the values at its x. Negative values have
    /// no share there (they count as zero), and an x whose values sum to zero shows nothing.
    static func stack(_ members: [(xs: [Double], ys: [Double])], oneHundredPercent: Bool) -> [(
        tops: [Double], bottoms: [Double]
    )] {
        if oneHundredPercent {
            var totals = StackPile()
            let shares = members.map { member in member.ys.map { $0.isFinite ? max($0, 0) : $0 } }
            for (member, values) in zip(members, shares) { _ = totals.pile(xs: member.xs, values: values) }
            var pile = StackPile()
            return zip(members, shares).map { member, values in
                let bottoms = pile.pile(xs: member.xs, values: values)
                let total = totals.sums(at: member.xs)
                var tops = [Double](repeating: .nan, count: values.count)
                var scaled = [Double](repeating: .nan, count: values.count)
                for index in values.indices where values[index].isFinite {
                    let whole = total[index]
                    guard whole > 0, whole.isFinite else {
                        (tops[index], scaled[index]) = (0, 0)
                        continue
                    }
                    scaled[index] = bottoms[index] / whole * 100
                    tops[index] = (bottoms[index] + values[index]) / whole * 100
                }
                return (tops, scaled)
            }
        }
        var pile = StackPile()
        return members.map { member in
            var bottoms = pile.pile(xs: member.xs, values: member.ys)
            var tops = bottoms
            for index in member.ys.indices {
                let value = member.ys[index]
                if value.isFinite {
                    tops[index] += value
                } else {
                    (tops[index], bottoms[index]) = (.nan, .nan)
                }
            }
            return (tops, bottoms)
        }
    }
}
