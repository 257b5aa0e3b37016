import Foundation

/// Reading the records of a drawings document with ``JSONReader``: every object has a fixed
/// set of keys (or, for `style`, `settings` and `flags`, the keys some loadable type saves),
/// and anything else is refused where it stands.
extension DrawingsRecord {
    /// The document in `data`, or its first problem in document order, except that an
    /// unknown top-level key and what is wrong inside `annotations` come after the format
    /// and version, so that a document of another format or a future version is named as
    /// such; invalid JSON is reported wherever it is.
    static func read(from data: Data, registry: SCIAnnotationTypeRegistry) throws(SCIAnnotationLoadError)
        -> DrawingsRecord
    {
        var reader = JSONReader(data)
        try reader.enterObject()
        var format: String?
        var version: Int?
        var annotations: Result<[AnnotationRecord], SCIAnnotationLoadError>?
        var chart: Result<ChartRecord, SCIAnnotationLoadError>?
        var unknown: SCIAnnotationLoadError?
        while let key = try reader.nextKey() {
            switch key {
            case "format": format = try reader.readString()
            case "version": version = try reader.readInteger()
            case "annotations":
                let start = reader
                do {
                    annotations = .success(try AnnotationRecord.readList(&reader, registry: registry))
                } catch {
                    // Judged after the format and version; JSON errors in it still come first.
                    reader = start
                    try reader.skipValue()
                    annotations = .failure(error)
                }
            case "chart":
                let start = reader
                do {
                    chart = .success(try ChartRecord(reading: &reader))
                } catch {
                    reader = start
                    try reader.skipValue()
                    chart = .failure(error)
                }
            default:
                unknown = unknown ?? .unknownField(reader.fieldPath)
                try reader.skipValue()
            }
        }
        try reader.finish()
        guard let format else { throw .missingField("format") }
        guard format == SCIAnnotationDocument.format else { throw .notADrawingsDocument(format: format) }
        guard let version else { throw .missingField("version") }
        guard SCIAnnotationDocument.readableVersions.contains(version) else {
            throw .unsupportedVersion(version)
        }
        // Version 1 had no chart record, versions 1 and 2 no panes.
        if version == 1, chart != nil { throw .unknownField("chart") }
        if let unknown { throw unknown }
        let chartRecord = try chart?.get()
        guard let annotations else { throw .missingField("annotations") }
        let records = try annotations.get()
        if version < 3, let index = records.firstIndex(where: { $0.pane != nil }) {
            throw .unknownField("annotations[\(index)].pane")
        }
        return DrawingsRecord(format: format, version: version, chart: chartRecord, annotations: records)
    }
}

extension AnnotationRecord {
    /// The annotations array: at most ``SCIAnnotationDocument/maximumAnnotations`` records;
    /// past that the rest are only counted, for the error.
    static func readList(_ reader: inout JSONReader, registry: SCIAnnotationTypeRegistry)
        throws(SCIAnnotationLoadError) -> [AnnotationRecord]
    {
        let limit = SCIAnnotationDocument.maximumAnnotations
        // The keys the registered types save, once for the whole document.
        let schema = AnnotationSchema.loadable(by: registry)
        var records: [AnnotationRecord] = []
        var count = 0
        try reader.enterArray()
        while try reader.nextElement() {
            count += 1
            if count > limit {
                try reader.skipValue()
            } else {
                records.append(try AnnotationRecord(reading: &reader, schema: schema, registry: registry))
            }
        }
        guard count <= limit else { throw .tooManyAnnotations(count: count, limit: limit) }
        return records
    }

    /// One annotation record, whose `style`, `settings` and `flags` may hold only the keys
    /// of `schema`.
    init(reading reader: inout JSONReader, schema: AnnotationSchema, registry: SCIAnnotationTypeRegistry)
        throws(SCIAnnotationLoadError)
    {
        var type: String?
        var pane: String?
        var xAxisId: String?
        var yAxisId: String?
        var isEditable: Bool?
        var isHidden: Bool?
        var points: [PointRecord]?
        var style: [String: StyleRecord]?
        var settings: [String: Double]?
        var flags: [String: Bool]?
        var texts: [String: String]?
        var lists: [String: [Double]]?
        var colors: [String: [String]]?
        var labels: [String: [LabelRecord]]?
        var annotationLabels: [String: [LineLabelRecord]]?
        // A key no registered type saves, reported once the record's type is known: an
        // unregistered type is named as such rather than by one of its keys.
        var unknownKey: String?
        try reader.enterObject()
        while let key = try reader.nextKey() {
            switch key {
            case "type": type = try reader.readString()
            case "pane": pane = try reader.readString()
            case "xAxisId": xAxisId = try reader.readString()
            case "yAxisId": yAxisId = try reader.readString()
            case "isEditable": isEditable = try reader.readBool()
            case "isHidden": isHidden = try reader.readBool()
            case "points":
                var list: [PointRecord] = []
                try reader.enterArray()
                while try reader.nextElement() { list.append(try PointRecord(reading: &reader)) }
                points = list
            case "style":
                style = try Self.readMap(&reader, keys: schema.styleKeys, unknown: &unknownKey) {
                    reader throws(SCIAnnotationLoadError) in
                    try StyleRecord(reading: &reader)
                }
            case "settings":
                settings = try Self.readMap(&reader, keys: schema.settingKeys, unknown: &unknownKey) {
                    reader throws(SCIAnnotationLoadError) in
                    try reader.readNumber()
                }
            case "flags":
                flags = try Self.readMap(&reader, keys: schema.flagKeys, unknown: &unknownKey) {
                    reader throws(SCIAnnotationLoadError) in
                    try reader.readBool()
                }
            case "texts":
                texts = try Self.readMap(&reader, keys: schema.textKeys, unknown: &unknownKey) {
                    reader throws(SCIAnnotationLoadError) in
                    try reader.readString()
                }
            case "lists":
                lists = try Self.readMap(&reader, keys: schema.listKeys, unknown: &unknownKey) {
                    reader throws(SCIAnnotationLoadError) in
                    try Self.readList(&reader) { reader throws(SCIAnnotationLoadError) in
                        try reader.readNumber()
                    }
                }
            case "colors":
                colors = try Self.readMap(&reader, keys: schema.colorKeys, unknown: &unknownKey) {
                    reader throws(SCIAnnotationLoadError) in
                    try Self.readList(&reader) { reader throws(SCIAnnotationLoadError) in
                        try reader.readString()
                    }
                }
            case "labels":
                labels = try Self.readMap(&reader, keys: schema.labelKeys, unknown: &unknownKey) {
                    reader throws(SCIAnnotationLoadError) in
                    try Self.readList(&reader) { reader throws(SCIAnnotationLoadError) in
                        try LabelRecord(reading: &reader)
                    }
                }
            case "annotationLabels":
                annotationLabels = try Self.readMap(
                    &reader, keys: schema.annotationLabelKeys, unknown: &unknownKey
                ) {
                    reader throws(SCIAnnotationLoadError) in
                    try Self.readList(&reader) { reader throws(SCIAnnotationLoadError) in
                        try LineLabelRecord(reading: &reader)
                    }
                }
            default: throw .unknownField(reader.fieldPath)
            }
        }
        guard let type else { throw .missingField(reader.field("type")) }
        if let unknownKey {
            guard registry.kind(savedAs: type) != nil else { throw .unknownType(type) }
            throw .unknownField(unknownKey)
        }
        guard let xAxisId else { throw .missingField(reader.field("xAxisId")) }
        guard let yAxisId else { throw .missingField(reader.field("yAxisId")) }
        guard let isEditable else { throw .missingField(reader.field("isEditable")) }
        guard let points else { throw .missingField(reader.field("points")) }
        self.init(
            type: type, pane: pane, xAxisId: xAxisId, yAxisId: yAxisId, isEditable: isEditable,
            isHidden: isHidden,
            points: points, style: style, settings: settings, flags: flags, texts: texts, lists: lists,
            colors: colors, labels: labels, annotationLabels: annotationLabels)
    }

    /// An array of values, refused past ``SCIAnnotationDocument/maximumListLength`` entries as
    /// soon as the next one is read.
    private static func readList<Value>(
        _ reader: inout JSONReader, value: (inout JSONReader) throws(SCIAnnotationLoadError) -> Value
    ) throws(SCIAnnotationLoadError) -> [Value] {
        let field = reader.fieldPath
        var list: [Value] = []
        try reader.enterArray()
        while try reader.nextElement() {
            try AnnotationCoding.checkListLength(list.count + 1, field: field)
            list.append(try value(&reader))
        }
        return list
    }

    /// An object of named values whose names should be among `keys`; the path of the first
    /// that is not goes to `unknown` (when it has none yet) and its value is skipped.
    private static func readMap<Value>(
        _ reader: inout JSONReader, keys: Set<String>, unknown: inout String?,
        value: (inout JSONReader) throws(SCIAnnotationLoadError) -> Value
    ) throws(SCIAnnotationLoadError) -> [String: Value] {
        var map: [String: Value] = [:]
        try reader.enterObject()
        while let key = try reader.nextKey() {
            guard keys.contains(key) else {
                if unknown == nil { unknown = reader.fieldPath }
                try reader.skipValue()
                continue
            }
            map[key] = try value(&reader)
        }
        return map
    }
}

extension LabelRecord {
    /// One label: every field but the font required, none twice, no other.
    init(reading reader: inout JSONReader) throws(SCIAnnotationLoadError) {
        var text: String?
        var anchorMode: String?
        var indices: [String: Int] = [:]
        var verticalTextPosition: String?
        var axisDrawMode: String?
        var font: StyleRecord?
        try reader.enterObject()
        while let key = try reader.nextKey() {
            switch key {
            case "text": text = try reader.readString()
            case "anchorMode": anchorMode = try reader.readString()
            case "pointIndex", "segmentStartIndex", "segmentEndIndex": indices[key] = try reader.readInteger()
            case "verticalTextPosition": verticalTextPosition = try reader.readString()
            case "axisDrawMode": axisDrawMode = try reader.readString()
            case "font": font = try StyleRecord(reading: &reader)
            default: throw .unknownField(reader.fieldPath)
            }
        }
        guard let text else { throw .missingField(reader.field("text")) }
        guard let anchorMode else { throw .missingField(reader.field("anchorMode")) }
        for name in ["pointIndex", "segmentStartIndex", "segmentEndIndex"] where indices[name] == nil {
            throw .missingField(reader.field(name))
        }
        guard let verticalTextPosition else { throw .missingField(reader.field("verticalTextPosition")) }
        guard let axisDrawMode else { throw .missingField(reader.field("axisDrawMode")) }
        self.init(
            text: text, anchorMode: anchorMode, pointIndex: indices["pointIndex"]!,
            segmentStartIndex: indices["segmentStartIndex"]!, segmentEndIndex: indices["segmentEndIndex"]!,
            verticalTextPosition: verticalTextPosition, axisDrawMode: axisDrawMode, font: font)
    }
}

extension LineLabelRecord {
    /// One line label: every field but the styles required, none twice, no other.
    init(reading reader: inout JSONReader) throws(SCIAnnotationLoadError) {
        var placement: String?
        var text: String?
        var styles: [String: StyleRecord] = [:]
        var padding: [Double]?
        var rotation: Double?
        try reader.enterObject()
        while let key = try reader.nextKey() {
            switch key {
            case "placement": placement = try reader.readString()
            case "text": text = try reader.readString()
            case "font", "background", "border": styles[key] = try StyleRecord(reading: &reader)
            case "padding":
                var sides: [Double] = []
                let field = reader.fieldPath
                try reader.enterArray()
                while try reader.nextElement() {
                    guard sides.count < 4 else {
                        throw .invalidValue(field: field, reason: "four numbers: top, left, bottom, right")
                    }
                    sides.append(try reader.readNumber())
                }
                padding = sides
            case "rotation": rotation = try reader.readNumber()
            default: throw .unknownField(reader.fieldPath)
            }
        }
        guard let placement else { throw .missingField(reader.field("placement")) }
        guard let text else { throw .missingField(reader.field("text")) }
        guard let padding else { throw .missingField(reader.field("padding")) }
        guard let rotation else { throw .missingField(reader.field("rotation")) }
        self.init(
            placement: placement, text: text, font: styles["font"], background: styles["background"],
            border: styles["border"], padding: padding, rotation: rotation)
    }
}

extension ChartRecord {
    /// The chart record: each field optional, none twice, no other.
    init(reading reader: inout JSONReader) throws(SCIAnnotationLoadError) {
        var record = ChartRecord()
        try reader.enterObject()
        while let key = try reader.nextKey() {
            switch key {
            case "title": record.title = try reader.readString()
            case "xAxis": record.xAxis = try reader.readString()
            case "yAxis": record.yAxis = try reader.readString()
            case "dataStart": record.dataStart = try PointRecord.readX(&reader)
            case "dataEnd": record.dataEnd = try PointRecord.readX(&reader)
            default: throw .unknownField(reader.fieldPath)
            }
        }
        self = record
    }
}

extension PointRecord {
    /// An x: a string (a date) or a number.
    static func readX(_ reader: inout JSONReader) throws(SCIAnnotationLoadError) -> X {
        reader.nextIsString() ? .date(try reader.readString()) : .number(try reader.readNumber())
    }

    /// One point: x a string (a date) or a number, y a number.
    init(reading reader: inout JSONReader) throws(SCIAnnotationLoadError) {
        var x: X?
        var y: Double?
        try reader.enterObject()
        while let key = try reader.nextKey() {
            switch key {
            case "x": x = try Self.readX(&reader)
            case "y": y = try reader.readNumber()
            default: throw .unknownField(reader.fieldPath)
            }
        }
        guard let x else { throw .missingField(reader.field("x")) }
        guard let y else { throw .missingField(reader.field("y")) }
        self.init(x: x, y: y)
    }
}

extension StyleRecord {
    /// One pen, brush or font; which fields its kind allows is checked when it is applied.
    init(reading reader: inout JSONReader) throws(SCIAnnotationLoadError) {
        var color: String?
        var record = StyleRecord(color: "")
        try reader.enterObject()
        while let key = try reader.nextKey() {
            switch key {
            case "color": color = try reader.readString()
            case "thickness": record.thickness = try reader.readNumber()
            case "dashes":
                let field = reader.fieldPath
                var dashes: [Double] = []
                try reader.enterArray()
                while try reader.nextElement() {
                    try AnnotationCoding.checkDashCount(dashes.count + 1, field: field)
                    dashes.append(try reader.readNumber())
                }
                record.dashes = dashes
            case "antiAliasing": record.antiAliasing = try reader.readBool()
            case "fontSize": record.fontSize = try reader.readNumber()
            case "bold": record.bold = try reader.readBool()
            default: throw .unknownField(reader.fieldPath)
            }
        }
        guard let color else { throw .missingField(reader.field("color")) }
        record.color = color
        self = record
    }
}
