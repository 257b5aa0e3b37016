import Foundation
import Testing

@testable import SciChart

/// Transition tables of the pan and pinch state machines.
@Suite struct NavigationStateMachineTests {
    private let origin = CGPoint(x: 100, y: 100)

    @Test func panTransitions() {
        typealias A = PanStateMachine.Action
        var machine = PanStateMachine()
        func began(_ pointerId: Int, _ location: CGPoint, handled: Bool = false, canStart: Bool = true) -> A {
            machine.handle(
                .began(pointerId: pointerId, location: location, isHandled: handled, canStart: canStart))
        }
        func moved(
            _ pointerId: Int, _ x: Double, _ y: Double, handled: Bool = false, othersDown: Bool = false
        ) -> A {
            machine.handle(
                .moved(
                    pointerId: pointerId, location: CGPoint(x: x, y: y), isHandled: handled,
                    othersDown: othersDown))
        }
        // Idle: moves, releases and cancellations mean nothing; a handled press or one where
        // it cannot pan does not start.
        #expect(moved(0, 100, 100) == A.ignore)
        #expect(machine.handle(.ended(pointerId: 0)) == A.ignore)
        #expect(machine.handle(.cancelled(pointerId: 0)) == A.ignore)
        #expect(began(0, origin, handled: true) == A.ignore)
        #expect(began(0, origin, canStart: false) == A.ignore)
        #expect(!machine.isPanning)
        // A free press starts; moves pan by their offset from the press.
        #expect(began(0, origin) == A.start)
        #expect(moved(0, 110, 95) == .pan(offset: CGPoint(x: 10, y: -5)))
        #expect(moved(7, 0, 0) == A.ignore)
        // A handled move pauses; the next free move re-anchors there.
        #expect(moved(0, 130, 100, handled: true) == A.ignore)
        #expect(moved(0, 140, 100) == A.reanchor)
        #expect(moved(0, 145, 100) == .pan(offset: CGPoint(x: 5, y: 0)))
        // A second pointer down pauses: its press, and moves while the router lists it.
        #expect(began(1, .zero) == A.ignore)
        #expect(moved(0, 150, 100, othersDown: true) == A.ignore)
        #expect(machine.handle(.cancelled(pointerId: 1)) == A.ignore)
        #expect(machine.handle(.ended(pointerId: 1)) == A.ignore)
        #expect(moved(0, 150, 100) == A.reanchor)
        #expect(began(1, .zero) == A.ignore)
        #expect(moved(0, 160, 100) == A.reanchor, "a press of another pointer re-anchors even with no move")
        // The panning pointer's release finishes; its cancellation cancels; a reset forgets.
        #expect(machine.handle(.ended(pointerId: 0)) == A.finish)
        #expect(!machine.isPanning)
        #expect(began(2, origin) == A.start)
        #expect(machine.handle(.cancelled(pointerId: 2)) == A.cancel)
        #expect(began(3, origin) == A.start)
        #expect(machine.handle(.reset) == A.ignore)
        #expect(moved(3, 0, 0) == A.ignore)
        // A new press of the panning pointer starts again from it.
        #expect(began(4, origin) == A.start)
        #expect(began(4, CGPoint(x: 10, y: 10)) == A.start)
        #expect(machine.state == .panning(pointerId: 4, anchor: CGPoint(x: 10, y: 10), needsAnchor: false))
        #expect(A.start.isHandled && A.finish.isHandled && !A.ignore.isHandled && !A.cancel.isHandled)
    }

    @Test func pinchTransitions() {
        typealias A = PinchStateMachine.Action
        typealias E = PinchStateMachine.Event
        let area = CGRect(x: 0, y: 0, width: 400, height: 300)
        func at(_ pointerId: Int, _ x: Double, _ y: Double) -> SCIPointerLocation {
            SCIPointerLocation(pointerId: pointerId, location: CGPoint(x: x, y: y))
        }
        var machine = PinchStateMachine()
        // Idle: one pointer, moves, releases, cancellations mean nothing.
        #expect(machine.handle(.began(pointers: [at(0, 100, 100)], seriesArea: area)) == A.ignore)
        #expect(machine.handle(.moved(pointerId: 0, pointers: [at(0, 90, 100)])) == A.ignore)
        #expect(machine.handle(.ended(pointerId: 0)) == A.ignore)
        #expect(machine.handle(.cancelled(pointerId: 0)) == A.ignore)
        #expect(machine.state == .idle)
        // Two pointers too close, or centred outside the area: no pinch.
        #expect(
            machine.handle(.began(pointers: [at(0, 100, 100), at(1, 100.5, 100)], seriesArea: area))
                == A.ignore)
        #expect(
            machine.handle(.began(pointers: [at(0, -100, -100), at(1, -50, -50)], seriesArea: area))
                == A.ignore)
        #expect(
            machine.handle(.began(pointers: [at(0, 100, 100), at(1, 190, 100)], seriesArea: .null))
                == A.ignore)
        // The second pointer starts the pinch at the centre of the two.
        #expect(
            machine.handle(.began(pointers: [at(0, 90, 100), at(2, 190, 100)], seriesArea: area)) == A.start)
        #expect(
            machine.pinch
                == .init(first: 0, second: 2, startCentre: CGPoint(x: 140, y: 100), startDistance: 100))
        #expect(
            machine.handle(.moved(pointerId: 2, pointers: [at(0, 90, 100), at(2, 290, 100)]))
                == .zoom(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 190, y: 100), scale: 2))
        // A third pointer is ignored, and so are its moves, releases and cancellations.
        let three = [at(0, 90, 100), at(2, 290, 100), at(3, 10, 10)]
        #expect(machine.handle(.began(pointers: three, seriesArea: area)) == A.ignore)
        #expect(machine.handle(.moved(pointerId: 3, pointers: three)) == A.ignore)
        #expect(machine.handle(.cancelled(pointerId: 3)) == A.ignore)
        #expect(machine.handle(.ended(pointerId: 3)) == A.ignore)
        // A pinching pointer the router no longer lists moves nothing.
        #expect(machine.handle(.moved(pointerId: 0, pointers: [at(0, 90, 100)])) == A.ignore)
        // Fingers that meet divide by the smallest distance, not by zero.
        #expect(
            machine.handle(.moved(pointerId: 0, pointers: [at(0, 290, 100), at(2, 290, 100)]))
                == .zoom(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 290, y: 100), scale: 0.01))
        // Lifting a pinching finger finishes.
        #expect(machine.handle(.ended(pointerId: 2)) == A.finish)
        #expect(machine.state == .idle)
        #expect(machine.handle(.moved(pointerId: 0, pointers: [at(0, 100, 100)])) == A.ignore)
        // A cancelled pinching finger cancels; a reset forgets the pinch.
        #expect(
            machine.handle(.began(pointers: [at(7, 100, 100), at(8, 200, 100)], seriesArea: area)) == A.start)
        #expect(machine.handle(.cancelled(pointerId: 7)) == A.cancel)
        #expect(machine.state == .idle)
        #expect(
            machine.handle(.began(pointers: [at(7, 100, 100), at(8, 200, 100)], seriesArea: area)) == A.start)
        #expect(machine.handle(.reset) == A.ignore)
        #expect(machine.state == .idle)
        #expect(A.start.isHandled && A.finish.isHandled && !A.ignore.isHandled && !A.cancel.isHandled)
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
