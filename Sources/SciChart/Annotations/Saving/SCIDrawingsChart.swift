import Foundation

/// What a drawings document was drawn on: the chart's title, the kinds of its first x and
/// y axes and the x span of its data. ``SCIChartSurface/saveAnnotations()`` writes it; a
/// program opening drawings compares it with the chart they are going onto (see
/// ``differences(from:)``) and asks before adding drawings made on another chart.
public struct SCIDrawingsChart: Equatable, Sendable {
    /// The kind of an axis, as a document names it.
    public enum AxisKind: String, Sendable, CaseIterable {
        /// ``SCINumericAxis``.
        case numeric
        /// ``SCIDateAxis``.
        case date
        /// ``SCICategoryDateAxis``.
        case categoryDate
        /// An axis type of a program's own.
        case other

        /// The kind of `axis`.
        public init(_ axis: SCIAxisBase) {
            self =
                switch axis {
                case is SCICategoryDateAxis: .categoryDate
                case is SCIDateAxis: .date
                case is SCINumericAxis: .numeric
                default: .other
                }
        }

        /// Whether the axis' values are dates (seconds since 1970).
        public var isDate: Bool { self == .date || self == .categoryDate }

        fileprivate var phrase: String {
            switch self {
            case .numeric: "a numeric axis"
            case .date: "a date axis"
            case .categoryDate: "a category date axis (bars side by side)"
            case .other: "an axis of the program's own"
            }
        }
    }

    /// The longest title kept, in Unicode scalars; a longer title is cut when saved.
    public static let maximumTitleLength = 1_000

    /// The chart's title (``SCIChartSurface/chartTitle``), if it had one.
    public var title: String?
    /// The kind of the first x axis, if there was one.
    public var xAxisKind: AxisKind?
    /// The kind of the first y axis, if there was one.
    public var yAxisKind: AxisKind?
    /// The lowest and highest x of the first series' data (on date axes, seconds since
    /// 1970), if it had finite data.
    public var dataSpan: ClosedRange<Double>?

    /// A description with the fields given; what is left out is not compared.
    public init(
        title: String? = nil, xAxisKind: AxisKind? = nil, yAxisKind: AxisKind? = nil,
        dataSpan: ClosedRange<Double>? = nil
    ) {
        self.title = title
        self.xAxisKind = xAxisKind
        self.yAxisKind = yAxisKind
        self.dataSpan = dataSpan
    }

    /// How drawings made on this chart would not belong on `chart`, one sentence each (empty
    /// when they do): another title, another kind of axis, data spans that do not overlap.
    /// What either side does not record is not compared.
    public func differences(from chart: SCIDrawingsChart) -> [String] {
        var found: [String] = []
        if let title, let other = chart.title, title != other {
            found.append(
                "They were drawn on \u{201C}\(title)\u{201D}; this chart is \u{201C}\(other)\u{201D}.")
        }
        for (name, mine, theirs) in [("x", xAxisKind, chart.xAxisKind), ("y", yAxisKind, chart.yAxisKind)] {
            guard let mine, let theirs, mine != theirs else { continue }
            found.append("Their \(name) axis was \(mine.phrase); this chart's is \(theirs.phrase).")
        }
        if let dataSpan, let span = chart.dataSpan, !dataSpan.overlaps(span) {
            let isDate = xAxisKind?.isDate ?? false
            found.append(
                "They were drawn on data from \(Self.text(dataSpan, isDate: isDate)); this chart's data "
                    + "runs from \(Self.text(span, isDate: chart.xAxisKind?.isDate ?? isDate)).")
        }
        return found
    }

    private static func text(_ span: ClosedRange<Double>, isDate: Bool) -> String {
        func value(_ x: Double) -> String {
            guard isDate, let text = ISODate.format(x) else { return "\(x)" }
            // The day is enough to tell two charts apart; the time when both ends share it.
            return String(text.prefix(10))
        }
        return "\(value(span.lowerBound)) to \(value(span.upperBound))"
    }
}

extension SCIChartSurface {
    /// This chart as a drawings document records it (see ``SCIDrawingsChart``).
    public var drawingsChart: SCIDrawingsChart {
        let xAxis = xAxes.first
        var span: ClosedRange<Double>?
        if let xAxis, let data = allRenderableSeries.first(where: { $0.xAxisId == xAxis.axisId })?.dataSeries,
            let range = data.xRange, range.min.isFinite, range.max.isFinite, range.min <= range.max
        {
            span = range.min...range.max
        }
        let title = chartTitle.flatMap { $0.isEmpty ? nil : $0 }.map {
            String(String.UnicodeScalarView($0.unicodeScalars.prefix(SCIDrawingsChart.maximumTitleLength)))
        }
        return SCIDrawingsChart(
            title: title, xAxisKind: xAxis.map(SCIDrawingsChart.AxisKind.init),
            yAxisKind: yAxes.first.map(SCIDrawingsChart.AxisKind.init), dataSpan: span)
    }
}
