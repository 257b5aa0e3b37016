import Foundation
import Testing

@testable import SciChart

/// The magnet's modes, as traders know them: off, weak (a point snaps only when the pointer
/// is near one of a bar's prices) and strong (every point snaps).
@Suite struct MagnetModeTests {
    /// A press, drag and release at `start` and `end` moved by `offset` points.
    private func place(_ surface: SCIChartSurface, _ start: CGPoint, _ end: CGPoint) {
        MeasureFixture.place(surface, start, end)
    }

    private func offset(_ point: CGPoint, _ dx: Double, _ dy: Double) -> CGPoint {
        CGPoint(x: point.x + dx, y: point.y + dy)
    }

    @Test func theWeakMagnetSnapsOnlyNearABarsPrice() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.magnetMode = .weak
        // Day 10 closes at 111: 5 points off snaps; day 20 closes at 121, high 123: 40
        // points above the high stays where it was put.
        let near = offset(MeasureFixture.at(surface, x: 10 * 86_400, y: 111), 4, 3)
        let far = offset(MeasureFixture.at(surface, x: 20 * 86_400, y: 123), 0, -40)
        place(surface, near, far)
        let values = try #require(surface.annotations.first as? SCIMeasureAnnotation).getBaseDataValues()
        #expect(abs(values[0].xValue - 10 * 86_400) < 1e-6 && values[0].y == 111)
        #expect(values[1].y > 124, "a point far from every price is not pulled onto one: \(values[1].y)")
        // The strong magnet pulls the same far point onto the high.
        modifier.magnetMode = .strong
        place(surface, near, far)
        let strong = try #require(surface.annotations.last as? SCIMeasureAnnotation).getBaseDataValues()
        #expect(strong[1].y == 123 && abs(strong[1].xValue - 20 * 86_400) < 1e-6)
        // Off: neither snaps.
        modifier.magnetMode = .off
        place(surface, near, far)
        let off = try #require(surface.annotations.last as? SCIMeasureAnnotation).getBaseDataValues()
        #expect(off[0].y != 111 && off[1].y > 124)
    }

    @Test func snapToCandlesIsTheStrongMagnet() {
        let modifier = SCIMeasureCreationModifier()
        #expect(modifier.magnetMode == .off && !modifier.snapToCandles)
        modifier.snapToCandles = true
        #expect(modifier.magnetMode == .strong)
        modifier.magnetMode = .weak
        #expect(!modifier.snapToCandles)
        modifier.snapToCandles = false
        #expect(modifier.magnetMode == .off)
        let annotation = SCIMeasureAnnotation()
        annotation.magnetMode = .weak
        #expect(!annotation.snapToCandles)
        annotation.snapToCandles = true
        #expect(annotation.magnetMode == .strong)
    }

    @Test func eachDrawingKeepsItsModeAndOldDocumentsLoadAsDrawn() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.magnetMode = .weak
        place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
        #expect((surface.annotations.first as? SCIMeasureAnnotation)?.magnetMode == .weak)
        let data = try surface.saveAnnotations()
        let (target, _) = MeasureFixture.surface()
        try target.loadAnnotations(from: data)
        #expect((target.annotations.first as? SCIMeasureAnnotation)?.magnetMode == .weak)
        // The weak magnet is written as a text beside the flag, which says the strong magnet
        // or none, as documents written before the modes do: those load as drawn.
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains("\"magnetMode\" : \"weak\""), "\(text)")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var annotations = try #require(object["annotations"] as? [[String: Any]])
        annotations[0]["texts"] = nil
        annotations[0]["flags"] = ["snapToCandles": true]
        var old = object
        old["annotations"] = annotations
        let (older, _) = MeasureFixture.surface()
        try older.loadAnnotations(from: try JSONSerialization.data(withJSONObject: old))
        #expect((older.annotations.first as? SCIMeasureAnnotation)?.magnetMode == .strong)
    }
}
