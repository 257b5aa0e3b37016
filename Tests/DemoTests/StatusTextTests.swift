import Testing

@testable import scichart_demo

@Suite("The status line says which tool is active and what the next click does")
struct StatusTextTests {
    private func drawing(_ tool: DemoTool, index: Int, of count: Int, dragging: Bool = false) -> StatusText {
        StatusText(
            tool: tool,
            progress: PlacementProgress(activePointIndex: index, pointCount: count, isDragging: dragging))
    }

    @Test(
        "Each step of each tool",
        arguments: [
            (DemoTool.measure, 0, 2, false, "Measure: press and drag to place Start (1 of 2)"),
            (.measure, 0, 2, true, "Measure: drag Start (1 of 2), release to place it"),
            (.measure, 1, 2, false, "Measure: press and drag to place End (2 of 2)"),
            (.measure, 1, 2, true, "Measure: drag End (2 of 2), release to place it"),
            (.xabcd, 0, 5, false, "XABCD: press and drag to place X (1 of 5)"),
            (.xabcd, 2, 5, false, "XABCD: press and drag to place B (3 of 5)"),
            (.xabcd, 4, 5, true, "XABCD: drag D (5 of 5), release to place it"),
            (.horizontalLine, 0, 1, false, "Horizontal line: click at the price"),
            (.text, 0, 1, false, "Text: click at the spot for the note"),
            (
                .rectangle, 0, 2, false,
                "Rectangle: press at the first corner and drag to the opposite corner (or click each)"
            ),
            (.arrow, 1, 2, true, "Arrow: drag the head (2 of 2), release to place it"),
        ])
    func steps(tool: DemoTool, index: Int, count: Int, dragging: Bool, text: String) {
        #expect(drawing(tool, index: index, of: count, dragging: dragging).text == text)
    }

    @Test func typingANoteSaysHowToEndIt() {
        let typing = StatusText(tool: .pan, isTyping: true)
        #expect(typing.text.hasPrefix("Text: type the note; Enter ends it"))
    }

    @Test func panSaysHowToNavigate() {
        #expect(StatusText(tool: .pan).text.hasPrefix("Pan: drag to move the chart, wheel to zoom"))
    }

    @Test func aSelectedSeriesIsNamedWithHowToDeselectIt() {
        #expect(
            StatusText(tool: .pan, selectedSeries: "SMA 50").text
                == "Selected: SMA 50; click empty space to deselect, or another line to select it; drag to pan"
        )
        // Editing a drawing says more than the selection; a drawing tool says only its step.
        #expect(
            StatusText(tool: .pan, isEditing: true, selectedSeries: "SMA 50").text.hasPrefix(
                "Editing a drawing"))
        #expect(
            StatusText(
                tool: .measure,
                progress: PlacementProgress(activePointIndex: 0, pointCount: 2, isDragging: false),
                selectedSeries: "SMA 50"
            ).text == "Measure: press and drag to place Start (1 of 2)")
    }

    @Test func aSelectedDrawingSaysHowToEditIt() {
        #expect(StatusText(tool: .pan, isEditing: true).text.hasPrefix("Editing a drawing: drag a grip"))
    }

    @Test func thePatternShowsWhileDIsDragged() {
        var status = drawing(.xabcd, index: 4, of: 5, dragging: true)
        status.patternInProgress = "Bullish Gartley"
        #expect(status.text == "XABCD: drag D (5 of 5), release to place it · Bullish Gartley")
    }

    @Test func theLastPatternShowsUntilTheNextIsStarted() {
        var status = drawing(.xabcd, index: 0, of: 5)
        status.lastPattern = "Bearish Butterfly"
        #expect(status.text == "XABCD: press and drag to place X (1 of 5) · last drawn: Bearish Butterfly")
        status.progress = PlacementProgress(activePointIndex: 1, pointCount: 5, isDragging: false)
        #expect(status.text == "XABCD: press and drag to place A (2 of 5)")
    }

    @Test func anIndexOutOfRangeNamesTheNearestPoint() {
        #expect(drawing(.measure, index: 7, of: 2).text == "Measure: press and drag to place End (2 of 2)")
        #expect(drawing(.measure, index: -1, of: 2).text == "Measure: press and drag to place Start (1 of 2)")
    }

    @Test func theToolKeys() {
        // The keys run the tool action of their tool.
        let shortcuts = DemoShortcuts.all(pageNames: [])
        func tool(_ key: String) -> String? {
            shortcuts.first { $0.keys == [key] }?.action
        }
        #expect(
            tool("p") == "win.tool::pan" && tool("m") == "win.tool::measure" && tool("x") == "win.tool::xabcd"
        )
        #expect(tool("f") == "win.tool::fibonacci" && tool("b") == "win.tool::freehand")
        #expect(tool("q") == nil)
        // One key each, none the theme's (L) or the magnet's (G), every tooltip naming its key.
        #expect(Set(DemoTool.allCases.map(\.key)).count == DemoTool.allCases.count)
        #expect(!DemoTool.allCases.contains { $0.key == "l" || $0.key == "g" })
        #expect(DemoTool.allCases.allSatisfy { $0.tooltip.hasSuffix("(\(String($0.key).uppercased()))") })
    }

    @Test(
        "What the next click does, for the other tools",
        arguments: [
            (
                DemoTool.fibonacci, 0, 2, false, false,
                "Fibonacci: press and drag to place the first extreme (1 of 2)"
            ),
            (
                .trendLine, 0, 2, false, false,
                "Trend line: press at the first point and drag to the second point (or click each)"
            ),
            (.trendLine, 1, 2, true, true, "Trend line: drag the second point (2 of 2), release to place it"),
            (
                .pitchfork, 0, 3, false, false,
                "Pitchfork: press at the handle and drag to the upper point (or click each)"
            ),
            (.pitchfork, 2, 3, false, true, "Pitchfork: press and drag to place the lower point (3 of 3)"),
            (.position, 1, 3, false, true, "Position: press and drag to place the stop (2 of 3)"),
            (
                .headAndShoulders, 3, 7, true, true,
                "Head and shoulders: drag the head (4 of 7), release to place it"
            ),
            (.freehand, 0, 0, false, false, "Brush: press and draw, release to end (or click, move, click)"),
            (.freehand, 41, 42, true, true, "Brush: drawing (42 points), release to end"),
            (.freehand, 9, 10, false, true, "Brush: drawing (10 points), click to end"),
        ])
    func otherTools(tool: DemoTool, index: Int, count: Int, dragging: Bool, placing: Bool, text: String) {
        let status = StatusText(
            tool: tool,
            progress: PlacementProgress(
                activePointIndex: index, pointCount: count, isDragging: dragging, isPlacing: placing))
        #expect(status.text == text)
    }
}
