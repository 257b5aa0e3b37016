import Foundation
import Testing

@testable import SciChart

/// Builds surfaces and events for tests.
enum Fixture {
    static let frame = CGRect(x: 0, y: 0, width: 800, height: 600)

    /// A surface with one numeric x and y axis over fixed ranges.
    static func numericSurface(
        x: SCIDoubleRange = SCIDoubleRange(min: 0, max: 100),
        y: SCIDoubleRange = SCIDoubleRange(min: 0, max: 50),
        frame: CGRect = frame
    ) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: frame)
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = x
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = y
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        return surface
    }

    static func date(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)!
    }

    static func seconds(_ text: String) -> Double { date(text).timeIntervalSince1970 }
}

extension SCIChartSurface {
    /// Sends one pointer event at a point.
    @discardableResult
    func pointer(_ phase: SCIPointerPhase, _ x: Double, _ y: Double, id: Int = 0, time: TimeInterval = 0)
        -> Bool
    {
        handlePointer(
            SCIPointerEvent(phase: phase, location: CGPoint(x: x, y: y), pointerId: id, timestamp: time))
    }

    /// A press, moves and release along `points`.
    func drag(_ points: [CGPoint], id: Int = 0, time: TimeInterval = 0) {
        guard let first = points.first, let last = points.last else { return }
        handlePointer(SCIPointerEvent(phase: .began, location: first, pointerId: id, timestamp: time))
        for point in points.dropFirst() {
            handlePointer(SCIPointerEvent(phase: .moved, location: point, pointerId: id, timestamp: time))
        }
        handlePointer(SCIPointerEvent(phase: .ended, location: last, pointerId: id, timestamp: time))
    }

    /// A surface point of data values on the default axes.
    func point(x: Double, y: Double) -> CGPoint {
        currentLayout.surfacePoint(x: x, y: y)
    }
}

extension SCIDisplayList {
    /// Every coordinate of every path and text origin.
    var allCoordinates: [Double] {
        var values: [Double] = []
        for command in commands {
            switch command {
            case .fill(let path, _), .stroke(let path, _): values += path.coordinates
            case .text(let run):
                values += [Double(run.origin.x), Double(run.origin.y), run.width, run.fontSize]
            case .pushClip(let rect):
                values += [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
            case .beginGroup(_, let opacity): values.append(opacity)
            case .markers(let run): values += run.shape.coordinates + run.centers
            case .pushTransform(let t): values += [t.a, t.b, t.c, t.d, t.tx, t.ty]
            case .popClip, .endGroup, .popTransform: break
            }
        }
        return values
    }

    /// Whether every number in the list is finite.
    var isFinite: Bool { allCoordinates.allSatisfy(\.isFinite) }

    /// The stroked paths.
    var strokes: [(SCIPath, SCIStroke)] {
        commands.compactMap { if case .stroke(let path, let stroke) = $0 { (path, stroke) } else { nil } }
    }

    /// The marker runs.
    var markerRuns: [SCIMarkerRun] {
        commands.compactMap { if case .markers(let run) = $0 { run } else { nil } }
    }

    /// The filled paths.
    var fills: [(SCIPath, SCIFill)] {
        commands.compactMap { if case .fill(let path, let fill) = $0 { (path, fill) } else { nil } }
    }
}

/// A modifier that records what it receives.
final class RecordingModifier: SCIChartModifierBase {
    let name: String
    var handles: Bool
    private(set) var log: [String] = []
    let shared: SharedLog?

    init(_ name: String, handles: Bool = false, shared: SharedLog? = nil) {
        self.name = name
        self.handles = handles
        self.shared = shared
    }

    private func record(_ entry: String, _ args: SCIPointerArgs? = nil) {
        let text = args.map { "\(entry)\($0.isHandled ? "!" : "")" } ?? entry
        log.append(text)
        shared?.entries.append("\(name).\(text)")
    }

    override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        record("began", args)
        return handles
    }

    override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        record("moved", args)
        return handles
    }

    override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        record("ended", args)
        return handles
    }

    override func onPointerCancelled(_ args: SCIPointerArgs) {
        record("cancelled")
    }

    override func onTap(_ args: SCIPointerArgs) -> Bool {
        record("tap")
        return false
    }

    override func onDoubleTap(_ args: SCIPointerArgs) -> Bool {
        record("doubleTap")
        return false
    }

    override func onHover(_ args: SCIPointerArgs) -> Bool {
        record("hover")
        return false
    }

    override func onScroll(_ args: SCIScrollArgs) -> Bool {
        record("scroll")
        return handles
    }

    override func onKey(_ args: SCIKeyArgs) -> Bool {
        record("key")
        return handles
    }

    override func onAttached(to surface: SCIChartSurface) { record("attached") }
    override func onDetached(from surface: SCIChartSurface) { record("detached") }
}

/// A log several recorders append to, to check order across them.
final class SharedLog {
    var entries: [String] = []
}

extension SCIDisplayList {
    /// The list with every transform applied to the coordinates it governs (paths, clips,
    /// marker centres, text origins) and the transform commands dropped: what a backend
    /// puts on the surface.
    var flattened: SCIDisplayList {
        var result = SCIDisplayList()
        var stack: [SCIAffineTransform] = []
        var transform = SCIAffineTransform.identity
        func map(_ path: SCIPath) -> SCIPath {
            var mapped = SCIPath()
            for element in path.elements {
                switch element {
                case .move(let point): mapped.move(to: transform.apply(point))
                case .line(let point): mapped.line(to: transform.apply(point))
                case .curve(let c1, let c2, let point):
                    mapped.curve(
                        to: transform.apply(point), control1: transform.apply(c1),
                        control2: transform.apply(c2))
                case .close: mapped.close()
                }
            }
            return mapped
        }
        for command in commands {
            switch command {
            case .pushTransform(let next):
                stack.append(transform)
                transform = transform.concatenating(next)
            case .popTransform:
                transform = stack.popLast() ?? .identity
            case .fill(let path, var fill):
                if let run = fill.image {
                    // A transform that swaps the axes turns the picture's rows into columns.
                    let swaps = transform.b != 0 || transform.c != 0
                    let pixels =
                        swaps
                        ? (0..<run.width).flatMap { column in
                            (0..<run.height).map { run.pixels[$0 * run.width + column] }
                        } : run.pixels
                    fill.image = SCIImageRun(
                        rect: transform.bounds(of: run.rect), width: swaps ? run.height : run.width,
                        height: swaps ? run.width : run.height, pixels: pixels, isSmooth: run.isSmooth)
                }
                result.fill(map(path), fill)
            case .stroke(let path, let stroke): result.stroke(map(path), stroke)
            case .markers(let run):
                var mapped = SCIMarkerRun(shape: run.shape, fill: run.fill, stroke: run.stroke)
                for index in 0..<run.count { mapped.append(transform.apply(run.center(at: index))) }
                result.markers(mapped)
            case .text(let run):
                result.text(
                    SCITextRun(
                        text: run.text, origin: transform.apply(run.origin), fontSize: run.fontSize,
                        isBold: run.isBold, color: run.color, rotation: run.rotation))
            case .pushClip(let rect): result.pushClip(rect)
            case .popClip: result.popClip()
            case .beginGroup(let name, let opacity): result.beginGroup(name, opacity: opacity)
            case .endGroup: result.endGroup()
            }
        }
        return result
    }
}
