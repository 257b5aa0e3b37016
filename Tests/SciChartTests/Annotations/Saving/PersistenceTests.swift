import Foundation
import TestSupport
import Testing

@testable import SciChart

@Suite struct ISODateTests {
    @Test(
        arguments: [
            (0.0, "1970-01-01T00:00:00Z"), (1_437_350_400, "2015-07-20T00:00:00Z"),
            (1_437_384_600.25, "2015-07-20T09:30:00.25Z"),
            (-0.25, "1969-12-31T23:59:59.75Z"), (-86_400.5, "1969-12-30T23:59:59.5Z"),
            (951_782_400, "2000-02-29T00:00:00Z"),
            // Year 0 (1 BC, a leap year) in four digits; the years around it expanded.
            (-62_167_219_200, "0000-01-01T00:00:00Z"), (-62_198_755_200, "-000001-01-01T00:00:00Z"),
            (-62_198_755_199.5, "-000001-01-01T00:00:00.5Z"), (253_402_300_800, "+010000-01-01T00:00:00Z"),
        ] as [(Double, String)])
    func formats(seconds: Double, text: String) {
        #expect(ISODate.format(seconds) == text)
        #expect(ISODate.parse(text) == seconds)
    }

    @Test func everyValueRoundTripsExactly() {
        var random = SeededRandom(seed: 2024)
        for _ in 0..<20_000 {
            let seconds = Double.random(in: -2e9...4e9, using: &random)
            let text = ISODate.format(seconds)!
            #expect(ISODate.parse(text) == seconds, "\(seconds) -> \(text)")
        }
        for _ in 0..<2000 {
            let tiny =
                Double.random(in: -1...1, using: &random)
                * pow(10, Double.random(in: -320 ... -1, using: &random))
            #expect(ISODate.parse(ISODate.format(tiny)!) == tiny, "\(tiny)")
        }
        for seconds in [
            1e-7, -1e-7, 0.1, 1e9 + 0.1, Double(Int32.max), -62_135_596_800, -1.3096723705530167e-10,
            .leastNonzeroMagnitude,
        ] {
            #expect(ISODate.parse(ISODate.format(seconds)!) == seconds)
        }
    }

    @Test(arguments: [
        "2015-07-20", "2015-07-20T00:00:00", "2015-07-20T00:00:00+01:00", "2015-02-30T00:00:00Z",
        "2015-13-01T00:00:00Z",
        "2015-07-20T24:00:00Z", "15-07-20T00:00:00Z", "2015-07-20T00:00:00.Z", "2015-07-20T00:00:00.1e5Z", "",
        "2015-07-20T00:00:60Z", "2015-07-20T00:00:00.-5Z",
        // Signs that integer parsing would take.
        "+015-07-20T00:00:00Z", "2015-+7-20T00:00:00Z", "2015-07-+2T00:00:00Z", "2015-07-20T-0:00:00Z",
        "2015-07-20T00:+1:00Z", "2015-07-20T00:00:+1Z",
        // Expanded years have a sign and six digits; year -1 has no February 29.
        "+01000-01-01T00:00:00Z", "-0000001-01-01T00:00:00Z", "+-00001-01-01T00:00:00Z", "+000001",
        "-000001-02-29T00:00:00Z", "+00a000-01-01T00:00:00Z",
    ])
    func rejects(text: String) {
        #expect(ISODate.parse(text) == nil)
    }

    @Test func datesFarFromNowRoundTrip() {
        var random = SeededRandom(seed: 45)
        for _ in 0..<5_000 {
            let seconds = Double.random(in: -9e12...9e12, using: &random)
            let text = ISODate.format(seconds)
            #expect(text.flatMap(ISODate.parse) == seconds, "\(seconds) -> \(text ?? "nil")")
        }
    }

    @Test func outOfRangeAndNonFiniteGiveNoText() {
        #expect(ISODate.format(.nan) == nil)
        #expect(ISODate.format(.infinity) == nil)
        #expect(ISODate.format(1e15) == nil)
    }
}

@Suite struct PersistenceTests {
    /// A surface with two styled measures, one with fractional-second points.
    static func drawn() -> (SCIChartSurface, [SCIMeasureAnnotation]) {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.isEditable = true
        modifier.yValueScaleFactor = 100
        modifier.snapToCandles = true
        modifier.growingStroke = SCISolidPenStyle(
            color: 0xFF12_3456, thickness: 2.5, strokeDashArray: [4, 2])
        modifier.labelStyle = SCIFontStyle(fontSize: 14, textColor: 0xFFFF_EE00, isBold: true)
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 10 * 86_400, y: 110),
            MeasureFixture.at(surface, x: 30 * 86_400, y: 140))
        modifier.snapToCandles = false
        modifier.isEditable = false
        MeasureFixture.place(surface, CGPoint(x: 650.3, y: 400.7), CGPoint(x: 700.9, y: 300.1))
        return (surface, surface.annotations.map { $0 as! SCIMeasureAnnotation })
    }

    @Test func roundTripKeepsEveryValueExactly() throws {
        let (surface, originals) = Self.drawn()
        let data = try surface.saveAnnotations()
        let (target, _) = MeasureFixture.surface()
        try target.loadAnnotations(from: data)
        let loaded = target.annotations.map { $0 as! SCIMeasureAnnotation }
        #expect(loaded.count == 2)
        for (original, copy) in zip(originals, loaded) {
            #expect(copy.dataPoints == original.dataPoints)
            #expect(copy.getBaseDataValues().map(\.date) == original.getBaseDataValues().map(\.date))
            #expect(copy.isEditable == original.isEditable)
            #expect(copy.xAxisId == original.xAxisId && copy.yAxisId == original.yAxisId)
            #expect(copy.yValueScaleFactor == original.yValueScaleFactor)
            #expect(copy.snapToCandles == original.snapToCandles)
            #expect(copy.growingStroke.color == original.growingStroke.color)
            #expect(copy.growingStroke.thickness == original.growingStroke.thickness)
            #expect(copy.growingStroke.strokeDashArray == original.growingStroke.strokeDashArray)
            #expect(copy.decliningFill.color == original.decliningFill.color)
            #expect(copy.labelStyle.fontSize == original.labelStyle.fontSize)
            #expect(copy.labelStyle.isBold == original.labelStyle.isBold)
            #expect(copy.labelStyle.color == original.labelStyle.color)
        }
        // Saving what was loaded gives the same document.
        #expect(try target.saveAnnotations() == data)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"format\" : \"scichart-drawings\""))
        #expect(text.contains("\"x\" : \"1970-01-11T00:00:00Z\""))
    }

    @Test func drawingsFarBeforeOrAfterNowSaveAndLoadAgain() throws {
        let (surface, _) = MeasureFixture.surface()
        let ancient = SCIMeasureAnnotation()
        // 45 BC to 1970, and a year later: a drawing whose points cross year 1.
        #expect(
            ancient.setDataPoints([SCIDataPoint(x: -63_549_360_000, y: 100), SCIDataPoint(x: 0, y: 120)]))
        let distant = SCIMeasureAnnotation()
        // One point past any calendar (1e14 s is 3 million years ahead): every x is a number.
        #expect(distant.setDataPoints([SCIDataPoint(x: 86_400, y: 100), SCIDataPoint(x: 1e14, y: 110)]))
        surface.annotations.add(items: ancient, distant)
        let data = try surface.saveAnnotations()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"x\" : \"-000044-03-15T00:00:00Z\""))
        #expect(text.contains("\"x\" : 86400") && text.contains("\"x\" : 100000000000000"))
        let (copy, _) = MeasureFixture.surface()
        try copy.loadAnnotations(from: data)
        let loaded = copy.annotations.compactMap { $0 as? SCIMeasureAnnotation }
        #expect(loaded.map(\.dataPoints) == [ancient.dataPoints, distant.dataPoints])
        #expect(try copy.saveAnnotations() == data)
    }

    @Test func numericAxesSaveNumbers() throws {
        let surface = Fixture.numericSurface()
        let modifier = SCIMeasureCreationModifier()
        surface.chartModifiers.add(modifier)
        MeasureFixture.place(surface, surface.point(x: 10.123, y: 10), surface.point(x: 35, y: 20))
        let data = try surface.saveAnnotations()
        let copy = Fixture.numericSurface()
        try copy.loadAnnotations(from: data)
        #expect(
            (copy.annotations[0] as! SCIMeasureAnnotation).dataPoints
                == (surface.annotations[0] as! SCIMeasureAnnotation).dataPoints)
        #expect(!String(decoding: data, as: UTF8.self).contains("T00:"))
    }

    @Test func annotationsWithoutTheirAxesSaveXAsTheyLoadedIt() throws {
        // Dates stay dates and numbers numbers on a surface that lacks the annotations' axes.
        let (dated, _) = Self.drawn()
        let numeric = Fixture.numericSurface()
        numeric.chartModifiers.add(SCIMeasureCreationModifier())
        MeasureFixture.place(numeric, numeric.point(x: 10.5, y: 10), numeric.point(x: 35, y: 20))
        for source in [dated, numeric] {
            let data = try source.saveAnnotations()
            let bare = SCIChartSurface()
            try bare.loadAnnotations(from: data)
            // The same records (dates as dates, numbers as numbers); the chart is another.
            #expect(
                try DrawingsRecord.read(from: bare.saveAnnotations(), registry: .shared).annotations
                    == DrawingsRecord.read(from: data, registry: .shared).annotations)
            #expect(try SCIAnnotationDocument.chart(in: bare.saveAnnotations()) == SCIDrawingsChart())
        }
    }

    @Test func annotationsBeingPlacedAreNotSaved() throws {
        let (surface, _) = MeasureFixture.surface()
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200))
        let data = try surface.saveAnnotations()
        #expect(try AnnotationCoding.load(data, registry: .shared).isEmpty)
    }

    @Test func loadedAnnotationsDrawEditAndUndoLikeNewOnes() throws {
        let (source, _) = Self.drawn()
        let data = try source.saveAnnotations()
        let (surface, modifier) = MeasureFixture.surface()
        surface.chartModifiers.remove(modifier)
        try surface.loadAnnotations(from: data)
        let measure = surface.annotations[0] as! SCIMeasureAnnotation
        #expect(surface.renderFrame().overlayLayer.groupNames.contains("annotation:measure"))
        let centre = EditingFixture.centre(measure)
        let before = measure.dataPoints
        EditingFixture.drag(surface, from: centre, to: CGPoint(x: centre.x + 25, y: centre.y))
        #expect(measure.dataPoints != before)
        #expect(surface.undo())
        #expect(measure.dataPoints == before)
        // The load itself is one step.
        #expect(surface.undo())
        #expect(surface.annotations.isEmpty)
        #expect(surface.redo())
        #expect(surface.annotations.count == 2)
        #expect(surface.redo())
        #expect(measure.dataPoints != before)
    }

    @Test func loadAddsToWhatIsThere() throws {
        let (source, _) = Self.drawn()
        let data = try source.saveAnnotations()
        try source.loadAnnotations(from: data)
        #expect(source.annotations.count == 4)
    }

    static func document(_ annotation: String, format: String = "scichart-drawings", version: String = "1")
        -> String
    {
        "{\"format\": \"\(format)\", \"version\": \(version), \"annotations\": [\(annotation)]}"
    }

    static let points =
        "\"points\": [{\"x\": \"2015-07-20T00:00:00Z\", \"y\": 1}, {\"x\": \"2015-07-21T00:00:00Z\", \"y\": 2}]"

    static let measure =
        "{\"type\": \"measure\", \"xAxisId\": \"DefaultAxisId\", \"yAxisId\": \"DefaultAxisId\", \"isEditable\": true, "
        + points + "}"

    static func replacing(_ old: String, _ new: String) -> String {
        document(measure.replacingOccurrences(of: old, with: new))
    }

    /// The measure's document with more fields in its record.
    static func adding(_ fields: String) -> String {
        replacing("\"isEditable\": true", "\"isEditable\": true, \(fields)")
    }

    /// The measure's document with a `style` object of this content.
    static func styled(_ style: String) -> String {
        adding("\"style\": {\(style)}")
    }

    /// One malformed document and the error that refuses it.
    struct Malformed: Sendable, CustomTestStringConvertible {
        let name: String
        let data: Data
        let error: SCIAnnotationLoadError
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ error: SCIAnnotationLoadError) {
            self.init(name, Data(text.utf8), error)
        }

        init(_ name: String, _ data: Data, _ error: SCIAnnotationLoadError) {
            self.name = name
            self.data = data
            self.error = error
        }
    }

    /// A document refused as invalid JSON at the byte `offset` past the start of `marker`
    /// (at the end of the text when there is no marker).
    static func syntax(_ name: String, _ text: String, at marker: String? = nil, offset: Int = 0) -> Malformed
    {
        let start = marker.map { byte(of: $0, in: text) } ?? text.utf8.count
        return Malformed(name, text, .malformed("not valid JSON at byte \(start + offset)"))
    }

    /// The UTF-8 offset of the first `marker` in `text`.
    static func byte(of marker: String, in text: String) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: marker)!.lowerBound)
    }

    /// The measure's document with a byte that is not UTF-8 inside its x axis id.
    static let invalidUTF8: Malformed = {
        let text = document(measure)
        let cut = byte(of: "AxisId\", \"yAxisId", in: text)
        let bytes = Array(text.utf8)
        return Malformed(
            "invalid UTF-8", Data(bytes[..<cut] + [0xFF] + bytes[cut...]),
            .malformed("not valid JSON at byte \(cut)"))
    }()

    static let longNumber: Malformed = {
        let text = replacing("\"y\": 2", "\"y\": " + String(repeating: "2", count: 401))
        return Malformed(
            "number of 401 characters", text,
            .malformed("a number longer than 400 characters at byte \(byte(of: "2222", in: text))"))
    }()

    static let colourReason = "a colour is \"#AARRGGBB\""
    static let idReason = "must have 1 to 256 Unicode scalars"

    static let malformed: [Malformed] = [
        syntax("empty", ""),
        syntax("truncated", String(document(measure).dropLast(20))),
        Malformed("not an object", "[1, 2, 3]", .malformed("wrong type at the top level")),
        syntax("NaN", replacing("\"y\": 1", "\"y\": NaN"), at: "NaN"),
        Malformed(
            "huge number", replacing("\"y\": 1", "\"y\": 1e400"),
            .nonFiniteNumber(field: "annotations[0].points[0].y")),
        Malformed("other format", document(measure, format: "svg"), .notADrawingsDocument(format: "svg")),
        Malformed("future version", document(measure, version: "4"), .unsupportedVersion(4)),
        Malformed(
            "future version with new fields",
            "{\"annotations\": [{\"shape\": \"circle\"}], \"author\": \"me\", \"format\": \"scichart-drawings\", \"version\": 4}",
            .unsupportedVersion(4)),
        Malformed("unknown type", replacing("\"measure\"", "\"pitchfork\""), .unknownType("pitchfork")),
        Malformed("missing points", replacing(", " + points, ""), .missingField("annotations[0].points")),
        Malformed(
            "missing y",
            replacing("{\"x\": \"2015-07-21T00:00:00Z\", \"y\": 2}", "{\"x\": \"2015-07-21T00:00:00Z\"}"),
            .missingField("annotations[0].points[1].y")),
        Malformed(
            "missing version", "{\"format\": \"scichart-drawings\", \"annotations\": []}",
            .missingField("version")),
        Malformed(
            "one point", replacing(", {\"x\": \"2015-07-21T00:00:00Z\", \"y\": 2}", ""),
            .wrongPointCount(type: "measure", expected: 2, found: 1)),
        Malformed(
            "three points",
            replacing(
                "{\"x\": \"2015-07-21T00:00:00Z\", \"y\": 2}",
                "{\"x\": \"2015-07-21T00:00:00Z\", \"y\": 2}, {\"x\": \"2015-07-22T00:00:00Z\", \"y\": 3}"),
            .wrongPointCount(type: "measure", expected: 2, found: 3)),
        Malformed(
            "a number among dates", replacing("\"2015-07-21T00:00:00Z\"", "12.5"),
            .invalidValue(field: "annotations[0].points[1].x", reason: "a number among dates")),
        Malformed(
            "a date among numbers", replacing("\"2015-07-20T00:00:00Z\"", "12.5"),
            .invalidValue(field: "annotations[0].points[1].x", reason: "a date among numbers")),
        Malformed(
            "bad date", replacing("2015-07-20T00:00:00Z", "2015-02-30T00:00:00Z"),
            .invalidValue(field: "annotations[0].points[0].x", reason: "not an ISO 8601 UTC date")),
        Malformed(
            "signed month in a date", replacing("2015-07-20T00:00:00Z", "2015-+7-20T00:00:00Z"),
            .invalidValue(field: "annotations[0].points[0].x", reason: "not an ISO 8601 UTC date")),
        Malformed(
            "string y", replacing("\"y\": 1", "\"y\": \"1\""),
            .malformed("wrong type at annotations[0].points[0].y")),
        Malformed(
            "empty axis id", replacing("\"xAxisId\": \"DefaultAxisId\"", "\"xAxisId\": \"\""),
            .invalidValue(field: "annotations[0].xAxisId", reason: idReason)),
        Malformed(
            "bad colour", styled("\"growingFill\": {\"color\": \"red\"}"),
            .invalidValue(field: "annotations[0].style.growingFill.color", reason: colourReason)),
        Malformed(
            "unknown style", styled("\"glow\": {\"color\": \"#FF000000\"}"),
            .unknownField("annotations[0].style.glow")),
        Malformed(
            "negative thickness", styled("\"growingStroke\": {\"color\": \"#FF000000\", \"thickness\": -1}"),
            .invalidValue(
                field: "annotations[0].style.growingStroke.thickness",
                reason: "outside 0.0...\(Double(Float.greatestFiniteMagnitude))")),
        Malformed(
            "nested too deep",
            document(String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)),
            .nestedTooDeep(limit: SCIAnnotationDocument.maximumDepth)),
        Malformed(
            "huge", document(String(repeating: " ", count: SCIAnnotationDocument.maximumBytes)),
            .tooLarge(
                bytes: SCIAnnotationDocument.maximumBytes + document("").utf8.count,
                limit: SCIAnnotationDocument.maximumBytes)),
        // Duplicate keys, compared after unescaping, in every kind of object.
        Malformed(
            "duplicate top-level key",
            "{\"format\": \"scichart-drawings\", \"format\": \"scichart-drawings\", \"version\": 1, \"annotations\": []}",
            .duplicateKey("format")),
        Malformed(
            "duplicate record key", adding("\"isEditable\": false"),
            .duplicateKey("annotations[0].isEditable")),
        Malformed(
            "duplicate point key", replacing("\"y\": 2", "\"y\": 2, \"y\": 3"),
            .duplicateKey("annotations[0].points[1].y")),
        Malformed(
            "duplicate key written as an escape", replacing("\"y\": 2", "\"y\": 2, \"\\u0079\": 2"),
            .duplicateKey("annotations[0].points[1].y")),
        Malformed(
            "duplicate setting", adding("\"settings\": {\"yValueScaleFactor\": 1, \"yValueScaleFactor\": 2}"),
            .duplicateKey("annotations[0].settings.yValueScaleFactor")),
        Malformed(
            "duplicate style",
            styled("\"label\": {\"color\": \"#FF000000\"}, \"label\": {\"color\": \"#FFFFFFFF\"}"),
            .duplicateKey("annotations[0].style.label")),
        Malformed(
            "duplicate colour", styled("\"label\": {\"color\": \"#FF000000\", \"color\": \"#FF000000\"}"),
            .duplicateKey("annotations[0].style.label.color")),
        // Colours are "#" and exactly eight hex digits.
        Malformed(
            "signed colour", styled("\"growingFill\": {\"color\": \"+FFFFFFF\"}"),
            .invalidValue(field: "annotations[0].style.growingFill.color", reason: colourReason)),
        Malformed(
            "signed colour after #", styled("\"growingFill\": {\"color\": \"#+FFFFFFF\"}"),
            .invalidValue(field: "annotations[0].style.growingFill.color", reason: colourReason)),
        Malformed(
            "colour without #", styled("\"growingFill\": {\"color\": \"FF000000\"}"),
            .invalidValue(field: "annotations[0].style.growingFill.color", reason: colourReason)),
        // Unknown keys anywhere.
        Malformed(
            "unknown setting", adding("\"settings\": {\"zoom\": 2}"),
            .unknownField("annotations[0].settings.zoom")),
        Malformed(
            "unknown flag", adding("\"flags\": {\"snapToCandles\": true, \"sticky\": true}"),
            .unknownField("annotations[0].flags.sticky")),
        Malformed(
            "unknown record field", adding("\"colour\": \"red\""), .unknownField("annotations[0].colour")),
        Malformed(
            "unknown top-level field",
            "{\"format\": \"scichart-drawings\", \"version\": 1, \"author\": \"me\", \"annotations\": []}",
            .unknownField("author")),
        Malformed(
            "unknown point field", replacing("\"y\": 2", "\"y\": 2, \"z\": 3"),
            .unknownField("annotations[0].points[1].z")),
        Malformed(
            "unknown pen field", styled("\"growingStroke\": {\"color\": \"#FF000000\", \"width\": 2}"),
            .unknownField("annotations[0].style.growingStroke.width")),
        Malformed(
            "thickness of a brush", styled("\"growingFill\": {\"color\": \"#FF000000\", \"thickness\": 2}"),
            .unknownField("annotations[0].style.growingFill.thickness")),
        Malformed(
            "bold pen", styled("\"decliningStroke\": {\"color\": \"#FF000000\", \"bold\": true}"),
            .unknownField("annotations[0].style.decliningStroke.bold")),
        Malformed(
            "dashed font", styled("\"label\": {\"color\": \"#FF000000\", \"dashes\": [1]}"),
            .unknownField("annotations[0].style.label.dashes")),
        // Ids are limited in Unicode scalars, not graphemes.
        Malformed(
            "id of a million combining marks",
            replacing(
                "\"xAxisId\": \"DefaultAxisId\"",
                "\"xAxisId\": \"a" + String(repeating: "\u{301}", count: 1_000_000) + "\""),
            .invalidValue(field: "annotations[0].xAxisId", reason: idReason)),
        Malformed(
            "id of 257 scalars",
            replacing(
                "\"yAxisId\": \"DefaultAxisId\"",
                "\"yAxisId\": \"" + String(repeating: "y", count: 257) + "\""),
            .invalidValue(field: "annotations[0].yAxisId", reason: idReason)),
        Malformed(
            "17 dashes",
            styled(
                "\"growingStroke\": {\"color\": \"#FF000000\", \"dashes\": ["
                    + Array(repeating: "1", count: 17).joined(separator: ", ") + "]}"),
            .invalidValue(
                field: "annotations[0].style.growingStroke.dashes",
                reason: "more than \(SCIAnnotationDocument.maximumDashes) dashes")),
        // JSON that only a lenient reader takes.
        Malformed(
            "null for an absent field", adding("\"isHidden\": null"),
            .malformed("wrong type at annotations[0].isHidden")),
        Malformed(
            "fractional version", document(measure, version: "1.0"), .malformed("wrong type at version")),
        Malformed(
            "version out of range", document(measure, version: "99999999999999999999"),
            .malformed("wrong type at version")),
        syntax("trailing data", document(measure) + " x", at: " x", offset: 1),
        syntax("trailing comma", replacing("\"y\": 2}]", "\"y\": 2},]"), at: "},]", offset: 2),
        syntax("leading zero", replacing("\"y\": 2", "\"y\": 02"), at: "02", offset: 1),
        syntax("byte order mark", "\u{FEFF}" + document(measure), at: "\u{FEFF}"),
        syntax("raw tab in a string", replacing("\"DefaultAxisId\"", "\"Default\tAxisId\""), at: "\t"),
        syntax("lone surrogate", replacing("\"DefaultAxisId\"", "\"\\ud800\""), at: "\\ud800"),
        syntax("bad escape", replacing("\"DefaultAxisId\"", "\"\\x41\""), at: "\\x41"),
        invalidUTF8,
        longNumber,
    ]

    @Test(arguments: malformed)
    func malformedDocumentsAreRejectedAndChangeNothing(row: Malformed) throws {
        let (surface, _) = Self.drawn()
        let before = surface.annotations.map(ObjectIdentifier.init)
        let undoable = surface.canUndo
        #expect(throws: row.error) { try surface.loadAnnotations(from: row.data) }
        #expect(surface.annotations.map(ObjectIdentifier.init) == before)
        #expect(surface.canUndo == undoable)
    }

    @Test func theMalformedDocumentsDifferFromAValidOneOnlyInTheirFlaw() throws {
        // The rows edit this document; it loads, so each row fails for its flaw alone.
        let (surface, _) = MeasureFixture.surface()
        try surface.loadAnnotations(from: Data(Self.document(Self.measure).utf8))
        try surface.loadAnnotations(
            from: Data(Self.styled("\"label\": {\"color\": \"#FF000000\", \"bold\": true}").utf8))
        #expect(surface.annotations.count == 2)
    }

    /// The drawings loader fuzz target's seeds (`Fuzz/Seeds/load-annotations`): the valid ones
    /// load and save back byte for byte on a surface like the fuzz target's, the malformed ones
    /// are refused.
    @Test func theFuzzSeedsAreWhatTheirNamesSay() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Seeds/load-annotations")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(names.filter { $0.hasPrefix("valid-") }.count == 2)
        #expect(names.filter { $0.hasPrefix("malformed-") }.count > 40)
        for name in names {
            let data = try Data(contentsOf: corpus.appendingPathComponent(name))
            let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
            surface.xAxes.add(SCIDateAxis())
            let numeric = SCINumericAxis()
            numeric.axisId = "numeric"
            surface.xAxes.add(numeric)
            surface.yAxes.add(SCINumericAxis())
            if name.hasPrefix("valid-") {
                try surface.loadAnnotations(from: data)
                #expect(try surface.saveAnnotations() == data, "\(name)")
            } else {
                #expect(throws: SCIAnnotationLoadError.self, "\(name)") {
                    try surface.loadAnnotations(from: data)
                }
            }
        }
    }

    @Test func aByteOrderMarkInsideAStringIsPartOfIt() throws {
        // Only a mark before the document is refused (a row above); Foundation's
        // JSONSerialization drops one at the start of a string, which the fuzzer caught.
        let (surface, _) = MeasureFixture.surface()
        try surface.loadAnnotations(
            from: Data(Self.replacing("\"yAxisId\": \"DefaultAxisId\"", "\"yAxisId\": \"\u{FEFF}Id\"").utf8))
        #expect(surface.annotations[0].yAxisId.unicodeScalars.elementsEqual("\u{FEFF}Id".unicodeScalars))
    }

    @Test func idsCountUnicodeScalarsNotGraphemesOrBytes() throws {
        // 256 scalars load, in one grapheme or in 1,024 UTF-8 bytes.
        for id in ["a" + String(repeating: "\u{301}", count: 255), String(repeating: "😀", count: 256)] {
            let (surface, _) = MeasureFixture.surface()
            let text = Self.replacing("\"xAxisId\": \"DefaultAxisId\"", "\"xAxisId\": \"\(id)\"")
            try surface.loadAnnotations(from: Data(text.utf8))
            #expect(surface.annotations[0].xAxisId.unicodeScalars.count == 256)
        }
    }

    @Test func nonFiniteRecordValuesAreRejected() {
        let point = PointRecord(x: .number(1), y: 2)
        var record = AnnotationRecord(
            type: "measure", xAxisId: "a", yAxisId: "b", isEditable: true, points: [point, point])
        record.points[1].y = .nan
        #expect(throws: SCIAnnotationLoadError.nonFiniteNumber(field: "r.points[1].y")) {
            try AnnotationCoding.annotation(from: record, path: "r", registry: .shared)
        }
        record.points[1] = PointRecord(x: .number(.infinity), y: 1)
        #expect(throws: SCIAnnotationLoadError.nonFiniteNumber(field: "r.points[1].x")) {
            try AnnotationCoding.annotation(from: record, path: "r", registry: .shared)
        }
        record.points[1] = point
        record.settings = ["yValueScaleFactor": .nan]
        #expect(throws: SCIAnnotationLoadError.nonFiniteNumber(field: "r.settings.yValueScaleFactor")) {
            try AnnotationCoding.annotation(from: record, path: "r", registry: .shared)
        }
    }

    @Test func recordsHoldOnlyTheKeysTheirTypeSaves() {
        let schema = AnnotationSchema(SCIMeasureAnnotation())
        #expect(
            schema.styleKeys == [
                "growingStroke", "growingFill", "decliningStroke", "decliningFill", "label", "stroke",
            ])
        #expect(schema.settingKeys == ["yValueScaleFactor"] && schema.flagKeys == ["snapToCandles"])
        // The reader refuses keys no type saves; the record check, keys another type saves.
        // Other tests may register types of their own meanwhile: the built-in ones are there.
        let pattern = AnnotationSchema(SCIXabcdAnnotation())
        #expect(
            AnnotationSchema.loadable(by: .shared).styleKeys.isSuperset(
                of: schema.styleKeys.union(pattern.styleKeys)))
        let point = PointRecord(x: .number(1), y: 2)
        var record = AnnotationRecord(
            type: "measure", xAxisId: "a", yAxisId: "b", isEditable: true, points: [point, point])
        record.flags = ["snapToCandles": true, "magnet": true]
        #expect(throws: SCIAnnotationLoadError.unknownField("r.flags.magnet")) {
            try AnnotationCoding.annotation(from: record, path: "r", registry: .shared)
        }
        record.flags = nil
        record.style = ["glow": StyleRecord(color: "#FF000000"), "label": StyleRecord(color: "#FF000000")]
        #expect(throws: SCIAnnotationLoadError.unknownField("r.style.glow")) {
            try AnnotationCoding.annotation(from: record, path: "r", registry: .shared)
        }
    }

    @Test func aBadRecordAfterGoodOnesLoadsNothing() throws {
        let good = Self.measure
        let bad = Self.measure.replacingOccurrences(of: "\"y\": 2", with: "\"y\": 1e999")
        let (surface, _) = MeasureFixture.surface()
        #expect(throws: SCIAnnotationLoadError.self) {
            try surface.loadAnnotations(from: Data(Self.document(good + ", " + good + ", " + bad).utf8))
        }
        #expect(surface.annotations.isEmpty)
    }

    @Test func tooManyAnnotationsAreRejected() {
        let many = Array(repeating: Self.measure, count: SCIAnnotationDocument.maximumAnnotations + 1)
        let (surface, _) = MeasureFixture.surface()
        #expect(
            throws: SCIAnnotationLoadError.tooManyAnnotations(
                count: many.count, limit: SCIAnnotationDocument.maximumAnnotations)
        ) {
            try surface.loadAnnotations(from: Data(Self.document(many.joined(separator: ",")).utf8))
        }
    }

    @Test func hostileStringsSurviveSaving() throws {
        let (surface, modifier) = MeasureFixture.surface()
        let axis = SCINumericAxis()
        axis.axisId = "<\"&'>\u{0}😀"
        surface.yAxes.add(axis)
        modifier.yAxisId = axis.axisId
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 100))
        let data = try surface.saveAnnotations()
        let copy = SCIChartSurface()
        try copy.loadAnnotations(from: data)
        #expect(copy.annotations[0].yAxisId == axis.axisId)
    }

    @Test func everyValueTheSettersAcceptLoadsBack() throws {
        for (scale, thickness, fontSize) in [
            (1e16, Float(2000), Float(0.5)), (-1e300, 0, 5000), (0, Float.greatestFiniteMagnitude, 0),
        ] as [(Double, Float, Float)] {
            let (surface, modifier) = MeasureFixture.surface()
            modifier.yValueScaleFactor = scale
            modifier.growingStroke = SCISolidPenStyle(
                color: .red, thickness: thickness,
                strokeDashArray: Array(repeating: 3, count: SCIAnnotationDocument.maximumDashes))
            modifier.labelStyle = SCIFontStyle(fontSize: fontSize, andTextColor: .white)
            MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
            let copy = SCIChartSurface()
            try copy.loadAnnotations(from: try surface.saveAnnotations())
            let measure = try #require(copy.annotations.first as? SCIMeasureAnnotation)
            #expect(measure.yValueScaleFactor == scale)
            #expect(measure.growingStroke.thickness == thickness)
            #expect(measure.growingStroke.strokeDashArray?.count == SCIAnnotationDocument.maximumDashes)
            #expect(measure.labelStyle.fontSize == fontSize)
        }
    }

    @Test func nonFiniteSettingsAreLeftOutWhenSaving() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.yValueScaleFactor = .nan
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 100))
        let data = try surface.saveAnnotations()
        let copy = SCIChartSurface()
        try copy.loadAnnotations(from: data)
        #expect((copy.annotations[0] as! SCIMeasureAnnotation).yValueScaleFactor == 1)
    }
}
