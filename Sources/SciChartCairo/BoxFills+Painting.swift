extension BoxFills {
    /// Paints boxes, in the order of the path, into an image as Cairo fills them.
    ///
    /// A pixel whose column a box covers from side to side takes the colour at the share of
    /// its row the box covers (whole inside the box). A pixel a box's left or right edge
    /// cuts takes the area of the box over it, in 65536ths, as Cairo's coverage: its high
    /// byte, 256 read as 255. Boxes that follow one another may cut one column of pixels (a
    /// candle body's right edge and the next one's left edge in the same column, or many
    /// narrow bodies in one column): such a column is kept open and each box adds its area
    /// there, row by row; it is composited once, when a box cuts another column or the
    /// painting ends, so a pixel boxes share gets the sum of their areas, as in one fill.
    struct Painter {
        let target: ImageTarget
        /// Premultiplied ARGB.
        let color: UInt32
        /// The clip in 256ths of a pixel.
        let window: FineBox
        /// The column of pixels whose cut parts are still being added up, and the rows
        /// they reach (first, last).
        private var open: (column: Int, first: Int, last: Int)?
        /// The area added to each row of the open column, in 65536ths of a pixel, from the
        /// clip's first row.
        private var area: [Int]

        init(target: ImageTarget, color: UInt32, window: Box) {
            self.target = target
            self.color = color
            self.window = FineBox(
                left: max(window.left, target.clip.left) * one, top: max(window.top, target.clip.top) * one,
                right: min(window.right, target.clip.right) * one,
                bottom: min(window.bottom, target.clip.bottom) * one)
            area = [Int](repeating: 0, count: max(self.window.bottom - self.window.top, 0) / one)
        }

        /// Paints `box` inside the clip.
        mutating func paint(_ box: FineBox) {
            let left = max(box.left, window.left)
            let right = min(box.right, window.right)
            let top = max(box.top, window.top)
            let bottom = min(box.bottom, window.bottom)
            guard left < right, top < bottom else { return }
            var first = left >> 8
            var last = (right - 1) >> 8
            if left & (one - 1) != 0 {
                add(column: first, width: min(right, (first + 1) * one) - left, top: top, bottom: bottom)
                first += 1
            }
            if right & (one - 1) != 0, last >= first {
                add(column: last, width: right - last * one, top: top, bottom: bottom)
                last -= 1
            }
            guard first <= last else { return }
            // The columns the box covers from side to side: each row at one coverage.
            forEachRow(top: top, bottom: bottom) { row, height in
                BoxFills.composite(
                    color, alpha: alpha(height * one), over: target.pixels + row * target.stride + first,
                    count: last - first + 1)
            }
        }

        /// Composites the column still open.
        mutating func finish() {
            guard let open else { return }
            self.open = nil
            let firstRow = window.top >> 8
            for row in open.first...open.last {
                let sum = area[row - firstRow]
                area[row - firstRow] = 0
                guard sum > 0 else { continue }
                let pointer = target.pixels + row * target.stride + open.column
                pointer.pointee = BoxFills.composite(color, alpha: alpha(sum), over: pointer.pointee)
            }
        }

        /// Adds the part of a box `width` 256ths wide in `column`, over rows `top..<bottom`
        /// (256ths, inside the clip), compositing the open column first when it is another.
        private mutating func add(column: Int, width: Int, top: Int, bottom: Int) {
            let (first, last) = (top >> 8, (bottom - 1) >> 8)
            if let open, open.column == column {
                self.open = (column, min(open.first, first), max(open.last, last))
            } else {
                finish()
                open = (column, first, last)
            }
            let firstRow = window.top >> 8
            for row in first...last {
                area[row - firstRow] += width * Self.overlap(top, bottom, row)
            }
        }

        /// Calls `body` with each pixel row `top..<bottom` (256ths) reaches and how many
        /// 256ths of the row it covers.
        @inline(__always)
        private func forEachRow(top: Int, bottom: Int, _ body: (Int, Int) -> Void) {
            guard top < bottom else { return }
            for row in (top >> 8)...((bottom - 1) >> 8) {
                body(row, Self.overlap(top, bottom, row))
            }
        }

        /// The 256ths of pixel row (or column) `index` that `low..<high` (256ths) covers.
        @inline(__always)
        private static func overlap(_ low: Int, _ high: Int, _ index: Int) -> Int {
            max(0, min(high, (index + 1) * one) - max(low, index * one))
        }

        /// Cairo's coverage of an area in 65536ths of a pixel: its high byte, 256 read as 255.
        @inline(__always)
        private func alpha(_ area: Int) -> UInt32 {
            let high = UInt32(min(area, one * one) >> 8)
            return high - (high >> 8)
        }

    }

    /// `pixel` with premultiplied `color` composited over it at `alpha` (out of 255), as
    /// Cairo does it: an opaque colour is mixed with the pixel in proportion, as Cairo's span
    /// filler mixes it; a translucent one is scaled, then drawn over the pixel, as pixman
    /// composites it.
    @inline(__always)
    static func composite(_ color: UInt32, alpha: UInt32, over pixel: UInt32) -> UInt32 {
        if alpha == 255 { return MarkerStamp.over(color, pixel) }
        if color >> 24 == 0xFF {
            return saturatedSum(
                scaled(color, by: alpha, bias: 0x7F), scaled(pixel, by: 255 - alpha, bias: 0x7F))
        }
        return MarkerStamp.over(scaled(color, by: alpha, bias: 0x80), pixel)
    }

    /// ``composite(_:alpha:over:)`` of `color` at `alpha` over each of `count` pixels from
    /// `pixels`, with what depends only on the colour worked out once: a loop without
    /// branches, which the compiler can widen.
    @inline(__always)
    static func composite(
        _ color: UInt32, alpha: UInt32, over pixels: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        guard count > 0 else { return }
        let opaque = color >> 24 == 0xFF
        switch alpha {
        case 255 where opaque: pixels.update(repeating: color, count: count)
        case 255:
            for index in 0..<count { pixels[index] = MarkerStamp.over(color, pixels[index]) }
        case _ where opaque:
            let source = scaled(color, by: alpha, bias: 0x7F)
            let keep = 255 - alpha
            for index in 0..<count {
                pixels[index] = saturatedSum(source, scaled(pixels[index], by: keep, bias: 0x7F))
            }
        default:
            let source = scaled(color, by: alpha, bias: 0x80)
            for index in 0..<count { pixels[index] = MarkerStamp.over(source, pixels[index]) }
        }
    }

    /// `color` (premultiplied) times `alpha` out of 255, each channel rounded with `bias`
    /// (pixman rounds with 0x80, Cairo's own span filler with 0x7F).
    @inline(__always)
    static func scaled(_ color: UInt32, by alpha: UInt32, bias: UInt32) -> UInt32 {
        func times(_ pair: UInt32) -> UInt32 {
            let product = pair &* alpha &+ (bias << 16 | bias)
            return ((product &+ ((product >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        return times(color & 0x00FF_00FF) | times((color >> 8) & 0x00FF_00FF) << 8
    }

    /// The channels of `a` and `b` added, each at most 255.
    @inline(__always)
    static func saturatedSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
        func sum(_ x: UInt32, _ y: UInt32) -> UInt32 {
            var total = x &+ y
            total |= 0x0100_0100 &- ((total >> 8) & 0x00FF_00FF)
            return total & 0x00FF_00FF
        }
        return sum(a & 0x00FF_00FF, b & 0x00FF_00FF) | sum((a >> 8) & 0x00FF_00FF, (b >> 8) & 0x00FF_00FF)
            << 8
    }
}
