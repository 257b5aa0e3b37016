import Foundation

/// A tooltip of the series under the pointer: the nearest series within
/// ``hitTestRadius`` of the hit-test point, with a marker on its value and a tooltip of its
/// name, x and values, written as its axes write them.
///
/// The hit-test point is the pointer moved by ``offset`` towards ``markerPlacement`` (or by
/// ``customPointOffset``), so that on touch screens a finger does not cover it; it is
/// marked with a small cross while it is away from the pointer. The tooltip stands at
/// ``tooltipPosition`` from the marker and turns to the other side rather than leave the
/// series area.
///
/// ```swift
/// let tooltip = SCITooltipModifier()
/// tooltip.tooltipPosition = .bottomRight
/// surface.chartModifiers.add(tooltip)
/// ```
public final class SCITooltipModifier: SCITooltipModifierBase {
    /// Where the tooltip stands from its marker (default ``SCITooltipPosition/topRight``).
    public var tooltipPosition: SCITooltipPosition = .topRight { didSet { invalidateOverlay() } }

    /// The direction from the pointer to the hit-test point (default
    /// ``SCIPlacement/topLeft``), with ``offset``.
    public var markerPlacement: SCIPlacement = .topLeft { didSet { pointerDidMove(to: pointerLocation) } }

    /// How far the hit-test point is from the pointer towards ``markerPlacement``, in points
    /// (default 0: at the pointer). Negative or non-finite values read as 0.
    public var offset: CGFloat = 0 { didSet { pointerDidMove(to: pointerLocation) } }

    /// An offset from the pointer that replaces ``offset`` and ``markerPlacement`` when it is
    /// not zero (default zero).
    public var customPointOffset: CGPoint = .zero { didSet { pointerDidMove(to: pointerLocation) } }

    /// How near the hit-test point a series must pass to be hit, in points (default 20).
    public var hitTestRadius = 20.0 { didSet { pointerDidMove(to: pointerLocation) } }

    /// The series hit, and where its point was hit (surface coordinates).
    private var hit: (series: SCIRenderableSeriesBase, point: CGPoint, testedAt: CGPoint)? {
        didSet { invalidateOverlay() }
    }

    /// A tooltip at the pointer, above and to the right of its marker.
    public override init() {
        super.init()
    }

    public override func cursor(at location: CGPoint) -> SCICursor? {
        crosshairOverSeriesArea(at: location)
    }

    /// The point tested for `location`.
    func hitTestPoint(for location: CGPoint) -> CGPoint {
        if customPointOffset != .zero, customPointOffset.isFinite {
            return CGPoint(x: location.x + customPointOffset.x, y: location.y + customPointOffset.y)
        }
        let distance = offset.isFinite ? max(offset, 0) : 0
        let step = markerPlacement.step
        return CGPoint(x: location.x + step.x * distance, y: location.y + step.y * distance)
    }

    public override func pointerDidMove(to location: CGPoint?) {
        guard let location, let surface = parentSurface else {
            hit = nil
            return
        }
        let tested = hitTestPoint(for: location)
        let radius = hitTestRadius.isFinite ? max(hitTestRadius, 0) : 0
        var best: (series: SCIRenderableSeriesBase, info: SCIHitTestInfo)?
        // The series drawn last is on top: it wins a tie.
        for series in surface.allRenderableSeries.reversed() where reads(series) {
            let info = series.hitTest(at: tested, radius: radius)
            guard info.isHit, best.map({ info.distance < $0.info.distance }) ?? true else { continue }
            best = (series, info)
        }
        hit = best.map { ($0.series, $0.info.hitTestPoint, tested) }
    }

    /// What the tooltip shows in a frame laid out as `layout`, worked out from the layout
    /// alone: the series hit, read where it was hit, and the tooltip's lines; `nil` while no
    /// series is hit.
    func plan(in layout: SCIChartLayout) -> (reading: SeriesReading, lines: [String])? {
        guard let hit, let entry = layout.frameSeries.first(where: { $0.series === hit.series }),
            let reading = entry.series.reading(
                entry, at: useInterpolation ? hit.testedAt : hit.point, layout: layout,
                interpolate: useInterpolation)
        else { return nil }
        var lines = reading.name.isEmpty ? [] : [reading.name]
        lines.append("X: \(reading.xText)")
        lines += reading.values.count == 1 ? ["Y: \(reading.values[0])"] : reading.values
        return (reading, lines)
    }

    override func tooltipTexts(in layout: SCIChartLayout) -> [String] {
        guard showTooltip, let plan = plan(in: layout) else { return [] }
        return [plan.lines.joined(separator: "\n")]
    }

    public override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard let hit, let (reading, lines) = plan(in: layout) else { return }
        let area = layout.seriesArea
        list.beginGroup("tooltip")
        list.pushClip(area)
        if let location = pointerLocation, hit.testedAt != location {
            var cross = SCIPath()
            let point = hit.testedAt
            cross.move(to: CGPoint(x: point.x - 4, y: point.y - 4))
            cross.line(to: CGPoint(x: point.x + 4, y: point.y + 4))
            cross.move(to: CGPoint(x: point.x - 4, y: point.y + 4))
            cross.line(to: CGPoint(x: point.x + 4, y: point.y - 4))
            list.stroke(cross, SCIStroke(color: layout.theme.axisLabel, width: 1.5))
        }
        drawMarker(at: reading.point, color: reading.color, layout: layout, into: &list)
        if showTooltip {
            let font = tooltipFont(layout)
            let size = TooltipBox.size(of: lines, fontSize: Double(font.fontSize))
            let frame = Self.frame(of: size, at: reading.point, position: tooltipPosition, in: area)
            TooltipBox(lines: lines, color: reading.color, frame: frame).draw(into: &list, font: font)
        }
        list.popClip()
        list.endGroup()
    }

    /// The tooltip's frame at `position` from `marker`, turned to the other side on an axis
    /// where it would leave `area`, then kept inside it.
    static func frame(of size: CGSize, at marker: CGPoint, position: SCITooltipPosition, in area: CGRect)
        -> CGRect
    {
        let gap = 8.0
        var toRight = position == .topRight || position == .bottomRight
        var below = position == .bottomLeft || position == .bottomRight
        if toRight && marker.x + gap + size.width > area.maxX {
            toRight = false
        } else if !toRight && marker.x - gap - size.width < area.minX {
            toRight = true
        }
        if below && marker.y + gap + size.height > area.maxY {
            below = false
        } else if !below && marker.y - gap - size.height < area.minY {
            below = true
        }
        let x = toRight ? marker.x + gap : marker.x - gap - size.width
        let y = below ? marker.y + gap : marker.y - gap - size.height
        return CGRect(x: x, y: y, width: size.width, height: size.height).keptInside(area)
    }
}
