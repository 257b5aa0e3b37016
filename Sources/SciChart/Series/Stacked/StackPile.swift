/// The running sums of a vertical stack, by x value: what each member's points stand on.
///
/// Members stack by x: a point stands on the sum of the earlier members' values at the same
/// x, and on zero where none of them has a point at its x. An x that repeats in a member is
/// matched by occurrence: its second point stands on the earlier members' second point at
/// that x. Members that share their x values (the usual case) are summed index by index;
/// the first that does not moves the sums to a table keyed by x and occurrence, which gives
/// the same sums. A value that is not finite is a gap in its member and adds nothing; so is
/// a point whose x is not finite.
struct StackPile {
    /// An x value and which of its repeats.
    private struct Key: Hashable {
        var x: Double
        var occurrence: Int
    }

    /// The x values the sums are aligned with, while every member shared them.
    private var keys: [Double] = []
    private var sums: [Double] = []
    /// The sums by x, once a member's x values differ from the first's.
    private var table: [Key: Double]?

    /// The keys of `xs`: each x with the count of its earlier repeats (`nil` for an x that
    /// is not finite).
    private static func keyed(_ xs: [Double]) -> [Key?] {
        var seen: [Double: Int] = [:]
        return xs.map { x in
            guard x.isFinite else { return nil }
            let occurrence = seen[x, default: 0]
            seen[x] = occurrence + 1
            return Key(x: x, occurrence: occurrence)
        }
    }

    /// The table of the sums aligned with ``keys``.
    private func makeTable() -> [Key: Double] {
        var table: [Key: Double] = [:]
        for (key, sum) in zip(Self.keyed(keys), sums) {
            if let key { table[key] = sum }
        }
        return table
    }

    /// The sums under `xs` (zero where there is none; NaN where x is not finite), then adds
    /// `values` to them.
    mutating func pile(xs: [Double], values: [Double]) -> [Double] {
        if table == nil, keys.isEmpty, sums.isEmpty {
            keys = xs
            sums = [Double](repeating: 0, count: xs.count)
        }
        if table == nil, keys == xs {
            var bottoms = sums
            for index in xs.indices where !xs[index].isFinite { bottoms[index] = .nan }
            for index in values.indices where values[index].isFinite && xs[index].isFinite {
                sums[index] += values[index]
            }
            return bottoms
        }
        var table = self.table ?? makeTable()
        var bottoms = [Double](repeating: .nan, count: xs.count)
        for (index, key) in Self.keyed(xs).enumerated() {
            guard let key else { continue }
            let bottom = table[key] ?? 0
            bottoms[index] = bottom
            if values[index].isFinite { table[key] = bottom + values[index] }
        }
        self.table = table
        return bottoms
    }

    /// The sums at `xs` (zero where there is none; NaN where x is not finite).
    func sums(at xs: [Double]) -> [Double] {
        if table == nil, keys == xs { return sums }
        let table = self.table ?? makeTable()
        return Self.keyed(xs).map { key in key.map { table[$0] ?? 0 } ?? .nan }
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
            // Shares do not change with the scale: values are divided by the largest first, so
            // that sums of huge values stay finite.
            let largest = members.lazy.flatMap(\.ys).filter(\.isFinite).map(abs).max() ?? 1
            let unit = largest > 0 ? largest : 1
            let shares = members.map { member in member.ys.map { $0.isFinite ? max($0, 0) / unit : $0 } }
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
