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
    ])
    func rejects(text: String) {
        #expect(ISODate.parse(text) == nil)
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

    @Test func annotationsBeingPlacedAreNotSaved() throws {
        let (surface, _) = MeasureFixture.surface()
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200))
        let data = try surface.saveAnnotations()
        let document = try JSONDecoder().decode(DrawingsRecord.self, from: data)
        #expect(document.annotations.isEmpty)
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

    static let measure =
        "{\"type\": \"measure\", \"xAxisId\": \"DefaultAxisId\", \"yAxisId\": \"DefaultAxisId\", \"isEditable\": true, "
        + "\"points\": [{\"x\": \"2015-07-20T00:00:00Z\", \"y\": 1}, {\"x\": 12.5, \"y\": 2}]}"

    static func replacing(_ old: String, _ new: String) -> String {
        document(measure.replacingOccurrences(of: old, with: new))
    }

    static let malformed: [(String, String, SCIAnnotationLoadError)] = [
        ("empty", "", .malformed("not valid JSON")),
        ("truncated", String(document(measure).dropLast(20)), .malformed("not valid JSON")),
        ("not an object", "[1, 2, 3]", .malformed("wrong type at the top level")),
        ("NaN", replacing("\"y\": 1", "\"y\": NaN"), .malformed("not valid JSON")),
        ("huge number", replacing("\"y\": 1", "\"y\": 1e400"), .malformed("not valid JSON")),
        ("other format", document(measure, format: "svg"), .notADrawingsDocument(format: "svg")),
        ("future version", document(measure, version: "2"), .unsupportedVersion(2)),
        ("unknown type", replacing("\"measure\"", "\"pitchfork\""), .unknownType("pitchfork")),
        ("missing points", replacing(", \"points\"", ", \"pointz\""), .missingField("annotations[0].points")),
        ("missing y", replacing("\"y\": 2", "\"why\": 2"), .missingField("annotations[0].points[1].y")),
        (
            "missing version", "{\"format\": \"scichart-drawings\", \"annotations\": []}",
            .missingField("version")
        ),
        (
            "one point", replacing(", {\"x\": 12.5, \"y\": 2}", ""),
            .wrongPointCount(type: "measure", expected: 2, found: 1)
        ),
        (
            "three points",
            replacing("{\"x\": 12.5, \"y\": 2}", "{\"x\": 12.5, \"y\": 2}, {\"x\": 13, \"y\": 3}"),
            .wrongPointCount(type: "measure", expected: 2, found: 3)
        ),
        (
            "bad date", replacing("2015-07-20T00:00:00Z", "2015-02-30T00:00:00Z"),
            .invalidValue(field: "annotations[0].points[0].x", reason: "not an ISO 8601 UTC date")
        ),
        (
            "string y", replacing("\"y\": 1", "\"y\": \"1\""),
            .malformed("wrong type at annotations[0].points[0].y")
        ),
        (
            "empty axis id", replacing("\"xAxisId\": \"DefaultAxisId\"", "\"xAxisId\": \"\""),
            .invalidValue(field: "annotations[0].xAxisId", reason: "must have 1 to 256 characters")
        ),
        (
            "bad colour",
            replacing(
                "\"isEditable\": true",
                "\"isEditable\": true, \"style\": {\"growingFill\": {\"color\": \"red\"}}"),
            .invalidValue(
                field: "annotations[0].style.growingFill.color", reason: "a colour is \"#AARRGGBB\"")
        ),
        (
            "unknown style",
            replacing(
                "\"isEditable\": true",
                "\"isEditable\": true, \"style\": {\"glow\": {\"color\": \"#FF000000\"}}"),
            .invalidValue(field: "annotations[0].style.glow", reason: "not a measure style")
        ),
        (
            "negative thickness",
            replacing(
                "\"isEditable\": true",
                "\"isEditable\": true, \"style\": {\"growingStroke\": {\"color\": \"#FF000000\", \"thickness\": -1}}"
            ),
            .invalidValue(
                field: "annotations[0].style.growingStroke.thickness",
                reason: "outside 0.0...\(Double(Float.greatestFiniteMagnitude))")
        ),
        (
            "nested too deep", String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
            .nestedTooDeep(limit: SCIAnnotationDocument.maximumDepth)
        ),
        (
            "huge", document(String(repeating: " ", count: SCIAnnotationDocument.maximumBytes)),
            .tooLarge(
                bytes: SCIAnnotationDocument.maximumBytes + document("").utf8.count,
                limit: SCIAnnotationDocument.maximumBytes)
        ),
    ]

    @Test(arguments: 0..<malformed.count)
    func malformedDocumentsAreRejectedAndChangeNothing(index: Int) throws {
        let (name, text, expected) = Self.malformed[index]
        let (surface, _) = Self.drawn()
        let before = surface.annotations.map(ObjectIdentifier.init)
        let undoable = surface.canUndo
        #expect(throws: expected, "\(name)") { try surface.loadAnnotations(from: Data(text.utf8)) }
        #expect(surface.annotations.map(ObjectIdentifier.init) == before)
        #expect(surface.canUndo == undoable)
    }

    @Test func nonFiniteRecordValuesAreRejected() {
        let point = PointRecord(x: .number(1), y: 2)
        var record = AnnotationRecord(
            type: "measure", xAxisId: "a", yAxisId: "b", isEditable: true, points: [point, point])
        record.points[1].y = .nan
        #expect(throws: SCIAnnotationLoadError.nonFiniteNumber(field: "r.points[1].y")) {
            try AnnotationCoding.annotation(from: record, path: "r")
        }
        record.points[1] = PointRecord(x: .number(.infinity), y: 1)
        #expect(throws: SCIAnnotationLoadError.nonFiniteNumber(field: "r.points[1].x")) {
            try AnnotationCoding.annotation(from: record, path: "r")
        }
        record.points[1] = point
        record.settings = ["yValueScaleFactor": .nan]
        #expect(throws: SCIAnnotationLoadError.nonFiniteNumber(field: "r.settings.yValueScaleFactor")) {
            try AnnotationCoding.annotation(from: record, path: "r")
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
                color: .red, thickness: thickness, strokeDashArray: Array(repeating: 3, count: 40))
            modifier.labelStyle = SCIFontStyle(fontSize: fontSize, andTextColor: .white)
            MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
            let copy = SCIChartSurface()
            try copy.loadAnnotations(from: try surface.saveAnnotations())
            let measure = try #require(copy.annotations.first as? SCIMeasureAnnotation)
            #expect(measure.yValueScaleFactor == scale)
            #expect(measure.growingStroke.thickness == thickness)
            #expect(measure.growingStroke.strokeDashArray?.count == 40)
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
