import Foundation

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
