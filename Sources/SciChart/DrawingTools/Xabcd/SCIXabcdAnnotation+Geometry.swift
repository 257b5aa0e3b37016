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
        return triangles.contains { $0.count == 3 && HitGeometry.convexPolygon($0, contains: location) }
    }
}
