import Foundation
import Testing

@testable import SciChart

/// What `saveAnnotations()` writes, `loadAnnotations(from:)` reads: the limits of a drawings
/// document, at each edge.
@Suite struct DocumentLimitTests {
    /// An axis id of the most scalars, each written as a six-byte escape.
    static let longestId = String(repeating: "\u{1}", count: SCIAnnotationDocument.maximumIdLength)

    /// A date and number whose text is longest: an ISO date with a 324-digit fraction, and
    /// 24 characters of number.
    static let longestValue = -2.2250738585072014e-308

    /// A float whose text (as the `Double` saved) is longest.
    static let longestFloat = Float.leastNormalMagnitude

    /// A surface whose default-id axes are renamed to `id`: dates on x, numbers on y.
    static func surface(axisId id: String) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        let xAxis = SCIDateAxis()
        xAxis.axisId = id
        let yAxis = SCINumericAxis()
        yAxis.axisId = id
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        return surface
    }

    /// A measure with every saved field at its longest.
    static func largestMeasure(axisId: String = longestId) -> SCIMeasureAnnotation {
        let measure = SCIMeasureAnnotation()
        measure.xAxisId = axisId
        measure.yAxisId = axisId
        // "false" is longer than "true"; isHidden is written only when true.
        measure.isEditable = false
        measure.isHidden = true
        measure.snapToCandles = false
        measure.yValueScaleFactor = longestValue
        let dashes = Array(repeating: longestFloat, count: SCIAnnotationDocument.maximumDashes)
        let pen = SCISolidPenStyle(
            color: 0x8012_3456, thickness: longestFloat, strokeDashArray: dashes, antiAliasing: false)
        measure.growingStroke = pen
        measure.decliningStroke = pen
        measure.labelStyle = SCIFontStyle(fontSize: longestFloat, textColor: 0xFFAB_CDEF, isBold: false)
        measure.dataPoints = [
            SCIDataPoint(x: longestValue, y: longestValue), SCIDataPoint(x: longestValue, y: -longestValue),
        ]
        return measure
    }

    /// The document `saveAnnotations()` writes for `count` copies of a record, from the
    /// document of one: the same text with the record repeated.
    static func repeating(_ document: String, count: Int) -> String {
        let start = document.range(of: "[\n")!.upperBound
        let end = document.range(of: "\n  ]", options: .backwards)!.lowerBound
        let record = String(document[start..<end])
        return document.replacingCharacters(
            in: start..<end, with: Array(repeating: record, count: count).joined(separator: ",\n"))
    }

    // The tests at the annotation limit save and load through `AnnotationCoding`, which
    // `saveAnnotations()` and `loadAnnotations(from:)` call, and build the document of
    // 10,000 records from the saved text of one, so that they do not spend their time adding
    // 10,000 annotations to a surface and formatting them.

    @Test func theLargestDocumentSaveCanWriteLoadsBackTheSame() throws {
        let surface = Self.surface(axisId: Self.longestId)
        let measure = Self.largestMeasure()
        let one = String(decoding: try AnnotationCoding.save([measure], surface: surface), as: UTF8.self)
        let three = try AnnotationCoding.save(
            [measure, Self.largestMeasure(), Self.largestMeasure()], surface: surface)
        #expect(Self.repeating(one, count: 3) == String(decoding: three, as: UTF8.self))
        #expect(one.contains("\"x\" : \"1969-12-31T23:59:59.99999"))
        #expect(one.contains(String(repeating: "\\u0001", count: SCIAnnotationDocument.maximumIdLength)))

        let count = SCIAnnotationDocument.maximumAnnotations
        let largest = Data(Self.repeating(one, count: count).utf8)
        #expect(largest.count <= SCIAnnotationDocument.maximumBytes)
        // The limit is the size of this document, not far above it.
        #expect(largest.count > SCIAnnotationDocument.maximumBytes / 10 * 9)
        let loaded = try AnnotationCoding.load(largest, registry: .shared).map { $0 as! SCIMeasureAnnotation }
        #expect(loaded.count == count)
        #expect(loaded.allSatisfy { $0.dataPoints == measure.dataPoints && $0.xAxisId == measure.xAxisId })
        #expect(try AnnotationCoding.save(Array(loaded.suffix(3)), surface: surface) == three)
    }

    @Test func savingOneAnnotationMoreThanTheLimitIsRefusedAndChangesNothing() throws {
        let surface = Self.surface(axisId: "a")
        let count = SCIAnnotationDocument.maximumAnnotations + 1
        let measures = (0..<count).map { _ in Self.largestMeasure(axisId: "a") }
        let points = measures.map(\.dataPoints)
        #expect(
            throws: SCIAnnotationSaveError.wouldNotLoad(
                .tooManyAnnotations(count: count, limit: SCIAnnotationDocument.maximumAnnotations))
        ) {
            try AnnotationCoding.save(measures, surface: surface)
        }
        #expect(measures.map(\.dataPoints) == points)
        // And the document it would have written is refused.
        let one = String(decoding: try AnnotationCoding.save([measures[0]], surface: surface), as: UTF8.self)
        let document = Self.repeating(one, count: count)
        #expect(
            throws: SCIAnnotationLoadError.tooManyAnnotations(
                count: count, limit: SCIAnnotationDocument.maximumAnnotations)
        ) {
            try surface.loadAnnotations(from: Data(document.utf8))
        }
        #expect(surface.annotations.count == 0)
        #expect(!surface.canUndo)
    }

    @Test(arguments: [
        ("", "annotations[1].xAxisId"),
        (longestId + "a", "annotations[1].xAxisId"),
        (
            "a" + String(repeating: "\u{301}", count: SCIAnnotationDocument.maximumIdLength),
            "annotations[1].xAxisId"
        ),
    ])
    func savingAnIdTheLoaderRefusesIsRefused(id: String, field: String) {
        let surface = Self.surface(axisId: "a")
        let bad = Self.largestMeasure(axisId: "a")
        bad.xAxisId = id
        surface.annotations.add(contentsOf: [Self.largestMeasure(axisId: "a"), bad])
        #expect(
            throws: SCIAnnotationSaveError.wouldNotLoad(
                .invalidValue(field: field, reason: "must have 1 to 256 Unicode scalars"))
        ) {
            try surface.saveAnnotations()
        }
    }

    @Test func savingMoreDashesThanTheLimitIsRefused() {
        let surface = Self.surface(axisId: "a")
        let measure = Self.largestMeasure(axisId: "a")
        measure.decliningStroke = SCISolidPenStyle(
            color: .red, thickness: 1,
            strokeDashArray: Array(repeating: 2, count: SCIAnnotationDocument.maximumDashes + 1))
        surface.annotations.add(measure)
        #expect(
            throws: SCIAnnotationSaveError.wouldNotLoad(
                .invalidValue(
                    field: "annotations[0].style.decliningStroke.dashes", reason: "more than 16 dashes"))
        ) {
            try surface.saveAnnotations()
        }
    }

    @Test func aDocumentOfExactlyTheByteLimitLoadsAndOneByteMoreIsRefused() throws {
        let surface = Self.surface(axisId: "a")
        surface.annotations.add(Self.largestMeasure(axisId: "a"))
        let saved = try surface.saveAnnotations()
        let padded =
            saved
            + Data(repeating: UInt8(ascii: " "), count: SCIAnnotationDocument.maximumBytes - saved.count)
        let copy = Self.surface(axisId: "a")
        try copy.loadAnnotations(from: padded)
        #expect(copy.annotations.count == 1)
        #expect(
            throws: SCIAnnotationLoadError.tooLarge(
                bytes: SCIAnnotationDocument.maximumBytes + 1, limit: SCIAnnotationDocument.maximumBytes)
        ) {
            try copy.loadAnnotations(from: padded + Data(" ".utf8))
        }
        #expect(copy.annotations.count == 1)
    }

    @Test func nestingUpToTheDepthLimitReadsAndOneLevelMoreIsRefused() throws {
        let depth = SCIAnnotationDocument.maximumDepth
        var reader = JSONReader(
            Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
        try reader.skipValue()
        try reader.finish()
        var deeper = JSONReader(
            Data(
                (String(repeating: "{\"a\": [", count: depth / 2) + "["
                    + String(repeating: "]}", count: depth / 2) + "]").utf8))
        #expect(throws: SCIAnnotationLoadError.nestedTooDeep(limit: depth)) { try deeper.skipValue() }
    }
}

/// What loading leaves on a surface can always be saved: loads that would pass the document
/// limit are refused.
@Suite struct LoadThenSaveTests {
    @Test func loadsNeverLeaveMoreDrawingsThanADocumentHolds() throws {
        let limit = SCIAnnotationDocument.maximumAnnotations
        let (surface, _) = MeasureFixture.surface()
        let one = PersistenceTests.measure
        let full = Data(
            PersistenceTests.document(Array(repeating: one, count: limit).joined(separator: ",")).utf8)
        try surface.loadAnnotations(from: full)
        #expect(surface.annotations.count == limit)
        // A second document, even of one drawing, would leave more than a save can write.
        #expect(throws: SCIAnnotationLoadError.tooManyAnnotations(count: limit + 1, limit: limit)) {
            try surface.loadAnnotations(from: Data(PersistenceTests.document(one).utf8))
        }
        #expect(surface.annotations.count == limit)
        // So what is on screen saves, and loads back.
        let saved = try surface.saveAnnotations()
        let other = MeasureFixture.surface().0
        try other.loadAnnotations(from: saved)
        #expect(other.annotations.count == limit)
    }
}
