import Foundation

/// Turns trading annotations into records and back, validating every value.
enum AnnotationCoding {
    /// An empty annotation of a saved type, or `nil` for a type this library cannot load.
    static func makeAnnotation(type: String) -> SCITradingAnnotationBase? {
        switch type {
        case recordName(.measure): SCIMeasureAnnotation()
        case recordName(.xabcd): SCIXabcdAnnotation()
        default: nil
        }
    }

    static func recordName(_ type: SCIAnnotationCreationType) -> String {
        type.rawValue
    }

    // MARK: - Saving

    static func record(_ annotation: SCITradingAnnotationBase, xIsDate: Bool) -> AnnotationRecord {
        let points = annotation.dataPoints.map { point -> PointRecord in
            if xIsDate, let text = ISODate.format(point.x) { return PointRecord(x: .date(text), y: point.y) }
            return PointRecord(x: .number(point.x), y: point.y)
        }
        let (style, settings, flags) = annotation.savedStyle()
        return AnnotationRecord(
            type: recordName(annotation.creationType), xAxisId: annotation.xAxisId,
            yAxisId: annotation.yAxisId,
            isEditable: annotation.isEditable, isHidden: annotation.isHidden ? true : nil, points: points,
            style: style.isEmpty ? nil : style, settings: settings.isEmpty ? nil : settings,
            flags: flags.isEmpty ? nil : flags)
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
    static func annotation(from record: AnnotationRecord, path: String) throws -> SCITradingAnnotationBase {
        guard let annotation = makeAnnotation(type: record.type) else {
            throw SCIAnnotationLoadError.unknownType(record.type)
        }
        guard record.points.count == annotation.pointCount else {
            throw SCIAnnotationLoadError.wrongPointCount(
                type: record.type, expected: annotation.pointCount, found: record.points.count)
        }
        for (name, id) in [("xAxisId", record.xAxisId), ("yAxisId", record.yAxisId)] {
            guard !id.isEmpty, id.count <= 256 else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(path).\(name)", reason: "must have 1 to 256 characters")
            }
        }
        var points: [SCIDataPoint] = []
        for (index, point) in record.points.enumerated() {
            let field = "\(path).points[\(index)]"
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
        annotation.xIsDate = record.points.contains { if case .date = $0.x { true } else { false } }
        try annotation.loadStyle(
            record.style ?? [:], settings: record.settings ?? [:], flags: record.flags ?? [:], path: path)
        return annotation
    }

    static func color(_ text: String, field: String) throws -> SCIColor {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 8, let value = UInt32(digits, radix: 16) else {
            throw SCIAnnotationLoadError.invalidValue(field: field, reason: "a colour is \"#AARRGGBB\"")
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

    static func pen(_ record: StyleRecord, field: String) throws -> SCIPenStyle {
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
        SCISolidBrushStyle(color: try color(record.color, field: "\(field).color"))
    }

    static func font(_ record: StyleRecord, field: String) throws -> SCIFontStyle {
        let size = try number(record.fontSize, field: "\(field).fontSize", range: styleRange) ?? 12
        return SCIFontStyle(
            fontSize: Float(size), textColor: try color(record.color, field: "\(field).color"),
            isBold: record.bold ?? false)
    }

    // MARK: - Documents

    /// Encodes the finished trading annotations of a surface.
    static func save(_ annotations: [SCITradingAnnotationBase], surface: SCIChartSurface) throws -> Data {
        let records = annotations.map { annotation in
            record(
                annotation,
                xIsDate: surface.annotationMapping(xAxisId: annotation.xAxisId, yAxisId: annotation.yAxisId)?
                    .xIsDate ?? false)
        }
        let document = DrawingsRecord(
            format: SCIAnnotationDocument.format, version: SCIAnnotationDocument.version, annotations: records
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    /// Decodes and validates a document into annotations, or throws the first problem.
    static func load(_ data: Data) throws -> [SCITradingAnnotationBase] {
        guard data.count <= SCIAnnotationDocument.maximumBytes else {
            throw SCIAnnotationLoadError.tooLarge(
                bytes: data.count, limit: SCIAnnotationDocument.maximumBytes)
        }
        try checkDepth(data)
        let document: DrawingsRecord
        do {
            document = try JSONDecoder().decode(DrawingsRecord.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw SCIAnnotationLoadError.missingField(path(context.codingPath + [key]))
        } catch let DecodingError.valueNotFound(_, context) {
            throw SCIAnnotationLoadError.missingField(path(context.codingPath))
        } catch let DecodingError.typeMismatch(_, context) {
            let place = context.codingPath.isEmpty ? "the top level" : path(context.codingPath)
            throw SCIAnnotationLoadError.malformed("wrong type at \(place)")
        } catch let DecodingError.dataCorrupted(context) {
            throw SCIAnnotationLoadError.malformed(
                context.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(context.codingPath))")
        } catch {
            throw SCIAnnotationLoadError.malformed("not valid JSON")
        }
        guard document.format == SCIAnnotationDocument.format else {
            throw SCIAnnotationLoadError.notADrawingsDocument(format: document.format)
        }
        guard document.version == SCIAnnotationDocument.version else {
            throw SCIAnnotationLoadError.unsupportedVersion(document.version)
        }
        guard document.annotations.count <= SCIAnnotationDocument.maximumAnnotations else {
            throw SCIAnnotationLoadError.tooManyAnnotations(
                count: document.annotations.count, limit: SCIAnnotationDocument.maximumAnnotations)
        }
        return try document.annotations.enumerated().map { index, record in
            try annotation(from: record, path: "annotations[\(index)]")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// Refuses documents nesting arrays and objects deeper than the limit, before any
    /// parser recurses into them.
    static func checkDepth(_ data: Data) throws {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > SCIAnnotationDocument.maximumDepth {
                    throw SCIAnnotationLoadError.nestedTooDeep(limit: SCIAnnotationDocument.maximumDepth)
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }
}
