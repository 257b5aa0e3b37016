import Foundation

/// How a path is stroked, in pixels.
public struct SCIStroke: Hashable, Sendable {
    /// How the segments of a path meet at its corners.
    public enum LineJoin: UInt8, Sendable {
        /// Sharp corners, the outer edges extended until they meet.
        case miter
        /// Rounded corners (the default).
        case round
        /// Corners cut off straight.
        case bevel
    }

    /// How the open ends of a path are drawn.
    public enum LineCap: UInt8, Sendable {
        /// Ends cut square at the end point (the default).
        case butt
        /// Ends rounded, half the width beyond the end point.
        case round
        /// Ends squared off, half the width beyond the end point.
        case square
    }

    /// The colour of the line, alpha included.
    public var color: SCIColor
    /// The line width in pixels, from 0 to 1000.
    public var width: Double
    /// Alternating dash and gap lengths in pixels; empty for a solid line (the default).
    public var dashes: [Double]
    /// Whether edges are antialiased; `true` by default.
    public var antialias: Bool
    /// How segments meet; ``LineJoin/round`` by default.
    public var lineJoin: LineJoin
    /// How open ends are drawn; ``LineCap/butt`` by default.
    public var lineCap: LineCap

    /// A stroke of `width` pixels. Non-finite or negative widths and dashes become 0, widths are
    /// capped at 1000 and dash lengths at 100,000; all-zero dashes draw a solid line.
    public init(
        color: SCIColor, width: Double, dashes: [Double] = [], antialias: Bool = true,
        lineJoin: LineJoin = .round, lineCap: LineCap = .butt
    ) {
        self.color = color
        self.width = width.isFinite ? min(max(width, 0), 1000) : 0
        self.dashes = dashes.map { $0.isFinite ? min(max($0, 0), 1e5) : 0 }
        if self.dashes.allSatisfy({ $0 == 0 }) { self.dashes = [] }
        self.antialias = antialias
        self.lineJoin = lineJoin
        self.lineCap = lineCap
    }

    /// A stroke from a pen style, or `nil` when the pen draws nothing.
    public init?(_ pen: SCIPenStyle?, opacity: Double = 1) {
        guard let pen, pen.isVisible else { return nil }
        self.init(
            color: pen.color.multiplyingAlpha(by: opacity), width: Double(pen.thickness),
            dashes: pen.strokeDashArray?.map(Double.init) ?? [], antialias: pen.antiAliasing)
    }
}

/// How a path is filled.
public struct SCIFill: Hashable, Sendable {
    /// The colour of the fill, alpha included.
    public var color: SCIColor
    /// Whether overlapping subpaths cancel (the even-odd rule) rather than add (non-zero
    /// winding, the default).
    public var evenOdd: Bool

    /// A fill in `color`, by the non-zero winding rule unless `evenOdd` is set.
    public init(color: SCIColor, evenOdd: Bool = false) {
        self.color = color
        self.evenOdd = evenOdd
    }

    /// A fill from a brush style, or `nil` when the brush paints nothing.
    public init?(_ brush: SCIBrushStyle?, opacity: Double = 1) {
        guard let brush, brush.isVisible else { return nil }
        self.init(color: brush.color.multiplyingAlpha(by: opacity))
    }
}

/// One line of text placed at its baseline origin.
public struct SCITextRun: Hashable, Sendable {
    /// The text, with control characters removed.
    public let text: String
    /// The left end of the baseline before rotation, in pixels.
    public let origin: CGPoint
    /// The font size in pixels, from 0 to 1000.
    public let fontSize: Double
    /// Whether the text is set in DejaVu Sans Bold rather than DejaVu Sans.
    public let isBold: Bool
    /// The colour of the glyphs.
    public let color: SCIColor
    /// Clockwise rotation in degrees about `origin`.
    public let rotation: Double
    /// The advance width of the text, measured with the embedded metrics.
    public let width: Double

    /// A run of `text` whose baseline starts at `origin`, rotated clockwise by `rotation`
    /// degrees (default 0). Control characters are removed, the text is capped at 4,096
    /// characters and non-finite numbers become 0.
    public init(
        text: String, origin: CGPoint, fontSize: Double, isBold: Bool, color: SCIColor, rotation: Double = 0
    ) {
        let clean = SCITextRun.sanitize(text)
        self.text = clean
        self.origin = CGPoint(x: Double(origin.x).drawable, y: Double(origin.y).drawable)
        self.fontSize = fontSize.isFinite ? min(max(fontSize, 0), 1000) : 0
        self.isBold = isBold
        self.color = color
        self.rotation = rotation.isFinite ? rotation : 0
        self.width = SCITextMetrics.width(of: clean, fontSize: self.fontSize, bold: isBold)
    }

    /// The unrotated box of the text: from the ascent above the baseline to the descent below.
    public var bounds: CGRect {
        let ascent = SCITextMetrics.ascent(fontSize: fontSize)
        return CGRect(
            x: origin.x, y: origin.y - ascent, width: width,
            height: ascent + SCITextMetrics.descent(fontSize: fontSize))
    }

    /// Removes control characters and code points XML cannot carry, and caps the length.
    static func sanitize(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(4096) {
            switch scalar.value {
            case 0x09: scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}

/// An affine map of drawing coordinates: `x' = a x + c y + tx`, `y' = b x + d y + ty`.
public struct SCIAffineTransform: Hashable, Sendable {
    /// The x scale: how much of x goes into x'.
    public var a: Double
    /// How much of x goes into y'.
    public var b: Double
    /// How much of y goes into x'.
    public var c: Double
    /// The y scale: how much of y goes into y'.
    public var d: Double
    /// The translation added to x'.
    public var tx: Double
    /// The translation added to y'.
    public var ty: Double

    /// The transform with the given coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// No change.
    public static let identity = SCIAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The mirror across the diagonal: x and y swapped (how vertical charts draw series).
    public static let transpose = SCIAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)

    /// The image of `point`.
    public func apply(_ point: CGPoint) -> CGPoint {
        let x = Double(point.x)
        let y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// This transform applied after `inner`.
    public func concatenating(_ inner: SCIAffineTransform) -> SCIAffineTransform {
        SCIAffineTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b, c: a * inner.c + c * inner.d,
            d: b * inner.c + d * inner.d, tx: a * inner.tx + c * inner.ty + tx,
            ty: b * inner.tx + d * inner.ty + ty)
    }

    /// Whether the transform is finite (a non-finite one is replaced by the identity).
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

/// One shape drawn at many points, such as the point markers of a series: backends draw
/// the shape once and copy it to each point.
///
/// The centres are transformed by the current transform; the shape is not: markers stay
/// upright on vertical charts.
public struct SCIMarkerRun: Hashable, Sendable {
    /// The shape, centred on (0, 0).
    public var shape: SCIPath
    /// How each marker is filled, or `nil` for no fill.
    public var fill: SCIFill?
    /// How each marker is outlined, or `nil` for no outline.
    public var stroke: SCIStroke?
    /// The centres as x, y pairs.
    public private(set) var centers: [Double] = []

    /// A run of `shape` with no centres yet: add them with ``append(_:)``.
    public init(shape: SCIPath, fill: SCIFill?, stroke: SCIStroke?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    /// The number of centres.
    public var count: Int { centers.count / 2 }

    /// Makes room for `count` centres.
    public mutating func reserveCapacity(_ count: Int) {
        centers.reserveCapacity(2 * max(count, 0))
    }

    /// Adds a centre; non-finite ones are skipped.
    public mutating func append(_ center: CGPoint) {
        guard center.isFinite else { return }
        centers.append(Double(center.x).drawable)
        centers.append(Double(center.y).drawable)
    }

    /// Centre `index`.
    public func center(at index: Int) -> CGPoint {
        CGPoint(x: centers[2 * index], y: centers[2 * index + 1])
    }
}

/// One drawing instruction, in pixel space.
public enum SCIDrawCommand: Hashable, Sendable {
    /// Fills a path.
    case fill(SCIPath, SCIFill)
    /// Strokes a path.
    case stroke(SCIPath, SCIStroke)
    /// Draws one line of text.
    case text(SCITextRun)
    /// One shape at many centres.
    case markers(SCIMarkerRun)
    /// Maps the coordinates of later commands (paths, clips, marker centres and text
    /// origins; not marker shapes or glyphs) until the matching `popTransform`.
    case pushTransform(SCIAffineTransform)
    /// Ends the innermost ``pushTransform(_:)``.
    case popTransform
    /// Intersects the clip with a rectangle until the matching `popClip`.
    case pushClip(CGRect)
    /// Ends the innermost ``pushClip(_:)``.
    case popClip
    /// Starts a group drawn with `opacity`, named for inspection.
    case beginGroup(name: String, opacity: Double)
    /// Ends the innermost ``beginGroup(name:opacity:)``.
    case endGroup
}

/// A list of pixel-space drawing commands: what a frame or a layer of it draws.
///
/// Tests read it directly; backends (SVG, Cairo) replay it.
public struct SCIDisplayList: Hashable, Sendable {
    /// The commands, in drawing order.
    public private(set) var commands: [SCIDrawCommand] = []

    /// An empty list.
    public init() {}

    /// Fills `path`; skipped when the path is empty or the fill is `nil` or transparent.
    public mutating func fill(_ path: SCIPath, _ fill: SCIFill?) {
        guard let fill, !path.isEmpty, fill.color.alpha > 0 else { return }
        commands.append(.fill(path, fill))
    }

    /// Strokes `path`; skipped when the path is empty or the stroke is `nil`, transparent or
    /// zero wide.
    public mutating func stroke(_ path: SCIPath, _ stroke: SCIStroke?) {
        guard let stroke, !path.isEmpty, stroke.width > 0, stroke.color.alpha > 0 else { return }
        commands.append(.stroke(path, stroke))
    }

    /// Fills and then strokes one path.
    public mutating func draw(_ path: SCIPath, fill: SCIFill?, stroke: SCIStroke?) {
        self.fill(path, fill)
        self.stroke(path, stroke)
    }

    /// Draws a text run; skipped when it is empty, has no size or is transparent.
    public mutating func text(_ run: SCITextRun) {
        guard !run.text.isEmpty, run.fontSize > 0, run.color.alpha > 0 else { return }
        commands.append(.text(run))
    }

    /// Draws one shape at many centres; skipped when it has no centre or draws nothing.
    public mutating func markers(_ run: SCIMarkerRun) {
        let fills = run.fill.map { $0.color.alpha > 0 } ?? false
        let strokes = run.stroke.map { $0.color.alpha > 0 && $0.width > 0 } ?? false
        guard run.count > 0, !run.shape.isEmpty, fills || strokes else { return }
        commands.append(.markers(run))
    }

    /// Maps later commands through `transform` until ``popTransform()``.
    public mutating func pushTransform(_ transform: SCIAffineTransform) {
        commands.append(.pushTransform(transform.isFinite ? transform : .identity))
    }

    /// Ends the innermost ``pushTransform(_:)``.
    public mutating func popTransform() {
        commands.append(.popTransform)
    }

    /// Clips later commands to `rect` (intersected with any clip already pushed) until
    /// ``popClip()``; a non-finite rectangle clips everything away.
    public mutating func pushClip(_ rect: CGRect) {
        let rect = rect.standardized
        commands.append(.pushClip(rect.isFiniteRect ? rect : .zero))
    }

    /// Ends the innermost ``pushClip(_:)``.
    public mutating func popClip() {
        commands.append(.popClip)
    }

    /// Starts a group named `name` (for ``group(named:)``, and `data-name` in SVG) drawn with
    /// `opacity`, from 0 to 1 (default 1), until ``endGroup()``.
    public mutating func beginGroup(_ name: String, opacity: Double = 1) {
        commands.append(.beginGroup(name: name, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1))
    }

    /// Ends the innermost ``beginGroup(_:opacity:)``.
    public mutating func endGroup() {
        commands.append(.endGroup)
    }

    /// Appends another list's commands.
    public mutating func append(_ other: SCIDisplayList) {
        commands.append(contentsOf: other.commands)
    }

    /// Every text run, in drawing order.
    public var textRuns: [SCITextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// The commands inside the first group named `name` (nested groups included).
    public func group(named name: String) -> SCIDisplayList? {
        let start = commands.firstIndex {
            if case .beginGroup(let groupName, _) = $0 { groupName == name } else { false }
        }
        guard let start else { return nil }
        var depth = 0
        var result = SCIDisplayList()
        for command in commands[(start + 1)...] {
            switch command {
            case .beginGroup: depth += 1
            case .endGroup:
                if depth == 0 { return result }
                depth -= 1
            default: break
            }
            result.commands.append(command)
        }
        return result
    }

    /// The names of every group, in order.
    public var groupNames: [String] {
        commands.compactMap { if case .beginGroup(let name, _) = $0 { name } else { nil } }
    }
}

/// Horizontal placement of text relative to its anchor.
public enum SCITextHorizontalAnchor: Sendable {
    /// Anchored at the left end of the text.
    case left
    /// Anchored at the middle of the text's width.
    case center
    /// Anchored at the right end of the text.
    case right
}

/// Vertical placement of text relative to its anchor.
public enum SCITextVerticalAnchor: Sendable {
    /// Anchored at the top of the ascent.
    case top
    /// Anchored halfway between the ascent and the descent.
    case center
    /// Anchored on the baseline.
    case baseline
    /// Anchored at the bottom of the descent.
    case bottom
}

extension SCITextRun {
    /// A text run anchored at `anchor` by the given sides of its box; with a rotation, the
    /// box is rotated about the anchor.
    public init(
        text: String, anchor: CGPoint, horizontal: SCITextHorizontalAnchor, vertical: SCITextVerticalAnchor,
        font: SCIFontStyle, rotation: Double = 0, opacity: Double = 1
    ) {
        let size = Double(font.fontSize)
        let clean = SCITextRun.sanitize(text)
        let width = SCITextMetrics.width(of: clean, fontSize: size, bold: font.isBold)
        let ascent = SCITextMetrics.ascent(fontSize: size)
        let descent = SCITextMetrics.descent(fontSize: size)
        let dx: Double =
            switch horizontal {
            case .left: 0
            case .center: -width / 2
            case .right: -width
            }
        let dy: Double =
            switch vertical {
            case .top: ascent
            case .center: (ascent - descent) / 2
            case .baseline: 0
            case .bottom: -descent
            }
        let radians = (rotation.isFinite ? rotation : 0) * .pi / 180
        let origin = CGPoint(
            x: Double(anchor.x) + dx * cos(radians) - dy * sin(radians),
            y: Double(anchor.y) + dx * sin(radians) + dy * cos(radians))
        self.init(
            text: clean, origin: origin, fontSize: size, isBold: font.isBold,
            color: font.color.multiplyingAlpha(by: opacity), rotation: rotation)
    }
}
