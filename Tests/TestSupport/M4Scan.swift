/// The M4 of a viewport by reading every row: the points a database frame must equal.
///
/// Column `c` of `columns` over `min...max` holds the x with
/// `floor((x - min) * columns / (max - min)) == c` (`max` in the last). Each column keeps its
/// first and last rows with a finite y, its lowest and highest (the earlier row on ties) and
/// its first gap (NaN y); the last row before the range and the first after it lead the line
/// in and out. Points are in row order.
public enum M4Scan {
    public static func points(xs: [Double], ys: [Double], min: Double, max: Double, columns: Int)
        -> [(row: Int, x: Double, y: Double)]
    {
        let width = max - min
        var first: [Int?] = Array(repeating: nil, count: columns)
        var last: [Int?] = Array(repeating: nil, count: columns)
        var low: [Int?] = Array(repeating: nil, count: columns)
        var high: [Int?] = Array(repeating: nil, count: columns)
        var gap: [Int?] = Array(repeating: nil, count: columns)
        var before: Int?
        var after: Int?
        for row in xs.indices {
            let x = xs[row]
            let y = ys[row]
            if x < min {
                before = row
                continue
            }
            if x > max {
                if after == nil { after = row }
                continue
            }
            var column = width > 0 ? Int(((x - min) * (Double(columns) / width)).rounded(.down)) : 0
            column = Swift.min(Swift.max(column, 0), columns - 1)
            guard y.isFinite else {
                if gap[column] == nil { gap[column] = row }
                continue
            }
            if first[column] == nil { first[column] = row }
            last[column] = row
            if low[column].map({ y < ys[$0] }) ?? true { low[column] = row }
            if high[column].map({ y > ys[$0] }) ?? true { high[column] = row }
        }
        func point(_ row: Int) -> (row: Int, x: Double, y: Double) {
            (row, xs[row], ys[row].isFinite ? ys[row] : .nan)
        }
        var result = before.map { [point($0)] } ?? []
        for column in 0..<columns {
            let rows = Set(
                [first[column], low[column], high[column], last[column], gap[column]].compactMap { $0 })
            result.append(contentsOf: rows.sorted().map(point))
        }
        if let after { result.append(point(after)) }
        return result
    }

    /// Whether the points `xs`, `ys` are `expected`'s (NaN equal to NaN).
    public static func same(xs: [Double], ys: [Double], as expected: [(row: Int, x: Double, y: Double)])
        -> Bool
    {
        xs.count == expected.count && ys.count == expected.count
            && zip(zip(xs, ys), expected).allSatisfy { pair, point in
                pair.0 == point.x && (pair.1 == point.y || (pair.1.isNaN && point.y.isNaN))
            }
    }
}
