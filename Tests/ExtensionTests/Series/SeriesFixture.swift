import Foundation
import SciChart

/// A 400 × 300 surface with numeric axes over fixed ranges, and ways to read what a series
/// drew.
enum SeriesFixture {
    static func surface(x: ClosedRange<Double> = 0...10, y: ClosedRange<Double> = 0...10) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: x.lowerBound, max: x.upperBound)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: y.lowerBound, max: y.upperBound)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        return surface
    }

    static func xy(_ xs: [Double], _ ys: [Double]) -> SCIXyDataSeries {
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: xs, y: ys)
        return data
    }

    /// The commands series `index` drew.
    static func commands(_ surface: SCIChartSurface, series index: Int = 0) -> [SCIDrawCommand] {
        surface.renderDisplayList().group(named: "series:\(index)")?.commands ?? []
    }

    /// The paths series `index` stroked.
    static func strokes(_ surface: SCIChartSurface, series index: Int = 0) -> [SCIPath] {
        commands(surface, series: index).compactMap {
            if case .stroke(let path, _) = $0 { return path }
            return nil
        }
    }

    /// The paths series `index` filled.
    static func fills(_ surface: SCIChartSurface, series index: Int = 0) -> [(SCIPath, SCIFill)] {
        commands(surface, series: index).compactMap {
            if case .fill(let path, let fill) = $0 { return (path, fill) }
            return nil
        }
    }

    /// The surface pixel of a data point.
    static func pixel(_ surface: SCIChartSurface, x: Double, y: Double) -> CGPoint {
        let area = surface.seriesAreaFrame
        return CGPoint(
            x: area.minX + surface.xAxes[0].getCoordinate(x), y: area.minY + surface.yAxes[0].getCoordinate(y)
        )
    }
}
