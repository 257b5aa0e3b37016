import Foundation
import Testing

@testable import SciChart

/// Transition tables of the pan and pinch state machines.
@Suite struct NavigationStateMachineTests {
    private let origin = CGPoint(x: 100, y: 100)

    @Test func panTransitions() {
        typealias A = PanStateMachine.Action
        var machine = PanStateMachine()
        // Idle: moves and releases mean nothing; a handled press or one where it cannot pan
        // does not start.
        #expect(machine.moved(pointerId: 0, to: origin, isHandled: false) == A.ignore)
        #expect(machine.ended(pointerId: 0) == A.ignore)
        #expect(machine.began(pointerId: 0, at: origin, isHandled: true, canStart: true) == A.ignore)
        #expect(machine.began(pointerId: 0, at: origin, isHandled: false, canStart: false) == A.ignore)
        #expect(!machine.isPanning)
        // A free press starts; moves pan by their offset from the press.
        #expect(machine.began(pointerId: 0, at: origin, isHandled: false, canStart: true) == A.start)
        #expect(
            machine.moved(pointerId: 0, to: CGPoint(x: 110, y: 95), isHandled: false)
                == .pan(offset: CGPoint(x: 10, y: -5)))
        #expect(machine.moved(pointerId: 7, to: .zero, isHandled: false) == A.ignore)
        // A handled move pauses; the next free move re-anchors there.
        #expect(machine.moved(pointerId: 0, to: CGPoint(x: 130, y: 100), isHandled: true) == A.ignore)
        #expect(machine.moved(pointerId: 0, to: CGPoint(x: 140, y: 100), isHandled: false) == A.reanchor)
        #expect(
            machine.moved(pointerId: 0, to: CGPoint(x: 145, y: 100), isHandled: false)
                == .pan(offset: CGPoint(x: 5, y: 0)))
        // A second pointer pauses until it goes up.
        #expect(machine.began(pointerId: 1, at: .zero, isHandled: false, canStart: true) == A.ignore)
        #expect(machine.moved(pointerId: 0, to: CGPoint(x: 150, y: 100), isHandled: false) == A.ignore)
        #expect(machine.cancelled(pointerId: 1) == A.ignore)
        #expect(machine.moved(pointerId: 0, to: CGPoint(x: 150, y: 100), isHandled: false) == A.reanchor)
        // The panning pointer's release finishes; its cancellation cancels.
        #expect(machine.ended(pointerId: 0) == A.finish)
        #expect(!machine.isPanning)
        #expect(machine.began(pointerId: 2, at: origin, isHandled: false, canStart: true) == A.start)
        #expect(machine.cancelled(pointerId: 2) == A.cancel)
        #expect(machine.began(pointerId: 3, at: origin, isHandled: false, canStart: true) == A.start)
        machine.reset()
        #expect(machine.moved(pointerId: 3, to: .zero, isHandled: false) == A.ignore)
        #expect(A.start.isHandled && A.finish.isHandled && !A.ignore.isHandled && !A.cancel.isHandled)
    }

    @Test func pinchTransitions() {
        typealias A = PinchStateMachine.Action
        let area = CGRect(x: 0, y: 0, width: 400, height: 300)
        var machine = PinchStateMachine()
        // One pointer: nothing.
        #expect(
            machine.began(pointerId: 0, at: CGPoint(x: 100, y: 100), isHandled: false, seriesArea: area)
                == A.ignore)
        #expect(machine.moved(pointerId: 0, to: CGPoint(x: 90, y: 100)) == A.ignore)
        // A handled second pointer is not ours.
        #expect(
            machine.began(pointerId: 1, at: CGPoint(x: 200, y: 100), isHandled: true, seriesArea: area)
                == A.ignore)
        // The second pointer starts the pinch at the centre of the two.
        #expect(
            machine.began(pointerId: 2, at: CGPoint(x: 190, y: 100), isHandled: false, seriesArea: area)
                == A.start)
        #expect(
            machine.pinch
                == .init(first: 0, second: 2, startCentre: CGPoint(x: 140, y: 100), startDistance: 100))
        #expect(
            machine.moved(pointerId: 2, to: CGPoint(x: 290, y: 100))
                == .zoom(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 190, y: 100), scale: 2))
        // A third pointer is ignored, and so are its moves.
        #expect(
            machine.began(pointerId: 3, at: CGPoint(x: 10, y: 10), isHandled: false, seriesArea: area)
                == A.ignore)
        #expect(machine.moved(pointerId: 3, to: CGPoint(x: 20, y: 10)) == A.ignore)
        // Fingers that meet divide by the smallest distance, not by zero.
        #expect(
            machine.moved(pointerId: 0, to: CGPoint(x: 290, y: 100))
                == .zoom(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 290, y: 100), scale: 0.01))
        // Lifting a pinching finger finishes; the rest are remembered.
        #expect(machine.ended(pointerId: 2) == A.finish)
        #expect(machine.pinch == nil)
        #expect(machine.moved(pointerId: 0, to: CGPoint(x: 100, y: 100)) == A.ignore)
        #expect(machine.ended(pointerId: 3) == A.ignore)
        // Two pointers again, too close or centred outside: no pinch.
        #expect(
            machine.began(pointerId: 4, at: CGPoint(x: 100.5, y: 100), isHandled: false, seriesArea: area)
                == A.ignore)
        machine.reset()
        #expect(
            machine.began(pointerId: 5, at: CGPoint(x: -100, y: -100), isHandled: false, seriesArea: area)
                == A.ignore)
        #expect(
            machine.began(pointerId: 6, at: CGPoint(x: -50, y: -50), isHandled: false, seriesArea: area)
                == A.ignore)
        machine.reset()
        // A cancelled pinching finger cancels.
        _ = machine.began(pointerId: 7, at: CGPoint(x: 100, y: 100), isHandled: false, seriesArea: area)
        #expect(
            machine.began(pointerId: 8, at: CGPoint(x: 200, y: 100), isHandled: false, seriesArea: area)
                == A.start)
        #expect(machine.cancelled(pointerId: 7) == A.cancel)
        #expect(machine.pinch == nil)
    }

    @Test func aPanKeepsItsSpanAndAZoomKeepsItsFixedPixel() throws {
        func calculator(length: Double = 200, flipped: Bool = false) -> SCICoordinateCalculator {
            SCICoordinateCalculator(
                range: SCIDoubleRange(min: 10, max: 30), length: length, isHorizontal: true, flipped: flipped,
                categoryBars: nil)
        }
        func range(
            _ calculator: SCICoordinateCalculator, _ source: Double, _ target: Double, length: Double = 200,
            _ factor: Double
        ) -> SCIDoubleRange? {
            NavigationRange.range(calculator, showing: source, at: target, length: length, spanFactor: factor)
        }
        #expect(range(calculator(), 0, 50, 1) == SCIDoubleRange(min: 5, max: 25))
        #expect(range(calculator(), 50, 50, 2) == SCIDoubleRange(min: 5, max: 45))
        #expect(range(calculator(flipped: true), 0, 50, 1) == SCIDoubleRange(min: 15, max: 35))
        // The series area grew to 400 pixels: the same values a pixel, over twice the length.
        #expect(range(calculator(), 0, 0, length: 400, 1) == SCIDoubleRange(min: 10, max: 50))
        #expect(range(calculator(length: 0), 0, 50, 1) == nil)
        #expect(range(calculator(), 0, 50, length: 0, 1) == nil)
        #expect(range(calculator(), .nan, 50, 1) == nil)
        #expect(range(calculator(), 0, .infinity, 1) == nil)
        #expect(range(calculator(), 0, 50, .nan) == nil)
        #expect(range(calculator(), 0, 50, -1) == nil)
        // Zooming in all the way stops at the smallest span, about the fixed pixel.
        let inward = try #require(range(calculator(), 100, 100, 0))
        #expect(inward.max - inward.min > 0 && inward.max - inward.min < 1e-9)
        #expect(abs((inward.min + inward.max) / 2 - 20) < 1e-9)
        let outward = try #require(range(calculator(), 0, 0, .infinity))
        #expect(outward == SCIDoubleRange(min: 10, max: Double.greatestFiniteMagnitude))
    }
}
