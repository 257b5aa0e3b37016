import Foundation
import SciChart

/// Colours a line's points by their value: above zero one colour, below another (a line red
/// above a threshold).
final class ThresholdPalette: SCIPaletteProviderBase<SCIXyRenderableSeriesBase>, ISCIStrokePaletteProvider {
    let colors = SCIUnsignedIntegerValues()
    var strokeColors: SCIUnsignedIntegerValues! { colors }

    init() {
        super.init(renderableSeriesType: SCIXyRenderableSeriesBase.self)
    }

    override func update() {
        let data = renderableSeries.currentRenderPassData as! SCIXyRenderPassData
        let count = data.pointsCount
        colors.count = count
        let values = data.yValues!
        for index in 0..<count {
            colors.set(values.getValueAt(index) > 0 ? 0xFFE0_475B : 0xFF47_BDE6, at: index)
        }
    }
}

extension Bench {
    /// A cold frame of a 1e7-point line coloured point by point by a palette provider, as
    /// `frame_1e7_ms` measures the same line without one.
    static func paletteFigure(tenMillion: SCIXyDataSeries) -> Figure {
        let milliseconds = median(runs: 7) {
            let surface = lineSurface(tenMillion)
            surface.renderableSeries[0].paletteProvider = ThresholdPalette()
            sink &+= surface.renderFrame().chartLayer.commands.count
        }
        return Figure(
            key: "palette_line_1e7_ms", value: milliseconds, unit: "ms",
            note:
                "display list, cold, each drawn point coloured by a palette provider (target at most 1.5 x frame_1e7)"
        )
    }
}
