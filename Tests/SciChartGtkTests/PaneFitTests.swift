import Testing

@testable import SciChartGtk

/// How a reloaded pane view shares its room when the panes would not fit.
@Suite("Pane heights fitted to the view")
struct PaneFitTests {
    @Test func panesThatFitKeepTheirHeightsAndTheFirstTakesWhatIsLeft() {
        #expect(SCIChartPaneView.fit([300, 150, 120], in: 570) == [300, 150, 120])
        #expect(SCIChartPaneView.fit([300, 150, 120], in: 600) == [330, 150, 120])
        #expect(SCIChartPaneView.fit([300, 150], in: 0) == [300, 150], "no room known yet")
        #expect(SCIChartPaneView.fit([], in: 600) == [])
    }

    @Test func tallPanesGiveUpRoomAndSmallOnesKeepTheMinimum() {
        // A price pane dragged tall, two squeezed panes and a new one.
        let fitted = SCIChartPaneView.fit([410, 13, 1, 90], in: 540)
        #expect(abs(fitted.reduce(0, +) - 540) < 1e-9)
        #expect(fitted.allSatisfy { $0 >= SCIChartPaneView.minimumPaneHeight }, "\(fitted)")
        #expect(fitted[0] > fitted[3] && fitted[1] == SCIChartPaneView.minimumPaneHeight)
    }

    @Test func aViewTooSmallForTheMinimumSharesEqually() {
        let fitted = SCIChartPaneView.fit([300, 10, 10, 10], in: 160)
        #expect(fitted == [40, 40, 40, 40])
    }
}
