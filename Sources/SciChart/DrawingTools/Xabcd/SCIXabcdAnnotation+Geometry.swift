import Foundation

extension SCIXabcdAnnotation {
    /// Whether `location` is within a few points of a leg or inside triangle XAB or BCD.
    func patternContains(_ location: CGPoint, pixels: [CGPoint]) -> Bool {
        guard pixels.allSatisfy(\.isFinite), pixels.count >= 2 else { return false }
        for (start, end) in zip(pixels, pixels.dropFirst())
        where HitGeometry.distance(from: location, toSegment: start, end) <= Self.bodyHitDistance {
            return true
        }
        let triangles = [Array(pixels.prefix(3)), pixels.count == 5 ? Array(pixels[2..<5]) : []]
        return triangles.contains { $0.count == 3 && Self.triangle($0, contains: location) }
    }

    /// Whether `point` lies inside the triangle (either winding, edges included).
    static func triangle(_ corners: [CGPoint], contains point: CGPoint) -> Bool {
        func side(_ a: CGPoint, _ b: CGPoint) -> Double {
            Double(b.x - a.x) * Double(point.y - a.y) - Double(b.y - a.y) * Double(point.x - a.x)
        }
        let sides = [
            side(corners[0], corners[1]), side(corners[1], corners[2]), side(corners[2], corners[0]),
        ]
        return sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 }
    }
}
