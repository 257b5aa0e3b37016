import Foundation

/// One bit per device pixel over a rectangle of the image, row by row: where dense marker
/// runs record the pixels their markers stand on and the pixels those markers cover.
struct PixelBits {
    /// The rectangle, in device pixels.
    let left: Int
    let top: Int
    let columns: Int
    let rows: Int
    /// 64-pixel words per row.
    let words: Int
    private(set) var bits: [UInt64]

    /// All clear over `columns` x `rows` pixels from (`left`, `top`).
    init(left: Int, top: Int, columns: Int, rows: Int) {
        self.left = left
        self.top = top
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        words = (self.columns + 63) / 64
        bits = [UInt64](repeating: 0, count: words * self.rows)
    }

    /// Whether device pixel (`x`, `y`) is inside the rectangle.
    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        x >= left && x < left + columns && y >= top && y < top + rows
    }

    /// Sets device pixel (`x`, `y`), which must be inside.
    @inline(__always)
    mutating func set(x: Int, y: Int) {
        let column = x - left
        bits[(y - top) * words + column >> 6] |= UInt64(1) << UInt64(column & 63)
    }

    /// Whether device pixel (`x`, `y`) is set; `false` outside.
    @inline(__always)
    func test(x: Int, y: Int) -> Bool {
        guard contains(x: x, y: y) else { return false }
        let column = x - left
        return bits[(y - top) * words + column >> 6] & (UInt64(1) << UInt64(column & 63)) != 0
    }

    /// The same rectangle, each pixel set when the pixel at any of `offsets` from it (a row
    /// offset and its column offsets) is set here.
    func spread(_ offsets: [(row: Int, columns: [Int])]) -> PixelBits {
        var out = PixelBits(left: left, top: top, columns: columns, rows: rows)
        guard rows > 0, words > 0 else { return out }
        let words = self.words
        bits.withUnsafeBufferPointer { source in
            out.bits.withUnsafeMutableBufferPointer { target in
                for row in 0..<rows {
                    let line = target.baseAddress! + row * words
                    for (rowOffset, columnOffsets) in offsets {
                        let from = row + rowOffset
                        guard from >= 0, from < rows else { continue }
                        let sourceLine = source.baseAddress! + from * words
                        for shift in columnOffsets {
                            Self.orShifted(sourceLine, by: shift, into: line, words: words)
                        }
                    }
                }
            }
        }
        out.clearPastTheEnd()
        return out
    }

    /// Target bit x |= source bit x + `shift`, over one row of `words` words.
    @inline(__always)
    private static func orShifted(
        _ source: UnsafePointer<UInt64>, by shift: Int, into target: UnsafeMutablePointer<UInt64>, words: Int
    ) {
        let wordShift = shift >> 6
        let bitShift = UInt64(shift & 63)
        let first = max(0, -wordShift - 1)
        let end = min(words, words - wordShift)
        guard first < end else { return }
        if bitShift == 0 {
            for word in first..<end where word + wordShift >= 0 {
                target[word] |= source[word + wordShift]
            }
            return
        }
        for word in first..<end {
            let low = word + wordShift
            let high = low + 1
            var value: UInt64 = 0
            if low >= 0 { value |= source[low] >> bitShift }
            if high < words, high >= 0 { value |= source[high] << (64 - bitShift) }
            target[word] |= value
        }
    }

    /// Clears the bits past the last column of each row, which shifts may have set.
    private mutating func clearPastTheEnd() {
        let tail = columns & 63
        guard tail != 0 else { return }
        let mask = (UInt64(1) << UInt64(tail)) - 1
        for row in 0..<rows { bits[row * words + words - 1] &= mask }
    }

    /// Pixels set here and clear in `other` (the same rectangle).
    func subtracting(_ other: PixelBits) -> PixelBits {
        var out = self
        for index in out.bits.indices { out.bits[index] &= ~other.bits[index] }
        return out
    }

    /// Pixels set here and in `other` (the same rectangle).
    func intersection(_ other: PixelBits) -> PixelBits {
        var out = self
        for index in out.bits.indices { out.bits[index] &= other.bits[index] }
        return out
    }

    /// Calls `body` with each run of set pixels in device row `y`, clipped to columns
    /// `from ..< to`, as a device column range.
    func forEachRun(inRow y: Int, from: Int, to: Int, _ body: (Range<Int>) -> Void) {
        guard y >= top, y < top + rows else { return }
        let start = max(from, left) - left
        let end = min(to, left + columns) - left
        guard start < end else { return }
        let line = (y - top) * words
        var column = start
        while column < end {
            // The next set bit at or after `column`.
            var word = bits[line + column >> 6] & (~UInt64(0) << UInt64(column & 63))
            var base = column & ~63
            while word == 0 {
                base += 64
                guard base < end else { return }
                word = bits[line + base >> 6]
            }
            let runStart = base + word.trailingZeroBitCount
            guard runStart < end else { return }
            // The next clear bit after it.
            var clear = ~bits[line + runStart >> 6] & (~UInt64(0) << UInt64(runStart & 63))
            var clearBase = runStart & ~63
            while clear == 0 {
                clearBase += 64
                if clearBase >= end { break }
                clear = ~bits[line + clearBase >> 6]
            }
            let runEnd = min(clear == 0 ? end : clearBase + clear.trailingZeroBitCount, end)
            body((runStart + left)..<(runEnd + left))
            column = runEnd
        }
    }
}
