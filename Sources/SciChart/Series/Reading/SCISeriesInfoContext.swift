import Foundation

/// Where a series is read and how its values are written: what a modifier hands a series'
/// ``ISCISeriesInfoProvider`` for each reading (a rollover's line, a tooltip, the values line,
/// the keyboard cursor).
///
/// The place is a ``position`` in the data: a point's index, or a fraction of the way from one
/// point to the next where a rollover stands between two. The axes' calculators and formats are
/// those of the frame being drawn, so a reading agrees with the picture it is drawn on.
public struct SCISeriesInfoContext {
    /// The place read: a point's index, or an index with a fraction between two points.
    public let position: Double
    /// Whether a reading between two points is wanted (a rollover or tooltip with
    /// `useInterpolation`): lines read the value between the points around ``position``;
    /// bars, and data whose x values are not sorted, read the nearest point whatever it says.
    public let interpolates: Bool
    /// The x the reading was asked at, in surface coordinates (the pointer's), where a reading
    /// between two points puts its marker; `nil` when a point was asked for by index.
    public let x: CGFloat?
    /// The x axis' calculator in this frame.
    public let xCalculator: SCICoordinateCalculator
    /// The y axis' calculator in this frame.
    public let yCalculator: SCICoordinateCalculator
    /// The series area in surface coordinates (the calculators measure from its corner).
    public let seriesArea: CGRect
    /// The colour that stands for the series in this frame (its pen's, or its palette colour).
    public let seriesColor: SCIColor
    /// The theme of the frame (rising and falling colours for bars).
    public let theme: SCIChartTheme
    private let xFormat: (Double) -> String
    private let yFormat: (Double) -> String

    /// A context reading `position` of a series drawn with the two calculators in `seriesArea`,
    /// writing x values with `formatX` and y values with `formatY`.
    public init(
        position: Double, interpolates: Bool = false, x: CGFloat? = nil,
        xCalculator: SCICoordinateCalculator, yCalculator: SCICoordinateCalculator, seriesArea: CGRect,
        seriesColor: SCIColor, theme: SCIChartTheme,
        formatX: @escaping (Double) -> String, formatY: @escaping (Double) -> String
    ) {
        self.position = position
        self.interpolates = interpolates
        self.x = x
        self.xCalculator = xCalculator
        self.yCalculator = yCalculator
        self.seriesArea = seriesArea
        self.seriesColor = seriesColor
        self.theme = theme
        self.xFormat = formatX
        self.yFormat = formatY
    }

    /// `value` (an axis value: a bar index on a category axis) written as the x axis writes it.
    public func formatX(_ value: Double) -> String { xFormat(value) }

    /// `value` written as the y axis writes it.
    public func formatY(_ value: Double) -> String { yFormat(value) }

    /// The point of `data` to read: the point at ``position`` (the nearest one), or, when
    /// `interpolating` and ``interpolates`` and the data's x values are sorted, the place
    /// between the two points around it; `nil` outside the data or where its x is not finite.
    public func site(in data: SCISeriesDataView, interpolating: Bool) -> SCISeriesInfoSite? {
        guard position.isFinite, data.count > 0 else { return nil }
        let last = Double(data.count - 1)
        let clamped = min(max(position, 0), last)
        let between = interpolating && interpolates && data.isSorted
        let index = Int(between ? clamped.rounded(.down) : clamped.rounded())
        let fraction = between ? clamped - Double(index) : 0
        let site = SCISeriesInfoSite(index: index, fraction: fraction, isInterpolated: between, data: data)
        guard site.xValue.isFinite else { return nil }
        return site
    }

    /// The x of `site` on the x axis: the point's index (or the place between two) on a
    /// category axis, the data's x otherwise.
    public func axisX(of site: SCISeriesInfoSite) -> Double {
        guard xCalculator.isCategoryAxis else { return site.xValue }
        return site.isInterpolated ? min(max(position, 0), site.lastIndex) : Double(site.index)
    }

    /// Where a reading of `site` with value `y` stands, in surface coordinates: at the point,
    /// or at the asked x when the reading follows it between points. A y that is not finite
    /// gives a y that is not finite.
    public func location(of site: SCISeriesInfoSite, y: Double) -> CGPoint {
        let pixelX =
            if site.isInterpolated, let x { x } else {
                seriesArea.minX + CGFloat(xCalculator.getCoordinate(axisX(of: site)))
            }
        let pixelY = y.isFinite ? seriesArea.minY + CGFloat(yCalculator.getCoordinate(y)) : .nan
        return CGPoint(x: pixelX, y: pixelY)
    }
}

/// The point a reading reads: an index, and how far toward the next point it lies.
public struct SCISeriesInfoSite: Equatable, Sendable {
    /// The index of the point read (the first of the two around a place between them).
    public let index: Int
    /// How far from the point at ``index`` toward the next, `0..<1`: 0 reads the point itself.
    public let fraction: Double
    /// Whether the reading follows the asked x between points (a line read with
    /// interpolation), rather than standing on the nearest point.
    public let isInterpolated: Bool
    /// The index of the data's last point.
    let lastIndex: Double
    /// The data's x there: the point's, or the value between the two points' x values.
    public let xValue: Double

    init(index: Int, fraction: Double, isInterpolated: Bool, data: SCISeriesDataView) {
        self.index = index
        self.fraction = fraction
        self.isInterpolated = isInterpolated
        self.lastIndex = Double(data.count - 1)
        self.xValue = Self.value(column: SCISeriesDataView.x, at: index, fraction: fraction, in: data)
    }

    /// The value of `column` there: the point's, or the value between the two points'
    /// (NaN when either is not finite, or the column is not in the data).
    public func value(of column: Int, in data: SCISeriesDataView) -> Double {
        Self.value(column: column, at: index, fraction: fraction, in: data)
    }

    private static func value(column: Int, at index: Int, fraction: Double, in data: SCISeriesDataView)
        -> Double
    {
        let first = data.value(column: column, at: index)
        guard fraction > 0, first.isFinite else { return first }
        let second = data.value(column: column, at: index + 1)
        guard second.isFinite else { return .nan }
        return first + (second - first) * fraction
    }
}
