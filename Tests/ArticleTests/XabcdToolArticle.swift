import Foundation
import SciChart
import Testing

/// The code of XabcdTool.md, run on SPY's bullish Gartley of June and July 2011.
@Suite struct XabcdToolArticle {
    /// X, A, B, C, D: June 23 low, July 7 high, July 18 low, July 21 high, July 29 low.
    static let gartley: [((Int, Int, Int), Double)] = [
        ((2011, 6, 23), 126.19), ((2011, 7, 7), 135.70), ((2011, 7, 18), 129.63),
        ((2011, 7, 21), 134.82), ((2011, 7, 29), 127.97),
    ]

    @Test func configurePlaceAndRecognise() throws {
        let surface = ArticleCharts.spy(from: (2011, 6, 1), to: (2011, 9, 20))
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let modifier = SCIXabcdCreationModifier()
        modifier.annotationStroke = SCISolidPenStyle(color: 0xFFE97064, thickness: 2)
        modifier.annotationFill = SCISolidBrushStyle(color: 0x55AAAA00)
        modifier.snapToCandles = true
        modifier.isEditable = true
        modifier.annotationCreationCompletionListener = { createdAnnotation, type in
            guard let xabcd = createdAnnotation as? SCIXabcdAnnotation else { return }
            let points = xabcd.getBaseDataValues()
            // Index mapping: 0 = X, 1 = A, 2 = B, 3 = C, 4 = D
            print("X: \(points[0].x), \(points[0].y)")
            print("D: \(points[4].x), \(points[4].y)")
            print(xabcd.harmonicPattern?.description ?? "no pattern")
        }
        surface.chartModifiers.add(modifier)

        func status() -> String {
            let names = SCIXabcdAnnotation.pointNames
            let point = names[modifier.activePointIndex]
            return modifier.isDragging ? "Dragging \(point)" : "Press to place \(point)"
        }

        #expect(status() == "Press to place X")
        for (index, (day, price)) in Self.gartley.enumerated() {
            let target = ArticleCharts.location(on: surface, day, price)
            let time = Double(index) * 10
            surface.handlePointer(SCIPointerEvent(phase: .began, location: target, timestamp: time))
            #expect(status() == "Dragging \(SCIXabcdAnnotation.pointNames[index])")
            if index == 4 {
                if let xabcd = modifier.inProgress as? SCIXabcdAnnotation {
                    for zone in xabcd.potentialReversalZones {
                        print("\(zone.name): D between \(zone.low) and \(zone.high)")
                    }
                }
                #expect(printed.contains { $0.hasPrefix("Gartley: D between") })
                printed.removeAll()
            }
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: target, timestamp: time + 0.1))
        }
        #expect(status() == "Press to place X")
        #expect(printed.count == 3 && printed[0].hasPrefix("X: 2011-06-23"))
        #expect(printed[2] == "Bullish Gartley")

        // Changing tools mid-pattern drops the unfinished one.
        let first = ArticleCharts.location(on: surface, (2011, 8, 17), 121.20)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: first, timestamp: 100))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: first, timestamp: 100.1))
        #expect(surface.annotations.count == 2)
        modifier.reset()
        #expect(surface.annotations.count == 1)
    }
}
