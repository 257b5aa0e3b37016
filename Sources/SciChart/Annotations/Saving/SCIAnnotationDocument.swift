import Foundation

/// The saved form of a surface's drawings: versioned JSON of typed records.
///
/// ```json
/// {"format": "scichart-drawings", "version": 2,
///  "chart": {"title": "SPY daily", "xAxis": "categoryDate", "yAxis": "numeric",
///            "dataStart": "2008-01-02T00:00:00Z", "dataEnd": "2017-12-29T00:00:00Z"},
///  "annotations": [
///   {"type": "measure", "xAxisId": "DefaultAxisId", "yAxisId": "DefaultAxisId", "isEditable": true,
///    "points": [{"x": "2016-02-11T00:00:00Z", "y": 181}, {"x": "2016-04-20T00:00:00Z", "y": 210}],
///    "style": {...}, "settings": {"yValueScaleFactor": 1, "snapToCandles": true}}]}
/// ```
///
/// `chart` (version 2, optional) records what the drawings were drawn on
/// (``SCIDrawingsChart``); version 1 documents, which have none, still load. `pane`
/// (version 3, optional, on each annotation) names the pane of a workspace the annotation is
/// on, in a document of several panes' drawings (see ``saveAnnotations(of:)``).
///
/// x values are ISO 8601 UTC strings on date axes (exact to the last bit of the stored
/// seconds) and numbers otherwise. Loading is strict: limits on size, nesting, count, id
/// length and dashes; known types and versions; no key twice in an object and no key the
/// format does not define; the right number of finite points; colours as "#AARRGGBB".
/// Saving checks the same rules, so that what it writes always loads.
public enum SCIAnnotationDocument {
    /// The value of the document's `format` field: `"scichart-drawings"`.
    public static let format = "scichart-drawings"
    /// The version this library writes: 3 (version 1 had no `chart`, version 2 no `pane`).
    public static let version = 3
    /// The versions this library reads: 1 to 3.
    public static let readableVersions = 1...3
    /// The largest document accepted: 64 MiB. ``SCIChartSurface/saveAnnotations()`` refuses,
    /// with ``SCIAnnotationSaveError``, to write a larger one, so every saved document loads.
    ///
    /// Ten thousand records of the two-point tools with every field at its longest (two axis
    /// ids of ``maximumIdLength`` control characters, each written as a six-byte escape;
    /// dates with a 324-digit fraction, the most a `Double` needs; pens of ``maximumDashes``
    /// dashes) come to about 61 MB; long texts, level lists and freehand strokes can pass the
    /// limit sooner, and saving says so rather than writing a file that would not load.
    ///
    /// The reader is linear in time and memory and refuses a field past its limit as soon as
    /// it reads it, so the byte limit only bounds the total work: reading the largest document
    /// takes about a second in a release build on a 2-core machine, and the 10 MB of 10,000
    /// measures with default styles 0.3 s.
    public static let maximumBytes = 64 << 20
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 16
    /// The most annotations in one document.
    public static let maximumAnnotations = 10_000
    /// The most entries in a pen's dash pattern.
    public static let maximumDashes = 16
    /// The longest text an annotation saves (a label, a name), in Unicode scalars.
    public static let maximumTextLength = 1_000
    /// The longest text a text annotation saves (its note), in Unicode scalars: 1 MiB of
    /// them.
    public static let maximumNoteLength = 1 << 20
    /// The most entries in a list an annotation saves (levels, colours, labels).
    public static let maximumListLength = 256
    /// The longest axis id, in Unicode scalars (not characters, which can hold any number of
    /// combining marks, nor UTF-8 bytes, so that ids in any script get the same length).
    public static let maximumIdLength = 256
}

/// The top level of a drawings document.
struct DrawingsRecord: Encodable {
    var format: String
    var version: Int
    var chart: ChartRecord?
    var annotations: [AnnotationRecord]
}

/// What the drawings were drawn on, as saved: the form of ``SCIDrawingsChart``.
struct ChartRecord: Encodable, Equatable {
    var title: String?
    var xAxis: String?
    var yAxis: String?
    var dataStart: PointRecord.X?
    var dataEnd: PointRecord.X?

    enum CodingKeys: String, CodingKey {
        case title, xAxis, yAxis, dataStart, dataEnd
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(xAxis, forKey: .xAxis)
        try container.encodeIfPresent(yAxis, forKey: .yAxis)
        for (key, value) in [(CodingKeys.dataStart, dataStart), (.dataEnd, dataEnd)] {
            switch value {
            case .date(let text): try container.encode(text, forKey: key)
            case .number(let number): try container.encode(number, forKey: key)
            case nil: break
            }
        }
    }
}

/// One saved trading annotation.
struct AnnotationRecord: Encodable, Equatable {
    var type: String
    /// The pane the annotation is on, in a document of several panes (version 3).
    var pane: String?
    var xAxisId: String
    var yAxisId: String
    var isEditable: Bool
    var isHidden: Bool?
    var points: [PointRecord]
    var style: [String: StyleRecord]?
    var settings: [String: Double]?
    var flags: [String: Bool]?
    var texts: [String: String]?
    var lists: [String: [Double]]?
    var colors: [String: [String]]?
    var labels: [String: [LabelRecord]]?
    var annotationLabels: [String: [LineLabelRecord]]?
}

/// A saved ``SCIMultiPointLabel``.
struct LabelRecord: Encodable, Equatable {
    var text: String
    var anchorMode: String
    var pointIndex: Int
    var segmentStartIndex: Int
    var segmentEndIndex: Int
    var verticalTextPosition: String
    var axisDrawMode: String
    var font: StyleRecord?
}

/// A saved ``SCIAnnotationLabel``.
struct LineLabelRecord: Encodable, Equatable {
    var placement: String
    var text: String
    var font: StyleRecord?
    var background: StyleRecord?
    var border: StyleRecord?
    /// Top, left, bottom, right.
    var padding: [Double]
    var rotation: Double
}

/// A saved point: x as an ISO 8601 string (dates) or a number.
struct PointRecord: Encodable, Equatable {
    enum X: Equatable {
        case date(String)
        case number(Double)
    }

    var x: X
    var y: Double

    enum CodingKeys: String, CodingKey {
        case x
        case y
    }

    init(x: X, y: Double) {
        self.x = x
        self.y = y
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch x {
        case .date(let text): try container.encode(text, forKey: .x)
        case .number(let value): try container.encode(value, forKey: .x)
        }
        try container.encode(y, forKey: .y)
    }
}

/// A saved pen, brush or font: colour as "#AARRGGBB" and the numbers that apply.
struct StyleRecord: Encodable, Equatable {
    var color: String
    var thickness: Double?
    var dashes: [Double]?
    var antiAliasing: Bool?
    var fontSize: Double?
    var bold: Bool?
}
