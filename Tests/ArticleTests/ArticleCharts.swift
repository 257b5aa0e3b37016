import Foundation
import Gallery
import SciChart

/// Charts the article tests run the articles' code on: real SPY candles, as the articles'
/// pictures show. The articles assume a `surface` configured as in Getting started.
enum ArticleCharts {
    /// SPY daily candles with their moving averages, showing `from` to `to`.
    static func spy(from: (Int, Int, Int), to: (Int, Int, Int)) -> SCIChartSurface {
        let surface = GalleryCharts.spyDaily(theme: .light)
        surface.frame = CGRect(x: 0, y: 0, width: 900, height: 560)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: day(from), max: day(to))
        surface.yAxes[0].autoRange = .always
        return surface
    }

    /// Seconds since 1970 of a day's midnight, UTC.
    static func day(_ date: (Int, Int, Int)) -> Double {
        var components = DateComponents()
        (components.year, components.month, components.day) = date
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)!.timeIntervalSince1970
    }

    /// The surface point of a date and a price on the first axes.
    static func location(on surface: SCIChartSurface, _ date: (Int, Int, Int), _ price: Double) -> CGPoint {
        surface.currentLayout.surfacePoint(x: day(date), y: price)
    }

    /// One press, drag and release from `from` to `to`, at increasing times.
    static func drag(on surface: SCIChartSurface, from: CGPoint, to: CGPoint, at time: Double) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: from, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: to, timestamp: time + 0.05))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: to, timestamp: time + 0.1))
    }
}
