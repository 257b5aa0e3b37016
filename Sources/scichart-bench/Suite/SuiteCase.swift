import Foundation
import SciChart

/// A case of the suite, with the sizes it runs at.
struct SuiteCase {
    /// The key in the JSON and the table.
    let key: String
    /// The suite's own name for it.
    let title: String
    let sizes: [SuiteSize]
    /// The charts of one size, tiled over the window.
    let make: (SuiteSize, CGSize) -> [SuiteTile]
}

/// One size of a case.
struct SuiteSize {
    /// As the table prints it: "1e6", "500x500", "5x1e5", "16 charts".
    let label: String
    /// Points on screen.
    let points: Int
    /// Points per series, series, points appended a frame and charts, as the case reads them.
    var count = 0
    var increment = 0
    var charts = 1
}

/// A chart placed in the window.
struct SuiteTile {
    let chart: SuiteChart
    let origin: CGPoint
}

extension SuiteSize {
    /// "1e6", "5e4", "2e5": the way the suite names its sizes.
    static func label(_ count: Int) -> String {
        var mantissa = count
        var exponent = 0
        while mantissa >= 10, mantissa % 10 == 0 {
            mantissa /= 10
            exponent += 1
        }
        return exponent < 3 ? "\(count)" : "\(mantissa)e\(exponent)"
    }

    static func points(_ counts: [Int]) -> [SuiteSize] {
        counts.map { SuiteSize(label: label($0), points: $0, count: $0) }
    }
}

extension SuiteCase {
    /// The suite's sizes for one series of 1e3 to 1e7 points.
    static let pointSizes = [
        1_000, 10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000, 10_000_000,
    ]

    /// One chart filling the window.
    static func single(
        _ key: String, _ title: String, sizes: [SuiteSize],
        _ chart: @escaping @Sendable (SuiteSize, CGSize) -> SuiteChart
    ) -> SuiteCase {
        SuiteCase(key: key, title: title, sizes: sizes) { size, window in
            [SuiteTile(chart: chart(size, window), origin: .zero)]
        }
    }

    /// Every case, in the suite's order (its heatmap and 3D cases have no counterpart here).
    static var all: [SuiteCase] {
        [
            single(
                "line_series", "N line series M points",
                sizes: [100, 200, 500, 1_000, 2_000, 4_000, 8_000].map {
                    SuiteSize(label: "\($0)x\($0)", points: $0 * $0, count: $0)
                }
            ) { size, window in SuiteCharts.lines(size.count, size: window) },
            single("scatter", "Brownian Motion Scatter Series", sizes: SuiteSize.points(pointSizes)) {
                size, window in
                SuiteCharts.scatter(size.count, size: window)
            },
            single("unsorted_line", "Line series which is unsorted in x", sizes: SuiteSize.points(pointSizes))
            {
                size, window in SuiteCharts.unsortedLine(size.count, size: window)
            },
            single(
                "sorted_point_line", "Point series, sorted, updating y-values",
                sizes: SuiteSize.points(pointSizes)
            ) { size, window in SuiteCharts.sortedPointLine(size.count, size: window) },
            single("columns", "Column chart with data ascending in X", sizes: SuiteSize.points(pointSizes)) {
                size, window in SuiteCharts.columns(size.count, size: window)
            },
            single("candlesticks", "Candlestick series test", sizes: SuiteSize.points(pointSizes)) {
                size, window in
                SuiteCharts.candles(size.count, size: window)
            },
            single(
                "fifo", "FIFO / ECG Chart Performance Test",
                sizes: [
                    (100, 100), (10_000, 1_000), (100_000, 10_000), (1_000_000, 100_000),
                    (5_000_000, 250_000),
                    (10_000_000, 250_000),
                ].map {
                    SuiteSize(
                        label: "5x\(SuiteSize.label($0.0))", points: 5 * $0.0, count: $0.0, increment: $0.1)
                }
            ) { size, window in SuiteCharts.fifo(size.count, increment: size.increment, size: window) },
            single("mountain", "Mountain Chart Performance Test", sizes: SuiteSize.points(pointSizes)) {
                size, window in
                SuiteCharts.mountain(size.count, size: window)
            },
            single(
                "append", "Series Compression Test",
                sizes: [1_000, 10_000, 100_000, 1_000_000, 10_000_000].map {
                    SuiteSize(label: SuiteSize.label($0), points: $0, count: $0, increment: $0 / 10)
                }
            ) { size, window in SuiteCharts.append(size.count, increment: size.increment, size: window) },
            SuiteCase(
                key: "charts", title: "Multi Chart Performance Test",
                sizes: [1, 2, 4, 8, 16, 32, 64, 128].map {
                    SuiteSize(
                        label: "\($0)", points: $0 * 100_000, count: 100_000, increment: 10_000, charts: $0)
                }, make: manyCharts),
        ]
    }

    /// The many-charts case: `size.charts` charts of 100,000 points in a grid over the
    /// window (1 x 1, 2 x 1, 2 x 2, 4 x 2 ... 16 x 8), a line growing by 10,000 points a
    /// frame, Brownian scatter, columns and a mountain in turn.
    static func manyCharts(_ size: SuiteSize, _ window: CGSize) -> [SuiteTile] {
        cells(size.charts, in: window).enumerated().map { index, cell in
            let chart: SuiteChart
            switch size.charts == 1 ? 0 : index % 4 {
            case 0: chart = SuiteCharts.append(size.count, increment: size.increment, size: cell.size)
            case 1: chart = SuiteCharts.scatter(size.count, size: cell.size, seed: UInt64(10 + index))
            case 2: chart = SuiteCharts.columns(size.count, size: cell.size)
            default: chart = SuiteCharts.mountain(size.count, size: cell.size)
            }
            return SuiteTile(chart: chart, origin: cell.origin)
        }
    }

    /// The cells of `charts` charts in the suite's grid over `window`, row by row.
    static func cells(_ charts: Int, in window: CGSize) -> [CGRect] {
        let (columns, rows) = grid(charts)
        let size = CGSize(width: window.width / Double(columns), height: window.height / Double(rows))
        return (0..<charts).map { index in
            CGRect(
                origin: CGPoint(
                    x: Double(index % columns) * size.width, y: Double(index / columns) * size.height),
                size: size)
        }
    }

    /// Columns and rows of the suite's grid of `charts` charts.
    static func grid(_ charts: Int) -> (columns: Int, rows: Int) {
        var columns = 1
        var rows = 1
        while columns * rows < charts {
            if columns > rows { rows *= 2 } else { columns *= 2 }
        }
        return (columns, rows)
    }
}
