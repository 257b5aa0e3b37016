import Foundation
import SciChart
import SciChartCairo
import Testing

/// Compares rendered images with PNG goldens under `Tests/SciChartCairoTests/Goldens`.
///
/// A pixel differs when a channel moves by more than `channelTolerance`; an image passes
/// when at most `pixelFraction` of its pixels differ (antialiasing may vary slightly across
/// Cairo builds). On failure the expected, actual and diff images are written to
/// `.build/golden-failures`. `SCICHART_UPDATE_GOLDENS=1` rewrites the goldens.
enum ImageGolden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Goldens")
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/golden-failures")

    static var updating: Bool { ProcessInfo.processInfo.environment["SCICHART_UPDATE_GOLDENS"] == "1" }

    struct Difference {
        var differing = 0
        var total = 0
        var meanAbsolute = 0.0
        var fraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }
    }

    /// The largest difference of any channel, pixel by pixel, of two images of one size.
    static func channelDifferences(_ first: SCIRasterImage, _ second: SCIRasterImage) -> [Int] {
        zip(first.premultipliedPixels, second.premultipliedPixels).map { pair -> Int in
            var largest = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                largest = max(largest, abs(Int((pair.0 >> shift) & 0xFF) - Int((pair.1 >> shift) & 0xFF)))
            }
            return largest
        }
    }

    /// Per-pixel comparison of two images of one size.
    static func compare(_ first: SCIRasterImage, _ second: SCIRasterImage, channelTolerance: Int)
        -> Difference?
    {
        guard first.width == second.width, first.height == second.height else { return nil }
        let a = first.premultipliedPixels
        let b = second.premultipliedPixels
        var difference = Difference(total: a.count)
        var sum = 0
        for index in a.indices {
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let delta = abs(
                    Int((a[index] >> UInt32(shift)) & 0xFF) - Int((b[index] >> UInt32(shift)) & 0xFF))
                worst = max(worst, delta)
                sum += delta
            }
            if worst > channelTolerance { difference.differing += 1 }
        }
        difference.meanAbsolute = Double(sum) / Double(max(a.count * 4, 1))
        return difference
    }

    static func check(
        _ image: SCIRasterImage, named name: String, channelTolerance: Int = 24,
        pixelFraction: Double = 0.002,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = directory.appendingPathComponent(name)
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.writePNG(to: url)
            return
        }
        guard let expected = try? SCIRasterImage.read(pngAt: url) else {
            try writeFailure(name, expected: nil, actual: image)
            Issue.record("missing golden \(name); wrote \(failures.path)", sourceLocation: sourceLocation)
            return
        }
        guard let difference = compare(expected, image, channelTolerance: channelTolerance) else {
            try writeFailure(name, expected: expected, actual: image)
            Issue.record(
                "\(name): size \(image.width)x\(image.height), golden \(expected.width)x\(expected.height)",
                sourceLocation: sourceLocation)
            return
        }
        if difference.fraction > pixelFraction {
            try writeFailure(name, expected: expected, actual: image)
            Issue.record(
                "\(name): \(difference.differing) of \(difference.total) pixels differ; see \(failures.path)",
                sourceLocation: sourceLocation)
        }
    }

    /// Writes expected, actual and a diff image (red where pixels differ).
    static func writeFailure(_ name: String, expected: SCIRasterImage?, actual: SCIRasterImage) throws {
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let stem = (name as NSString).deletingPathExtension
        try actual.writePNG(to: failures.appendingPathComponent("\(stem).actual.png"))
        guard let expected else { return }
        try expected.writePNG(to: failures.appendingPathComponent("\(stem).expected.png"))
        guard expected.width == actual.width, expected.height == actual.height else { return }
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: actual.width, height: actual.height))
        surface.padding = .zero
        let diff = DiffOverlay(expected: expected, actual: actual)
        surface.chartModifiers.add(diff)
        try surface.renderPNG(to: failures.appendingPathComponent("\(stem).diff.png"))
    }
}

/// Draws the differing pixels of two images in red, as the diff image of a failed golden.
private final class DiffOverlay: SCIChartModifierBase {
    let expected: SCIRasterImage
    let actual: SCIRasterImage

    init(expected: SCIRasterImage, actual: SCIRasterImage) {
        self.expected = expected
        self.actual = actual
    }

    override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        var path = SCIPath()
        let a = expected.premultipliedPixels
        let b = actual.premultipliedPixels
        for index in a.indices where a[index] != b[index] {
            path.addRect(CGRect(x: index % actual.width, y: index / actual.width, width: 1, height: 1))
        }
        list.fill(path, SCIFill(color: .red))
    }
}
