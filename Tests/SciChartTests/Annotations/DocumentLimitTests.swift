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
        measure.points = [
            SCIDataPoint(x: longestValue, y: longestValue), SCIDataPoint(x: longestValue, y: -longestValue),
        ]
        return measure
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
