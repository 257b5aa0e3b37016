import Foundation
import SciChart

/// A modifier that writes every event it sees to standard output, one line each, for the
/// end-to-end test (`scripts/e2e-gtk`) to read. It handles nothing, so the tools after it
/// see every event.
final class EventLog: SCIChartModifierBase {
    /// Frames drawn, counted from the overlay pass every frame makes.
    private(set) var frames = 0

    override init() {
        super.init()
        receiveHandledEvents = true
    }

    override func onPointerBegan(_ args: SCIPointerArgs) -> Bool { log(args, "began") }
    override func onPointerMoved(_ args: SCIPointerArgs) -> Bool { log(args, "moved") }
    override func onPointerEnded(_ args: SCIPointerArgs) -> Bool { log(args, "ended") }
    override func onPointerCancelled(_ args: SCIPointerArgs) { _ = log(args, "cancelled") }
    override func onHover(_ args: SCIPointerArgs) -> Bool { log(args, "hovered") }

    override func onScroll(_ args: SCIScrollArgs) -> Bool {
        EventLog.write(
            "scroll dx=\(Self.format(args.deltaX)) dy=\(Self.format(args.deltaY)) "
                + "x=\(Self.format(args.location.x)) y=\(Self.format(args.location.y))")
        return false
    }

    override func onKey(_ args: SCIKeyArgs) -> Bool {
        EventLog.write("key \(args.key) mods=\(Self.names(args.modifiers))")
        return false
    }

    override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        frames += 1
        EventLog.write("frame \(frames) annotations=\(parentSurface?.annotations.count ?? 0)")
    }

    private func log(_ args: SCIPointerArgs, _ phase: String) -> Bool {
        let size = parentSurface?.frame.size ?? .zero
        EventLog.write(
            "pointer \(phase) x=\(Self.format(args.location.x)) y=\(Self.format(args.location.y)) "
                + "t=\(String(format: "%.3f", args.event.timestamp)) mods=\(Self.names(args.event.modifiers)) "
                + "size=\(Int(size.width))x\(Int(size.height))")
        return false
    }

    /// Writes one line to standard output at once.
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
    private static func format(_ value: CGFloat) -> String { format(Double(value)) }

    private static func names(_ modifiers: SCIKeyModifiers) -> String {
        let names = [
            (SCIKeyModifiers.shift, "shift"), (.control, "control"), (.alt, "alt"), (.command, "command"),
        ]
        .filter { modifiers.contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}
