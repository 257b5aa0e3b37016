import Foundation

/// The chart record of a drawings document, to and from ``SCIDrawingsChart``.
extension AnnotationCoding {
    static func record(_ chart: SCIDrawingsChart) -> ChartRecord {
        let isDate = chart.xAxisKind?.isDate ?? false
        func x(_ value: Double) -> PointRecord.X {
            if isDate, let text = ISODate.format(value) { return .date(text) }
            return .number(value)
        }
        return ChartRecord(
            title: chart.title, xAxis: chart.xAxisKind?.rawValue, yAxis: chart.yAxisKind?.rawValue,
            dataStart: chart.dataSpan.map { x($0.lowerBound) },
            dataEnd: chart.dataSpan.map { x($0.upperBound) })
    }

    /// The chart a record describes, or its first problem.
    static func chart(from record: ChartRecord) throws(SCIAnnotationLoadError) -> SCIDrawingsChart {
        var chart = SCIDrawingsChart()
        if let title = record.title {
            let limit = SCIDrawingsChart.maximumTitleLength
            guard title.unicodeScalars.prefix(limit + 1).count <= limit else {
                throw .invalidValue(field: "chart.title", reason: "more than \(limit) Unicode scalars")
            }
            chart.title = title
        }
        for (name, text) in [("xAxis", record.xAxis), ("yAxis", record.yAxis)] {
            guard let text else { continue }
            guard let kind = SCIDrawingsChart.AxisKind(rawValue: text) else {
                let known = SCIDrawingsChart.AxisKind.allCases.map { "\"\($0.rawValue)\"" }
                throw .invalidValue(field: "chart.\(name)", reason: "one of \(known.joined(separator: ", "))")
            }
            if name == "xAxis" { chart.xAxisKind = kind } else { chart.yAxisKind = kind }
        }
        switch (record.dataStart, record.dataEnd) {
        case (nil, nil): break
        case (let start?, let end?):
            let low = try value(start, field: "chart.dataStart")
            let high = try value(end, field: "chart.dataEnd")
            guard low <= high else {
                throw .invalidValue(field: "chart.dataEnd", reason: "before chart.dataStart")
            }
            chart.dataSpan = low...high
        case (nil, _): throw .missingField("chart.dataStart")
        case (_, nil): throw .missingField("chart.dataEnd")
        }
        return chart
    }

    private static func value(_ x: PointRecord.X, field: String) throws(SCIAnnotationLoadError) -> Double {
        let value: Double
        switch x {
        case .date(let text):
            guard let seconds = ISODate.parse(text) else {
                throw .invalidValue(field: field, reason: "not an ISO 8601 UTC date")
            }
            value = seconds
        case .number(let number): value = number
        }
        guard value.isFinite else { throw .nonFiniteNumber(field: field) }
        return value
    }
}

extension SCIAnnotationDocument {
    /// What the drawings in `data` were drawn on, or `nil` when the document does not say
    /// (version 1, or a document written without it). The whole document is checked, as
    /// ``SCIChartSurface/loadAnnotations(from:replacingDrawings:)`` checks it: on any problem
    /// it throws the same ``SCIAnnotationLoadError``.
    public static func chart(in data: Data) throws -> SCIDrawingsChart? {
        try AnnotationCoding.loadDocument(data, registry: .shared).chart
    }
}
