import Foundation
import MarketData
import SciChart
import SciChartCairo
import TestSupport
import Testing

/// Resampling is invisible: a resampled line draws the same pixels as the full line, to
/// within a pixel, on real and random data, with gaps.
@Suite struct ResamplingTests {
    static func render(_ ys: [Double], width: Double, mode: SCIResamplingMode, thickness: Float = 1) throws
        -> SCIRasterImage
    {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: width, height: 240))
        surface.padding = .zero
        let xAxis = SCINumericAxis()
        xAxis.isVisible = false
        let yAxis = SCINumericAxis()
        yAxis.isVisible = false
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        for axis in [xAxis, yAxis] {
            axis.drawMajorGridLines = false
            axis.drawMinorGridLines = false
        }
        surface.theme.seriesAreaBorder = surface.theme.background
        let data = SCIXyDataSeries()
        data.append(x: ys.indices.map(Double.init), y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        line.strokeStyle = SCISolidPenStyle(color: 0xFFFF_FFFF, thickness: thickness)
        line.resamplingMode = mode
        surface.renderableSeries.add(line)
        return try surface.renderImage()
    }

    /// Which pixels have ink: brighter than the background by half.
    static func ink(_ image: SCIRasterImage) -> [[Bool]] {
        (0..<image.height).map { y in (0..<image.width).map { x in image.pixel(x: x, y: y).red > 128 } }
    }

    /// The inked pixels of `mask` with no inked pixel within one pixel (any direction) in
    /// `other`, and the number of inked pixels.
    static func strays(_ mask: [[Bool]], against other: [[Bool]]) -> (strays: Int, inked: Int) {
        var strays = 0
        var inked = 0
        let height = mask.count
        let width = mask.first?.count ?? 0
        for y in 0..<height {
            for x in 0..<width where mask[y][x] {
                inked += 1
                var found = false
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        if nx >= 0, ny >= 0, nx < width, ny < height, other[ny][nx] { found = true }
                    }
                }
                if !found { strays += 1 }
            }
        }
        return (strays, inked)
    }

    /// Every inked pixel of each picture lies within a pixel of ink in the other, but for
    /// a few in a thousand (antialiasing of thousands of overlapping segments).
    static func expectSamePicture(_ ys: [Double], width: Double, label: String) throws {
        let full = ink(try render(ys, width: width, mode: .none))
        let resampled = ink(try render(ys, width: width, mode: .auto))
        let missing = strays(full, against: resampled)
        let extra = strays(resampled, against: full)
        #expect(missing.inked > Int(width), "\(label): the line is drawn")
        #expect(
            Double(missing.strays) <= Double(missing.inked) * 0.003,
            "\(label): \(missing.strays) of \(missing.inked) pixels of the full line are not drawn")
        #expect(
            Double(extra.strays) <= Double(extra.inked) * 0.003,
            "\(label): \(extra.strays) of \(extra.inked) pixels drawn are not in the full line")
    }

    @Test func realMinuteCloses() throws {
        let closes = MarketData.sp500Minutes.map(\.close)
        try Self.expectSamePicture(closes, width: 300, label: "S&P minutes")
    }

    @Test func realDailyClosesWithGaps() throws {
        var closes = MarketData.spyDaily.map(\.close)
        for index in stride(from: 300, to: closes.count, by: 700) {
            for gap in index..<min(index + 40, closes.count) { closes[gap] = .nan }
        }
        try Self.expectSamePicture(closes, width: 400, label: "SPY with gaps")
    }

    @Test func randomWalkWithGaps() throws {
        var random = SeededRandom(seed: 42)
        var value = 0.0
        var ys: [Double] = []
        for index in 0..<40_000 {
            value += Double.random(in: -1...1, using: &random)
            ys.append(index % 5000 < 200 ? .nan : value)
        }
        try Self.expectSamePicture(ys, width: 500, label: "random walk")
    }

    @Test func randomNoise() throws {
        var random = SeededRandom(seed: 7)
        let ys = (0..<12_000).map { _ in Double.random(in: 0...1, using: &random) }
        try Self.expectSamePicture(ys, width: 600, label: "noise")
    }

    @Test func resamplingBoundsTheDrawnPoints() {
        let count = 200_000
        let data = SCIXyDataSeries()
        data.append(x: (0..<count).map(Double.init), y: (0..<count).map { sin(Double($0)) })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        surface.renderableSeries.add(line)
        let drawn = surface.renderDisplayList().commands.reduce(0) { total, command in
            switch command {
            case .fill(let path, _), .stroke(let path, _): total + path.verbs.count
            default: total
            }
        }
        #expect(drawn < 500 * 10)
    }
}
