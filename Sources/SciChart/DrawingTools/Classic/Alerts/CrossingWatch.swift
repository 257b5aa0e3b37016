/// Finds where the values appended to a series cross a level, each crossing once.
///
/// The watch remembers where it last looked (the rows appended so far, the change count)
/// and which side of the level the values were last on. A crossing is a change of side:
/// values exactly on the level keep the side they came from, so a series that touches the
/// line and turns back has not crossed it, and one that rests on it before going through
/// crosses once. NaN and infinite values are gaps and change nothing. Moving the level
/// takes the side afresh from the last value, so a line dragged across the price is no
/// crossing.
struct CrossingWatch {
    private var appendedRows: UInt64
    private var version: UInt64
    private var lastValue: Double?
    private var level: Double?
    /// -1 below the level, +1 above, 0 not known yet.
    private var side = 0

    /// A watch that starts with what `series` holds now: only later values can cross.
    init(_ series: SCIDataSeries) {
        let start = series.followStart
        appendedRows = start.appendedRows
        version = start.version
        lastValue = start.end?.value
    }

    /// The crossings of `level` by the values appended since the last look (or by the last
    /// value, when it changed in place), oldest first.
    mutating func crossings(of level: Double, in series: SCIDataSeries) -> [SCIPriceAlert] {
        let (rows, end) = series.rowsAppended(since: appendedRows, version: version)
        if let end {
            appendedRows = end.appendedRows
            version = end.version
        }
        guard level.isFinite else {
            self.level = nil
            side = 0
            if let value = rows.last?.value, value.isFinite { lastValue = value }
            return []
        }
        if self.level != level {
            self.level = level
            side = lastValue.map { Self.side(of: $0, level: level) } ?? 0
        }
        var found: [SCIPriceAlert] = []
        for row in rows where row.value.isFinite {
            lastValue = row.value
            let now = Self.side(of: row.value, level: level)
            guard now != 0 else { continue }
            if side != 0, now != side {
                found.append(
                    SCIPriceAlert(direction: now > 0 ? .up : .down, level: level, value: row.value, x: row.x))
            }
            side = now
        }
        return found
    }

    private static func side(of value: Double, level: Double) -> Int {
        value > level ? 1 : value < level ? -1 : 0
    }
}
