import Foundation

/// The line of values a trading chart shows at the top of its price pane: the open, high,
/// low and close of the bar under the crosshair (the last bar when there is none), its
/// change from the bar before, and each other series' value at that bar in its colour. A
/// pane without bars (an indicator's) shows its series' values at the crosshair's point of
/// its first series, or at its last point.
struct ValuesLine {
    /// One piece of the line: a text and its colour, and whether a row may begin with it
    /// (a series' name, a value's name such as "H", the bar's change: never a value cut from
    /// its name).
    struct Piece: Equatable {
        var text: String
        var color: SCIColor
        var startsUnit = false
    }

    var pieces: [Piece] = []

    /// The text of the line, the pieces separated by spaces.
    var text: String { pieces.map(\.text).joined(separator: " ") }

    /// The line for the bar at drawing-space x `x` (the last bar when `nil`). Each series is
    /// read through its ``SCIRenderableSeriesBase/seriesInfoProvider``.
    static func make(at x: CGFloat?, layout: SCIChartLayout) -> ValuesLine {
        var line = ValuesLine()
        // Each axis' format is worked out once a line: finding its data's decimals reads the
        // last rows of every series on it.
        var formats: [ObjectIdentifier: ValueFormat] = [:]
        func format(_ axis: SCIAxisBase?) -> ValueFormat {
            guard let axis else { return ValueFormat(axis: nil) }
            if let known = formats[ObjectIdentifier(axis)] { return known }
            let made = ValueFormat(axis: axis)
            formats[ObjectIdentifier(axis)] = made
            return made
        }
        /// `entry`'s reading at point `index`, its values written by `write`.
        func reading(_ entry: FrameSeries, at index: Int, write: @escaping (Double) -> String)
            -> SCISeriesInfo?
        {
            guard let xAxis = entry.xAxis, let yAxis = entry.yAxis,
                let xCalculator = layout.calculator(for: xAxis),
                let yCalculator = layout.calculator(for: yAxis)
            else { return nil }
            let context = SCISeriesInfoContext(
                position: Double(index), xCalculator: xCalculator, yCalculator: yCalculator,
                seriesArea: layout.seriesArea,
                seriesColor: entry.series.identityColor(palette: entry.paletteColor),
                theme: layout.theme, formatX: { _ in "" }, formatY: write)
            return entry.series.seriesInfoProvider.seriesInfo(for: entry.series, in: context)
        }
        let label = layout.theme.axisLabel
        // The bar: the first series of bars' bar at x, or its last one.
        var barX: Double?
        for entry in layout.frameSeries where entry.isVisible && entry.series.drawsBars {
            guard let bars = entry.series.dataSeries, bars.count > 0 else { continue }
            let index =
                x.flatMap { Self.index(of: bars, at: $0, entry: entry, layout: layout) } ?? bars.count - 1
            let priceFormat = format(entry.yAxis)
            guard let bar = reading(entry, at: index, write: priceFormat.text) else { continue }
            barX = bar.xValue
            if let name = bar.seriesName, !name.isEmpty {
                line.pieces.append(Piece(text: name, color: label, startsUnit: true))
            }
            for value in bar.values {
                if !value.shortName.isEmpty {
                    line.pieces.append(Piece(text: value.shortName, color: label, startsUnit: true))
                }
                line.pieces.append(
                    Piece(
                        text: value.formattedValue, color: bar.seriesColor,
                        startsUnit: value.shortName.isEmpty))
            }
            let previous =
                index > 0 ? reading(entry, at: index - 1, write: priceFormat.text)?.markerValue : nil
            let close = bar.markerValue
            if let previous, previous.isFinite, previous != 0, close.isFinite {
                let change = close - previous
                let sign = change > 0 ? "+" : ""
                let percent = NumberText.fixed(change / abs(previous) * 100, decimals: 2)
                line.pieces.append(
                    Piece(
                        text: "\(sign)\(priceFormat.text(change)) (\(sign)\(percent)%)",
                        color: bar.seriesColor, startsUnit: true))
            }
            break
        }
        // A pane without bars (an indicator's) reads its first series' point at x, or its last.
        if barX == nil {
            for entry in layout.frameSeries where entry.isVisible {
                guard let data = entry.series.dataSeries, data.count > 0 else { continue }
                var index = data.count - 1
                if let x, let axis = entry.xAxis, let calculator = layout.calculator(for: axis) {
                    let value = calculator.getDataValue(Double(x - layout.seriesArea.minX))
                    if calculator.isCategoryAxis, value.isFinite {
                        index = Int.clamping(value.rounded(), to: 0...(data.count - 1))
                    } else if let nearest = data.nearestIndex(toX: value) {
                        index = nearest
                    }
                }
                barX = data.xValue(at: index)
                break
            }
        }
        guard let barX else { return line }
        // Every other series' value at the bar, in its colour.
        for entry in layout.frameSeries where entry.isVisible && !entry.series.drawsBars {
            guard let data = entry.series.dataSeries, let index = data.nearestIndex(toX: barX),
                data.xValue(at: index) == barX
            else { continue }
            let valueFormat = format(entry.yAxis)
            let write = { (value: Double) in value.isFinite ? valueFormat.text(value) : "n/a" }
            guard let info = reading(entry, at: index, write: write), !info.values.isEmpty else { continue }
            let named = info.seriesName.map { !$0.isEmpty } ?? false
            if let name = info.seriesName, named {
                line.pieces.append(Piece(text: name, color: info.seriesColor, startsUnit: true))
            }
            for (position, value) in info.values.enumerated() {
                line.pieces.append(
                    Piece(
                        text: value.formattedValue, color: info.seriesColor,
                        startsUnit: position == 0 && !named))
            }
        }
        return line
    }

    /// The index of the bar of `bars` nearest drawing-space x `x`.
    private static func index(
        of bars: SCIDataSeries, at x: CGFloat, entry: FrameSeries, layout: SCIChartLayout
    )
        -> Int?
    {
        guard let axis = entry.xAxis, let calculator = layout.calculator(for: axis) else { return nil }
        let value = calculator.getDataValue(Double(x - layout.seriesArea.minX))
        guard value.isFinite else { return nil }
        if calculator.isCategoryAxis { return Int.clamping(value.rounded(), to: 0...(bars.count - 1)) }
        return bars.nearestIndex(toX: value)
    }

    /// The space above and below the text in its row.
    private static let rowPadding = 6.0

    /// The height of the row the line owns at the top of the series area.
    static func rowHeight(fontSize: Double) -> CGFloat {
        CGFloat(2 * rowPadding + SCITextMetrics.lineHeight(fontSize: fontSize))
    }

    /// The space between the rows past the first, and their text.
    private static let wrappedRowPadding = 2.0
    /// The room between the series area's left edge and the text.
    private static let inset = 8.0

    /// The height of `rows` rows: the one the line owns and those wrapped under it.
    static func height(rows: Int, fontSize: Double) -> CGFloat {
        guard rows > 0 else { return 0 }
        let wrapped = SCITextMetrics.lineHeight(fontSize: fontSize) + 2 * wrappedRowPadding
        return rowHeight(fontSize: fontSize) + CGFloat(Double(rows - 1) * wrapped)
    }

    /// The line laid out in `area`: each row's pieces with their left edges. A line wider
    /// than the area wraps where a row may begin (before a series' or a value's name); a piece
    /// wider than a whole row is cut at the area's edge. Rows reach down no further than half
    /// the area (the first is always there): what does not fit is left out.
    func rows(in area: CGRect, fontSize: Double) -> [[(piece: Piece, x: Double)]] {
        guard !pieces.isEmpty else { return [] }
        let (left, right) = (Double(area.minX) + Self.inset, Double(area.maxX) - Self.inset)
        let gap = SCITextMetrics.width(of: " ", fontSize: fontSize, bold: false)
        let wrapped = SCITextMetrics.lineHeight(fontSize: fontSize) + 2 * Self.wrappedRowPadding
        let room = Double(area.height) / 2 - Double(Self.rowHeight(fontSize: fontSize))
        let maximumRows = 1 + max(Int((room / wrapped).rounded(.down)), 0)
        // The pieces measured once, in units that may begin a row.
        var units: [[(piece: Piece, width: Double)]] = []
        for piece in pieces {
            let width = SCITextMetrics.width(of: piece.text, fontSize: fontSize, bold: false)
            if piece.startsUnit || units.isEmpty { units.append([]) }
            units[units.count - 1].append((piece, width))
        }
        var rows: [[(piece: Piece, x: Double)]] = [[]]
        var x = left
        for unit in units {
            let width = unit.map(\.width).reduce(0, +) + gap * Double(unit.count - 1)
            if x > left, x + width > right {
                guard rows.count < maximumRows else { break }
                rows.append([])
                x = left
            }
            for (piece, pieceWidth) in unit {
                rows[rows.count - 1].append((piece, x))
                x += pieceWidth + gap
            }
        }
        return rows
    }

    /// Draws `rows` (see ``rows(in:fontSize:)``) along the top of the series area on the
    /// series area's background (nearly opaque), so the lines plotted under it do not run
    /// through the text: the first row is the one the line owns, the others sit below it over
    /// the data, each on a plate of the same background.
    static func draw(
        _ rows: [[(piece: Piece, x: Double)]], into list: inout SCIDisplayList, layout: SCIChartLayout,
        fontSize: Double
    ) {
        guard rows.contains(where: { !$0.isEmpty }) else { return }
        let area = layout.seriesArea
        let lineHeight = SCITextMetrics.lineHeight(fontSize: fontSize)
        let ascent = SCITextMetrics.ascent(fontSize: fontSize)
        let padding = wrappedRowPadding
        list.pushClip(area)
        let background = SCIFill(color: layout.theme.seriesAreaBackground.withAlpha(0.85))
        for (index, row) in rows.enumerated() {
            let top = Double(area.minY) + Double(height(rows: index, fontSize: fontSize))
            let baseline = index == 0 ? top + rowPadding + ascent : top + padding + ascent
            let runs = row.map { piece, x in
                SCITextRun(
                    text: piece.text, origin: CGPoint(x: x, y: baseline), fontSize: fontSize, isBold: false,
                    color: piece.color)
            }
            let end = runs.last.map { Double($0.origin.x) + $0.width } ?? Double(area.minX)
            var plate = SCIPath()
            plate.addRect(
                CGRect(
                    x: Double(area.minX), y: top, width: end + inset - Double(area.minX),
                    height: index == 0 ? Double(rowHeight(fontSize: fontSize)) : lineHeight + 2 * padding))
            list.fill(plate, background)
            for run in runs { list.text(run) }
        }
        list.popClip()
    }
}

/// How a values line writes the values of one axis: with the axis' label formatter when it
/// has one, else in the decimals of the data drawn against it (cents for prices quoted in
/// cents), else with two decimals; worked out once a line.
struct ValueFormat {
    private let formatter: ((Double) -> String)?
    private let decimals: Int

    init(axis: SCIAxisBase?) {
        guard let axis else {
            // A series whose axis is missing (not drawn): the value as Swift writes it.
            formatter = { "\($0)" }
            decimals = 0
            return
        }
        formatter = axis.cursorLabeler(bars: nil)
        decimals = formatter == nil ? (axis.dataDecimals ?? 2) : 0
    }

    func text(_ value: Double) -> String {
        formatter?(value) ?? NumberText.fixed(value, decimals: decimals)
    }
}
