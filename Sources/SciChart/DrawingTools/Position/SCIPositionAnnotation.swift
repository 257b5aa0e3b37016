import Foundation

/// A long or short position: an entry, a stop and a target price over one time span, the
/// profit zone (entry to target) and the risk zone (entry to stop) filled, each level
/// labelled with its price, its distance from the entry and the percent, and the
/// risk/reward ratio on the entry.
///
/// The side follows from the target: above the entry is long, below is short. The span runs
/// from the entry's time to the target's; the stop's grip moves the stop's price only, the
/// entry's and the target's move their price and time, and the other levels stay put. An
/// entry on the stop shows no ratio rather than an infinite one.
public final class SCIPositionAnnotation: SCIMultiPointAnnotationBase {
    /// The entry line is the position's colour; profit and loss keep theirs.
    override var mainStyleKeys: (pen: String?, brush: String?) { ("entryStroke", nil) }
    override var unstyledKeys: Set<String> { ["profitFill", "lossFill"] }

    /// The profit zone's fill (default translucent green).
    public var profitFill: SCIBrushStyle = SCIPositionAnnotation.defaultProfitFill {
        didSet { if oldValue !== profitFill { invalidate() } }
    }
    /// The risk zone's fill (default translucent red).
    public var lossFill: SCIBrushStyle = SCIPositionAnnotation.defaultLossFill {
        didSet { if oldValue !== lossFill { invalidate() } }
    }
    /// The target's line and label background (default green `0xFF089981`).
    public var profitStroke: SCIPenStyle = SCIPositionAnnotation.defaultProfitStroke {
        didSet { if oldValue !== profitStroke { invalidate() } }
    }
    /// The stop's line and label background (default red `0xFFF23645`).
    public var lossStroke: SCIPenStyle = SCIPositionAnnotation.defaultLossStroke {
        didSet { if oldValue !== lossStroke { invalidate() } }
    }
    /// The entry's line and label background (default grey `0xFF787B86`).
    public var entryStroke: SCIPenStyle = SCIPositionAnnotation.defaultEntryStroke {
        didSet { if oldValue !== entryStroke { invalidate() } }
    }
    /// The labels' font (default 11 points, white, on each level's colour).
    public var labelStyle: SCIFontStyle = SCIPositionAnnotation.defaultLabelStyle {
        didSet { if oldValue !== labelStyle { invalidate() } }
    }

    /// Green `0x33089981`.
    public static let defaultProfitFill = SCISolidBrushStyle(color: 0x3308_9981)
    /// Red `0x33F23645`.
    public static let defaultLossFill = SCISolidBrushStyle(color: 0x33F2_3645)
    /// Green `0xFF089981`, 1 point.
    public static let defaultProfitStroke = SCISolidPenStyle(color: 0xFF08_9981, thickness: 1)
    /// Red `0xFFF23645`, 1 point.
    public static let defaultLossStroke = SCISolidPenStyle(color: 0xFFF2_3645, thickness: 1)
    /// Grey `0xFF787B86`, 1 point.
    public static let defaultEntryStroke = SCISolidPenStyle(color: 0xFF78_7B86, thickness: 1)
    /// 11 points, white.
    public static let defaultLabelStyle = SCIFontStyle(fontSize: 11, textColor: .white)

    /// Creates an empty position; a creation modifier places the entry, the stop, then the
    /// target.
    public init() {
        super.init(pointCount: 3, creationType: .position)
    }

    /// The entry, stop and target prices; NaN for those not placed.
    public var entryPrice: Double { dataPoints.first?.y ?? .nan }
    /// The stop's price.
    public var stopPrice: Double { dataPoints.count > 1 ? dataPoints[1].y : .nan }
    /// The target's price.
    public var targetPrice: Double { dataPoints.count > 2 ? dataPoints[2].y : .nan }

    /// Whether the position is long (the target above the entry); `true` until the target is
    /// placed.
    public var isLong: Bool { !(targetPrice < entryPrice) }

    /// The reward over the risk, |target - entry| / |entry - stop|; `nil` until all three are
    /// placed and when the entry is on the stop.
    public var riskRewardRatio: Double? {
        let risk = abs(entryPrice - stopPrice)
        let reward = abs(targetPrice - entryPrice)
        guard dataPoints.count == 3, risk > 0, (reward / risk).isFinite else { return nil }
        return reward / risk
    }

    /// The stop's grip moves its price only; the others move freely.
    public override func points(
        movingGrip index: Int, to point: SCIDataPoint, from points: [SCIDataPoint],
        mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        var moved = points
        guard moved.indices.contains(index) else { return moved }
        moved[index] = index == 1 ? SCIDataPoint(x: moved[1].x, y: point.y) : point
        return moved
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        drawPosition(pixels: pixels, mapping: mapping, into: &list)
    }

    /// The two zones, grown by a few points, take a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        guard let box = zoneBox(pixels) else {
            return super.bodyContains(location, pixels: pixels, mapping: mapping)
        }
        return box.insetBy(dx: -Self.bodyHitDistance, dy: -Self.bodyHitDistance).contains(location)
    }

    /// The five styles and the label font, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setBrush(profitFill, forKey: "profitFill")
        settings.setBrush(lossFill, forKey: "lossFill")
        settings.setPen(profitStroke, forKey: "profitStroke")
        settings.setPen(lossStroke, forKey: "lossStroke")
        settings.setPen(entryStroke, forKey: "entryStroke")
        settings.setFont(labelStyle, forKey: "label")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let brush = try settings.brush(forKey: "profitFill") { profitFill = brush }
        if let brush = try settings.brush(forKey: "lossFill") { lossFill = brush }
        if let pen = try settings.pen(forKey: "profitStroke") { profitStroke = pen }
        if let pen = try settings.pen(forKey: "lossStroke") { lossStroke = pen }
        if let pen = try settings.pen(forKey: "entryStroke") { entryStroke = pen }
        if let font = try settings.font(forKey: "label") { labelStyle = font }
    }
}
