import Foundation

/// A list of pixel-space drawing commands: what a frame or a layer of it draws.
///
/// Tests read it directly; backends (SVG, Cairo) replay it.
///
/// The list is always balanced: ``commands`` closes every transform, clip and group still
/// open, a pop closes the innermost open scope of its kind (and any opened inside it), and a
/// pop with none of its kind open is ignored. So every pop a backend reads ends the scope
/// opened last, and what one part of a frame leaves open cannot reach the next.
public struct SCIDisplayList: Hashable, Sendable {
    /// What a push opened, and the command that closes it.
    enum Scope: Hashable, Sendable {
        case transform
        case clip
        case group

        var closer: SCIDrawCommand {
            switch self {
            case .transform: .popTransform
            case .clip: .popClip
            case .group: .endGroup
            }
        }
    }

    /// The commands as added, balanced but for the scopes still open.
    private var stored: [SCIDrawCommand] = []
    /// The scopes open, innermost last.
    private var openScopes: [Scope] = []
    /// The clip in force inside each open scope, in that scope's coordinates (`nil`: none),
    /// and the transforms pushed to get there: what a gradient without a box of its own is
    /// laid over (the visible part of its shape, as it shows).
    private var scopeStates: [(clip: CGRect?, transform: SCIAffineTransform)] = []

    /// The commands, in drawing order, with every scope still open closed.
    public var commands: [SCIDrawCommand] {
        openScopes.isEmpty ? stored : stored + openScopes.reversed().map(\.closer)
    }

    /// An empty list.
    public init() {}

    /// The number of scopes (transforms, clips, groups) open now.
    var openScopeCount: Int { openScopes.count }

    /// Closes the scopes opened after there were `depth` open.
    mutating func closeScopes(downTo depth: Int) {
        while openScopes.count > max(depth, 0) {
            stored.append(openScopes.removeLast().closer)
            scopeStates.removeLast()
        }
    }

    /// The clip in force now, in the current coordinates.
    private var currentClip: CGRect? { scopeStates.last?.clip ?? nil }

    /// The transforms pushed and in force now, composed.
    private var currentTransform: SCIAffineTransform { scopeStates.last?.transform ?? .identity }

    private mutating func open(
        _ scope: Scope, with command: SCIDrawCommand, clip: CGRect?, transform: SCIAffineTransform? = nil
    ) {
        stored.append(command)
        openScopes.append(scope)
        scopeStates.append((clip, transform ?? currentTransform))
    }

    /// Closes the innermost open `scope` and every scope opened inside it; nothing when none
    /// is open.
    private mutating func close(_ scope: Scope) {
        guard let index = openScopes.lastIndex(of: scope) else { return }
        closeScopes(downTo: index)
    }

    public static func == (lhs: SCIDisplayList, rhs: SCIDisplayList) -> Bool {
        lhs.commands == rhs.commands
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(commands)
    }

    /// Fills `path`; skipped when the path is empty or the fill is `nil` or transparent.
    ///
    /// A gradient without a ``SCIGradient/box`` is laid over the visible part of the shape
    /// as it shows: its bounds within the clip in force (the series area, for a series), with
    /// (0, 0) at the top-left as drawn, under any transform pushed (a vertical chart's).
    public mutating func fill(_ path: SCIPath, _ fill: SCIFill?) {
        guard var fill, !path.isEmpty, fill.isVisible else { return }
        if let gradient = fill.gradient, gradient.box == nil {
            let bounds = path.bounds
            let visible = currentClip.map { $0.intersection(bounds) } ?? bounds
            fill.gradient = gradient.laid(
                over: visible.isNull || visible.isEmpty ? bounds : visible, under: currentTransform)
        }
        stored.append(.fill(path, fill))
    }

    /// Strokes `path`; skipped when the path is empty or the stroke is `nil`, transparent or
    /// zero wide.
    public mutating func stroke(_ path: SCIPath, _ stroke: SCIStroke?) {
        guard let stroke, !path.isEmpty, stroke.width > 0, stroke.color.alpha > 0 else { return }
        stored.append(.stroke(path, stroke))
    }

    /// Fills and then strokes one path.
    public mutating func draw(_ path: SCIPath, fill: SCIFill?, stroke: SCIStroke?) {
        self.fill(path, fill)
        self.stroke(path, stroke)
    }

    /// Draws a text run; skipped when it is empty, has no size or is transparent.
    public mutating func text(_ run: SCITextRun) {
        guard !run.text.isEmpty, run.fontSize > 0, run.color.alpha > 0 else { return }
        stored.append(.text(run))
    }

    /// Draws a picture over its rectangle (a fill of the rectangle with the picture).
    public mutating func image(_ run: SCIImageRun) {
        var path = SCIPath()
        path.addRect(run.rect)
        stored.append(.fill(path, SCIFill(image: run)))
    }

    /// Draws one shape at many centres; skipped when it has no centre or draws nothing.
    public mutating func markers(_ run: SCIMarkerRun) {
        let fills = run.fill?.isVisible ?? false
        let strokes = run.stroke.map { $0.color.alpha > 0 && $0.width > 0 } ?? false
        guard run.count > 0, !run.shape.isEmpty, fills || strokes else { return }
        stored.append(.markers(run))
    }

    /// Maps later commands through `transform` until ``popTransform()``.
    public mutating func pushTransform(_ transform: SCIAffineTransform) {
        let transform = transform.isFinite ? transform : .identity
        let clip = currentClip.flatMap { clip in transform.inverted.map { $0.bounds(of: clip) } }
        open(
            .transform, with: .pushTransform(transform), clip: clip,
            transform: currentTransform.concatenating(transform))
    }

    /// Ends the innermost ``pushTransform(_:)``.
    public mutating func popTransform() {
        close(.transform)
    }

    /// Clips later commands to `rect` (intersected with any clip already pushed) until
    /// ``popClip()``; a non-finite rectangle clips everything away.
    public mutating func pushClip(_ rect: CGRect) {
        let rect = rect.standardized.isFiniteRect ? rect.standardized : .zero
        open(.clip, with: .pushClip(rect), clip: currentClip.map { $0.intersection(rect) } ?? rect)
    }

    /// Ends the innermost ``pushClip(_:)``.
    public mutating func popClip() {
        close(.clip)
    }

    /// Starts a group named `name` (for ``group(named:)``, and `data-name` in SVG) drawn with
    /// `opacity`, from 0 to 1 (default 1), until ``endGroup()``.
    public mutating func beginGroup(_ name: String, opacity: Double = 1) {
        open(
            .group, with: .beginGroup(name: name, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1),
            clip: currentClip)
    }

    /// Ends the innermost ``beginGroup(_:opacity:)``.
    public mutating func endGroup() {
        close(.group)
    }

    /// Appends another list's commands.
    public mutating func append(_ other: SCIDisplayList) {
        stored.append(contentsOf: other.commands)
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
            result.stored.append(command)
        }
        return result
    }

    /// The names of every group, in order.
    public var groupNames: [String] {
        commands.compactMap { if case .beginGroup(let name, _) = $0 { name } else { nil } }
    }
}
