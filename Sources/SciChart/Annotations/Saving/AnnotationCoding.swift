import Foundation

/// Turns trading annotations into records and back, validating every value.
enum AnnotationCoding {

    static func recordName(_ type: SCIAnnotationCreationType) -> String {
        type.rawValue
    }

    // MARK: - Saving

    static func record(_ annotation: SCITradingAnnotationBase, xIsDate: Bool) -> AnnotationRecord {
        // One annotation's points are all dates or all numbers (the loader refuses a mix): dates
        // when every x can be written as one (within about 300,000 years of 1970).
        let dates = xIsDate ? annotation.dataPoints.map { ISODate.format($0.x) } : []
        let points = annotation.dataPoints.enumerated().map { index, point -> PointRecord in
            if !dates.contains(nil), let text = dates.indices.contains(index) ? dates[index] : nil {
                return PointRecord(x: .date(text), y: point.y)
            }
            return PointRecord(x: .number(point.x), y: point.y)
        }
        var saved = SCIAnnotationSettings(path: "")
        annotation.encodeSettings(into: &saved)
        func present<Value>(_ map: [String: Value]) -> [String: Value]? { map.isEmpty ? nil : map }
        return AnnotationRecord(
            type: recordName(annotation.creationType), pane: nil, xAxisId: annotation.xAxisId,
            yAxisId: annotation.yAxisId,
            isEditable: annotation.isEditable, isHidden: annotation.isHidden ? true : nil, points: points,
            style: present(saved.style), settings: present(saved.numbers), flags: present(saved.flags),
            texts: present(saved.texts), lists: present(saved.lists), colors: present(saved.colors),
            labels: present(saved.labels), annotationLabels: present(saved.annotationLabels))
    }

    static func style(_ pen: SCIPenStyle) -> StyleRecord {
        StyleRecord(
            color: hex(pen.color), thickness: Double(pen.thickness),
            dashes: pen.strokeDashArray?.map(Double.init),
            antiAliasing: pen.antiAliasing)
    }

    static func style(_ brush: SCIBrushStyle) -> StyleRecord {
        StyleRecord(color: hex(brush.color))
    }

    static func style(_ font: SCIFontStyle) -> StyleRecord {
        StyleRecord(color: hex(font.color), fontSize: Double(font.fontSize), bold: font.isBold)
    }

    static func hex(_ color: SCIColor) -> String {
        "#" + color.description.dropFirst(2)
    }

    // MARK: - Loading

    /// An annotation from a record, or the first problem with it. `path` names the record
    /// in errors.
    static func annotation(
        from record: AnnotationRecord, path: String, registry: SCIAnnotationTypeRegistry
    ) throws -> SCITradingAnnotationBase {
        guard let annotation = registry.makeAnnotation(savedAs: record.type) else {
            throw SCIAnnotationLoadError.unknownType(record.type)
        }
        let counts = annotation.validPointCounts
        guard counts.contains(record.points.count) else {
            guard counts.count == 1 else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(path).points",
                    reason:
                        "\(record.type) has \(counts.lowerBound) to \(counts.upperBound) points, found \(record.points.count)"
                )
            }
            throw SCIAnnotationLoadError.wrongPointCount(
                type: record.type, expected: annotation.pointCount, found: record.points.count)
        }
        for (name, id) in [("xAxisId", record.xAxisId), ("yAxisId", record.yAxisId), ("pane", record.pane)] {
            guard let id else { continue }
            // Scalars, not characters: one character can hold any number of combining marks.
            let limit = SCIAnnotationDocument.maximumIdLength
            guard !id.isEmpty, id.unicodeScalars.prefix(limit + 1).count <= limit else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(path).\(name)", reason: "must have 1 to \(limit) Unicode scalars")
            }
        }
        var points: [SCIDataPoint] = []
        let firstIsDate = record.points.first.map { if case .date = $0.x { true } else { false } } ?? false
        for (index, point) in record.points.enumerated() {
            let field = "\(path).points[\(index)]"
            let isDate = if case .date = point.x { true } else { false }
            guard isDate == firstIsDate else {
                // One annotation's points are on one x axis: all dates or all numbers.
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(field).x",
                    reason: firstIsDate ? "a number among dates" : "a date among numbers")
            }
            let x: Double
            switch point.x {
            case .date(let text):
                guard let seconds = ISODate.parse(text) else {
                    throw SCIAnnotationLoadError.invalidValue(
                        field: "\(field).x", reason: "not an ISO 8601 UTC date")
                }
                x = seconds
            case .number(let value):
                x = value
            }
            guard x.isFinite else { throw SCIAnnotationLoadError.nonFiniteNumber(field: "\(field).x") }
            guard point.y.isFinite else { throw SCIAnnotationLoadError.nonFiniteNumber(field: "\(field).y") }
            points.append(SCIDataPoint(x: x, y: point.y))
        }
        annotation.xAxisId = record.xAxisId
        annotation.yAxisId = record.yAxisId
        annotation.isEditable = record.isEditable
        annotation.isHidden = record.isHidden ?? false
        annotation.dataPoints = points
        annotation.xIsDate = firstIsDate
        // A new annotation saves every key its type knows.
        try AnnotationSchema(annotation).check(record, path: path)
        try annotation.decodeSettings(from: SCIAnnotationSettings(record: record, path: path))
        return annotation
    }

    /// A colour written as "#" and exactly eight hex digits, alpha first, either case (no
    /// sign, no spaces, no other digits).
    static func color(_ text: String, field: String) throws(SCIAnnotationLoadError) -> SCIColor {
        let refusal = SCIAnnotationLoadError.invalidValue(field: field, reason: "a colour is \"#AARRGGBB\"")
        let bytes = Array(text.utf8)
        guard bytes.count == 9, bytes[0] == UInt8(ascii: "#") else { throw refusal }
        var value: UInt32 = 0
        for byte in bytes[1...] {
            guard let digit = JSONByte.hexValue(byte) else { throw refusal }
            value = value << 4 | UInt32(digit)
        }
        return SCIColor(argb: value)
    }

    /// Sizes, thicknesses and dash lengths load as any value their setters accept: finite,
    /// not negative, within `Float`.
    static let styleRange = 0...Double(Float.greatestFiniteMagnitude)

    static func number(_ value: Double?, field: String, range: ClosedRange<Double>) throws -> Double? {
        guard let value else { return nil }
        guard value.isFinite else { throw SCIAnnotationLoadError.nonFiniteNumber(field: field) }
        guard range.contains(value) else {
            throw SCIAnnotationLoadError.invalidValue(
                field: field, reason: "outside \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Refuses the fields of `record` that its kind of style does not have.
    private static func refuse(_ names: [String], of record: StyleRecord, field: String)
        throws(SCIAnnotationLoadError)
    {
        let present: [String: Bool] = [
            "thickness": record.thickness != nil, "dashes": record.dashes != nil,
            "antiAliasing": record.antiAliasing != nil, "fontSize": record.fontSize != nil,
            "bold": record.bold != nil,
        ]
        if let name = names.first(where: { present[$0] == true }) { throw .unknownField("\(field).\(name)") }
    }

    /// Refuses a list longer than ``SCIAnnotationDocument/maximumListLength``.
    static func checkListLength(_ count: Int, field: String) throws(SCIAnnotationLoadError) {
        let limit = SCIAnnotationDocument.maximumListLength
        guard count <= limit else { throw .invalidValue(field: field, reason: "more than \(limit) entries") }
    }

    /// Refuses a dash pattern longer than ``SCIAnnotationDocument/maximumDashes``.
    static func checkDashCount(_ count: Int, field: String) throws(SCIAnnotationLoadError) {
        let limit = SCIAnnotationDocument.maximumDashes
        guard count <= limit else { throw .invalidValue(field: field, reason: "more than \(limit) dashes") }
    }

    static func pen(_ record: StyleRecord, field: String) throws -> SCIPenStyle {
        try refuse(["fontSize", "bold"], of: record, field: field)
        try checkDashCount(record.dashes?.count ?? 0, field: "\(field).dashes")
        let thickness = try number(record.thickness, field: "\(field).thickness", range: styleRange) ?? 1
        var dashes: [Float]?
        if let values = record.dashes {
            dashes = try values.enumerated().map { index, value in
                Float(try number(value, field: "\(field).dashes[\(index)]", range: styleRange)!)
            }
        }
        return SCISolidPenStyle(
            color: try color(record.color, field: "\(field).color"), thickness: Float(thickness),
            strokeDashArray: dashes,
            antiAliasing: record.antiAliasing ?? true)
    }

    static func brush(_ record: StyleRecord, field: String) throws -> SCIBrushStyle {
        try refuse(["thickness", "dashes", "antiAliasing", "fontSize", "bold"], of: record, field: field)
        return SCISolidBrushStyle(color: try color(record.color, field: "\(field).color"))
    }

    static func font(_ record: StyleRecord, field: String) throws -> SCIFontStyle {
        try refuse(["thickness", "dashes", "antiAliasing"], of: record, field: field)
        let size = try number(record.fontSize, field: "\(field).fontSize", range: styleRange) ?? 12
        return SCIFontStyle(
            fontSize: Float(size), textColor: try color(record.color, field: "\(field).color"),
            isBold: record.bold ?? false)
    }

    // MARK: - Documents

    /// Encodes the finished trading annotations of a surface, after checking that the
    /// document will load: each record passes the loader's checks, and there are no more than
    /// the loader takes (see ``SCIAnnotationSaveError``).
    static func save(_ annotations: [SCITradingAnnotationBase], surface: SCIChartSurface) throws -> Data {
        try save([(pane: nil, surface: surface, annotations: annotations)])
    }

    /// Encodes the annotations of several surfaces, each record naming its surface's `pane`
    /// (none for a surface alone), as ``save(_:surface:)`` does for one; the chart recorded is
    /// the first surface's.
    static func save(
        _ panes: [(pane: String?, surface: SCIChartSurface, annotations: [SCITradingAnnotationBase])]
    ) throws -> Data {
        let limit = SCIAnnotationDocument.maximumAnnotations
        let count = panes.reduce(0) { $0 + $1.annotations.count }
        guard count <= limit else {
            throw SCIAnnotationSaveError.wouldNotLoad(.tooManyAnnotations(count: count, limit: limit))
        }
        var records: [AnnotationRecord] = []
        for (pane, surface, annotations) in panes {
            for annotation in annotations {
                // Without its axes, an annotation keeps the kind of x it had, as its base data
                // values do.
                let mapping = surface.annotationMapping(
                    xAxisId: annotation.xAxisId, yAxisId: annotation.yAxisId)
                var record = record(annotation, xIsDate: mapping?.xIsDate ?? annotation.xIsDate)
                record.pane = pane
                do {
                    _ = try self.annotation(
                        from: record, path: "annotations[\(records.count)]",
                        registry: surface.annotationRegistry)
                } catch let error as SCIAnnotationLoadError {
                    throw SCIAnnotationSaveError.wouldNotLoad(error)
                }
                records.append(record)
            }
        }
        let document = DrawingsRecord(
            format: SCIAnnotationDocument.format, version: SCIAnnotationDocument.version,
            chart: panes.first.map { record($0.surface.drawingsChart) }, annotations: records)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(document)
        // Long texts, lists and strokes can make a document past what loading reads.
        guard data.count <= SCIAnnotationDocument.maximumBytes else {
            throw SCIAnnotationSaveError.wouldNotLoad(
                .tooLarge(bytes: data.count, limit: SCIAnnotationDocument.maximumBytes))
        }
        return data
    }

    /// Reads and validates a document into annotations, or throws the first problem.
    static func load(_ data: Data, registry: SCIAnnotationTypeRegistry) throws -> [SCITradingAnnotationBase] {
        try loadDocument(data, registry: registry).annotations
    }

    /// Reads and validates a document: what it was drawn on, its annotations and the pane
    /// each record names (in a document of several panes), in the same order.
    static func loadDocument(_ data: Data, registry: SCIAnnotationTypeRegistry) throws -> (
        chart: SCIDrawingsChart?, annotations: [SCITradingAnnotationBase], panes: [String?]
    ) {
        guard data.count <= SCIAnnotationDocument.maximumBytes else {
            throw SCIAnnotationLoadError.tooLarge(
                bytes: data.count, limit: SCIAnnotationDocument.maximumBytes)
        }
        let document = try DrawingsRecord.read(from: data, registry: registry)
        var annotations: [SCITradingAnnotationBase] = []
        for (index, record) in document.annotations.enumerated() {
            annotations.append(
                try annotation(from: record, path: "annotations[\(index)]", registry: registry))
        }
        return (try document.chart.map(chart(from:)), annotations, document.annotations.map(\.pane))
    }
}
