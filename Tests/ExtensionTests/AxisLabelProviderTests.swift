import Foundation
import SciChart
import Testing

/// A formatter as SciChart's "LabelProvider API" guide writes one: three decimals.
final class ThreeDecimalsFormatter: SCILabelFormatterBase {
    nonisolated(unsafe) static var updates = 0

    override func update(_ axis: ISCIAxisCore) { Self.updates += 1 }

    override func formatLabel(_ dataValue: Double) -> ISCIString {
        NSString(format: "%.3f", dataValue)
    }

    override func formatCursorLabel(_ dataValue: Double) -> ISCIString {
        "at " + formatLabel(dataValue).stringValue
    }
}

/// A provider of date labels as the guide writes one: a subclass of the generic base for
/// date axes, with a date formatter.
final class DayMonthLabelProvider: SCILabelProviderBase<ISCIDateAxis> {
    let dateFormatter = DateFormatter.create(withFormat: "dd/MM/yyyy")

    init() {
        super.init(axisType: ISCIDateAxis.self)
    }

    override func formatLabel(_ dataValue: ISCIComparable) -> ISCIString {
        NSString(string: dateFormatter.string(from: dataValue.toDate()))
    }

    override func formatCursorLabel(_ dataValue: ISCIComparable) -> ISCIString {
        formatLabel(dataValue)
    }
}

/// Writes populations: thousands, millions and billions.
final class PopulationLabels: SCILabelProviderBase<ISCINumericAxis> {
    init() { super.init(axisType: ISCINumericAxis.self) }

    override func formatLabel(_ dataValue: ISCIComparable) -> ISCIString {
        let value = dataValue.toDouble
        switch abs(value) {
        case 1e9...: return "\(value / 1e9)B"
        case 1e6...: return "\(value / 1e6)M"
        case 1e3...: return "\(value / 1e3)K"
        default: return "\(Int(value))"
        }
    }
}

/// What a provider returns, whatever it is.
final class FixedLabels: SCILabelProviderBase<ISCINumericAxis> {
    let text: String
    init(_ text: String) {
        self.text = text
        super.init(axisType: ISCINumericAxis.self)
    }
    override func formatLabel(_ dataValue: ISCIComparable) -> ISCIString { text }
}

/// A provider that reads its axis while labels are written, as a zoom-dependent one does.
final class ZoomLabels: SCILabelProviderBase<ISCINumericAxis> {
    private(set) var spans: [Double] = []
    private(set) var pixels: [Double] = []

    init() { super.init(axisType: ISCINumericAxis.self) }

    override func update() {
        guard let axis else { return }
        spans.append(axis.visibleRange.max - axis.visibleRange.min)
        pixels.append(axis.getCoordinate(axis.visibleRange.max) - axis.getCoordinate(axis.visibleRange.min))
    }

    override func formatLabel(_ dataValue: ISCIComparable) -> ISCIString {
        (spans.last ?? 0) > 50 ? "wide" : "near"
    }
}

/// Axis labels written by label providers, label formatters and format patterns, through
/// the public API in the shapes SciChart's axis label guides use.
@Suite struct AxisLabelProviderTests {
    /// A chart of `x` against `y` on the given axes, 800 by 400.
    static func chart(x xAxis: SCIAxisBase, y yAxis: SCIAxisBase, xs: [Double], ys: [Double])
        -> SCIChartSurface
    {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: xs, y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        return surface
    }

    /// The texts of the tick labels of the axis group `name` (`axis:x:DefaultAxisId`).
    static func labels(_ surface: SCIChartSurface, _ name: String) -> [String] {
        surface.renderFrame().chartLayer.group(named: name)?.textRuns.map(\.text) ?? []
    }

    @Test func aLabelFormatterWritesEveryTickLabelAndTheCursorText() throws {
        let yAxis = SCINumericAxis()
        yAxis.labelProvider = SCINumericLabelProvider(labelFormatter: ThreeDecimalsFormatter())
        let surface = Self.chart(x: SCINumericAxis(), y: yAxis, xs: [0, 1, 2, 3], ys: [1, 4, 2, 8])
        let before = ThreeDecimalsFormatter.updates
        let labels = Self.labels(surface, "axis:y:DefaultAxisId")
        #expect(labels.count >= 3)
        for label in labels {
            #expect(label.split(separator: ".").last?.count == 3, "\(label) has three decimals")
            #expect(Double(label) != nil)
        }
        #expect(ThreeDecimalsFormatter.updates > before, "the formatter is told before labels are written")
        #expect(yAxis.formatCursorText(2.5) == "at 2.500")
        // The x axis keeps its own labels.
        #expect(Self.labels(surface, "axis:x:DefaultAxisId").contains("1.0"))
    }

    @Test func aDateLabelProviderReceivesDates() {
        let xAxis = SCIDateAxis()
        xAxis.labelProvider = DayMonthLabelProvider()
        let day = 86_400.0
        let start = 1_500_000_000.0 - 1_500_000_000.0.truncatingRemainder(dividingBy: day)
        let surface = Self.chart(
            x: xAxis, y: SCINumericAxis(), xs: (0..<10).map { start + Double($0) * day },
            ys: (0..<10).map(Double.init))
        let labels = Self.labels(surface, "axis:x:DefaultAxisId")
        #expect(!labels.isEmpty)
        let format = DateFormatter.create(withFormat: "dd/MM/yyyy")
        for label in labels { #expect(format.date(from: label) != nil, "\(label) is a date") }
        #expect(labels.contains("15/07/2017"))
    }

    @Test func aUserProviderWritesPopulations() {
        let yAxis = SCINumericAxis()
        yAxis.labelProvider = PopulationLabels()
        let surface = Self.chart(x: SCINumericAxis(), y: yAxis, xs: [0, 1, 2], ys: [0, 4e9, 8e9])
        let labels = Self.labels(surface, "axis:y:DefaultAxisId")
        #expect(labels.contains("2.0B") && labels.contains("4.0B"), "\(labels)")
    }

    @Test func textFormattingPatternsWriteTicksAndCursorTexts() {
        let xAxis = SCIDateAxis()
        xAxis.textFormatting = "dd.MMM"
        xAxis.cursorTextFormatting = "'X Value:'dd.MM.yyyy"
        let yAxis = SCINumericAxis()
        yAxis.textFormatting = "$0.0"
        yAxis.cursorTextFormatting = "'Price:'###.##' $'"
        let day = 86_400.0
        let surface = Self.chart(
            x: xAxis, y: yAxis, xs: (0..<30).map { 1_500_000_000 + Double($0) * day },
            ys: (0..<30).map { 100 + Double($0) })
        let yLabels = Self.labels(surface, "axis:y:DefaultAxisId")
        #expect(!yLabels.isEmpty)
        for label in yLabels { #expect(label.hasPrefix("$") && label.hasSuffix(".0"), "\(label)") }
        let xLabels = Self.labels(surface, "axis:x:DefaultAxisId")
        #expect(!xLabels.isEmpty)
        for label in xLabels { #expect(label.count == 6 && label.contains("."), "\(label)") }
        #expect(yAxis.formatCursorText(125.456) == "Price:125.46 $")
        #expect(xAxis.formatCursorText(1_500_000_000) == "X Value:14.07.2017")
        // Without a cursor format, the cursor writes the labels' format.
        yAxis.cursorTextFormatting = nil
        #expect(yAxis.formatCursorText(125.456) == "$125.5")
        // Set back to nil, the axis writes its own text again.
        yAxis.textFormatting = nil
        #expect(yAxis.formatCursorText(125.456) == "125")
    }

    @Test func theCrosshairWritesTheCursorFormat() {
        let yAxis = SCINumericAxis()
        yAxis.cursorTextFormatting = "'Price:'0.00"
        let surface = Self.chart(x: SCINumericAxis(), y: yAxis, xs: [0, 10], ys: [0, 100])
        surface.chartModifiers.add(SCICursorModifier())
        let layout = surface.currentLayout
        surface.handlePointer(
            SCIPointerEvent(
                phase: .hovered, location: CGPoint(x: layout.seriesArea.midX, y: layout.seriesArea.midY),
                timestamp: 0))
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains { $0.hasPrefix("Price:") && $0.count == "Price:50.00".count }, "\(texts)")
    }

    @Test func aCategoryAxisKeepsItsPeriodsUnderAPattern() {
        let xAxis = SCICategoryDateAxis()
        let day = 86_400.0
        // Weekdays only: a category axis shows no weekend gap.
        let dates = (0..<120).compactMap { index -> Double? in
            let date = 1_500_000_000 + Double(index) * day
            let weekday = Calendar(identifier: .gregorian).component(
                .weekday, from: Date(timeIntervalSince1970: date))
            return weekday == 1 || weekday == 7 ? nil : date
        }
        let surface = Self.chart(x: xAxis, y: SCINumericAxis(), xs: dates, ys: dates.indices.map(Double.init))
        let own = surface.renderFrame().chartLayer.group(named: "axis:x:DefaultAxisId")?.textRuns ?? []
        xAxis.textFormatting = "yyyy-MM-dd"
        let patterned = surface.renderFrame().chartLayer.group(named: "axis:x:DefaultAxisId")?.textRuns ?? []
        #expect(own.count == patterned.count && !own.isEmpty)
        for (before, after) in zip(own, patterned) {
            // Centred on the same bars (labels near an edge are pushed inside).
            if after.bounds.minX > 40, after.bounds.maxX < 760 {
                #expect(abs(before.bounds.midX - after.bounds.midX) < 0.5, "the ticks stay on the same bars")
            }
            #expect(after.text.count == 10 && after.text.hasPrefix("2017-"), "\(after.text)")
        }
    }

    @Test func hostileLabelsAreCutOrLeftOut() {
        let yAxis = SCINumericAxis()
        yAxis.labelProvider = FixedLabels(String(repeating: "W", count: 100_000))
        let surface = Self.chart(x: SCINumericAxis(), y: yAxis, xs: [0, 1], ys: [0, 1])
        let long = Self.labels(surface, "axis:y:DefaultAxisId")
        #expect(!long.isEmpty)
        for label in long { #expect(label.count == 200 && label.hasSuffix("…")) }
        // The series area keeps room however wide the labels.
        #expect(surface.currentLayout.seriesArea.width > 500)

        yAxis.labelProvider = FixedLabels("")
        #expect(Self.labels(surface, "axis:y:DefaultAxisId").isEmpty)

        yAxis.labelProvider = FixedLabels("a\u{0}b\nc")
        for label in Self.labels(surface, "axis:y:DefaultAxisId") { #expect(label == "abc") }
    }

    /// A provider may read its axis' range and pixels while the layout writes its labels:
    /// it gets the layout under way's, and asks for no other layout.
    @Test func aProviderReadsItsAxisDuringTheLayout() {
        let yAxis = SCINumericAxis()
        let zoom = ZoomLabels()
        yAxis.labelProvider = zoom
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        let surface = Self.chart(x: SCINumericAxis(), y: yAxis, xs: [0, 1], ys: [0, 100])
        #expect(Set(Self.labels(surface, "axis:y:DefaultAxisId")) == ["wide"])
        #expect(zoom.spans.last == 100)
        #expect(abs(abs(zoom.pixels.last ?? 0) - Double(surface.currentLayout.seriesArea.height)) < 1)
        yAxis.visibleRange = SCIDoubleRange(min: 40, max: 60)
        #expect(Set(Self.labels(surface, "axis:y:DefaultAxisId")) == ["near"])
    }

    @Test func providersAttachAndDetach() {
        let axis = SCINumericAxis()
        let own = axis.labelProvider
        #expect(own is SCINumericLabelProvider && own.isAttached)
        #expect(SCIDateAxis().labelProvider is SCIDateLabelProvider)
        #expect(SCICategoryDateAxis().labelProvider is SCITradeChartAxisLabelProvider)
        let population = PopulationLabels()
        axis.labelProvider = population
        #expect(population.isAttached && population.axis === axis && !own.isAttached)
        // The default provider asked directly writes the axis' text.
        #expect(SCINumericAxis().labelProvider.formatLabel(12.5).stringValue == "12.5")
    }

    @Test func axesConvertBetweenPixelsAndData() {
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        let surface = Self.chart(x: xAxis, y: SCINumericAxis(), xs: [0, 100], ys: [0, 1])
        let width = surface.currentLayout.seriesArea.width
        #expect(abs(xAxis.getCoordinate(50) - Double(width) / 2) < 1e-9)
        #expect(abs(xAxis.getDataValue(xAxis.getCoordinate(37.5)) - 37.5) < 1e-9)
        let core: ISCIAxis = xAxis
        #expect(core.getCoordinate(0) == 0)
    }
}

/// Tick labels as the "Formatting for trading charts" guide customises them: a pattern per
/// calendar unit.
final class WeekdayCalendarUnitDateFormatter: SCICalendarUnitDateFormatter {
    override func createFormatter(for calendarUnit: NSCalendar.Unit) -> DateFormatter {
        var dateFormat = ""
        if calendarUnit.contains(.year) { dateFormat.append(" yyyy") }
        if calendarUnit.contains(.month) { dateFormat.append(" MMMM") }
        if calendarUnit.contains(.day) { dateFormat.append("EEE dd") }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = dateFormat
        return formatter
    }
}

/// Cursor texts written whole by the guide's override of `formatDate(_:with:)`.
final class DayCursorDateFormatter: SCICursorCalendarUnitDateFormatter {
    private lazy var dayFormatter = DateFormatter.create(withFormat: "EEEE, dd MMMM")

    override func formatDate(_ date: Date, with calendarUnit: NSCalendar.Unit) -> ISCIString {
        dayFormatter.string(from: date) as ISCIString
    }
}

final class WeekdayTradeChartLabelFormatter: SCITradeChartAxisLabelFormatter<SCICategoryDateAxis> {
    init() {
        super.init(
            dateFormatter: WeekdayCalendarUnitDateFormatter(), cursorDateFormatter: DayCursorDateFormatter())
    }
}

final class WeekdayTradeChartLabelProvider: SCITradeChartAxisLabelProvider {
    init() {
        super.init(labelFormatter: WeekdayTradeChartLabelFormatter())
    }
}

@Suite struct TradeChartLabelTests {
    /// Weekday bars from 14 July 2017 (a Friday), `count` of them, on a category date axis.
    static func chart(_ xAxis: SCICategoryDateAxis, count: Int) -> SCIChartSurface {
        let day = 86_400.0
        let start = 1_500_000_000.0 - 1_500_000_000.0.truncatingRemainder(dividingBy: day)
        var dates: [Double] = []
        var date = start
        while dates.count < count {
            let weekday = Calendar(identifier: .gregorian).component(
                .weekday, from: Date(timeIntervalSince1970: date))
            if weekday != 1, weekday != 7 { dates.append(date) }
            date += day
        }
        return AxisLabelProviderTests.chart(
            x: xAxis, y: SCINumericAxis(), xs: dates, ys: dates.indices.map(Double.init))
    }

    @Test func theCategoryLabelProviderConvertsDatesAndBars() throws {
        let xAxis = SCICategoryDateAxis()
        let surface = Self.chart(xAxis, count: 20)
        let calculator = xAxis.currentCoordinateCalculator
        let labelProvider = try #require(xAxis.labelProvider as? ISCICategoryLabelProvider)
        // Friday 14 July 2017 is bar 0; Monday the 17th bar 1 (the weekend is no bar).
        var date = NSDate(year: 2017, month: 7, day: 17) as Date?
        var index = labelProvider.transformDataToIndex(date)
        #expect(index == 1)
        let coordinate = calculator.getCoordinate(Double(index))
        index = Int(calculator.getDataValue(coordinate).rounded())
        date = labelProvider.transformIndexToData(index)
        #expect(date == Date(timeIntervalSince1970: 1_500_249_600))
        #expect(labelProvider.transformDataToIndex(nil) == 0)
        withExtendedLifetime(surface) {}
    }

    @Test func aCustomTradeChartProviderWritesTicksAndCursorByCalendarUnit() {
        let xAxis = SCICategoryDateAxis()
        xAxis.labelProvider = WeekdayTradeChartLabelProvider()
        let surface = Self.chart(xAxis, count: 40)
        let labels = AxisLabelProviderTests.labels(surface, "axis:x:DefaultAxisId")
        #expect(!labels.isEmpty)
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        for label in labels {
            #expect(
                weekdays.contains(String(label.prefix(3))), "\(label): a day's label, by the day's pattern")
        }
        // The cursor text of the first bar, whole, from the cursor formatter.
        #expect(xAxis.formatCursorText(0) == "Friday, 14 July")
    }

    @Test func theDefaultTradeChartFormatterNamesTheGranularity() {
        let xAxis = SCICategoryDateAxis()
        xAxis.labelProvider = SCITradeChartAxisLabelProvider(
            labelFormatter: SCITradeChartAxisLabelFormatter<SCICategoryDateAxis>())
        let days = AxisLabelProviderTests.labels(Self.chart(xAxis, count: 40), "axis:x:DefaultAxisId")
        #expect(!days.isEmpty)
        for label in days { #expect(label.count == 6, "\(label) reads as 'dd MMM'") }
        let yearsAxis = SCICategoryDateAxis()
        yearsAxis.labelProvider = SCITradeChartAxisLabelProvider(
            labelFormatter: SCITradeChartAxisLabelFormatter<SCICategoryDateAxis>())
        let yearsChart = Self.chart(yearsAxis, count: 3_000)
        let years = AxisLabelProviderTests.labels(yearsChart, "axis:x:DefaultAxisId")
        #expect(!years.isEmpty)
        for label in years { #expect(Int(label) != nil && label.count == 4, "\(label) is a year") }
        #expect(yearsAxis.formatCursorText(0) == "14 Jul 2017", "daily bars: the cursor names the day")
    }
}
