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

    @Test func panesGiveUpRoomInProportionAndSmallOnesKeepTheMinimum() {
        // A price pane dragged tall, two squeezed panes and a new one.
        let fitted = SCIChartPaneView.fit([410, 13, 1, 90], in: 540)
        #expect(abs(fitted.reduce(0, +) - 540) < 1e-9)
        #expect(fitted.allSatisfy { $0 >= SCIChartPaneView.minimumPaneHeight }, "\(fitted)")
        #expect(fitted[0] > fitted[3] && fitted[1] == SCIChartPaneView.minimumPaneHeight)
    }

    @Test func theFirstPaneKeepsItsShareAndTheOthersTheirProportions() {
        // A price pane and three studies, and a fourth added: the price pane keeps half the
        // room, the studies share the rest as they shared their heights.
        let fitted = SCIChartPaneView.fit([300, 100, 100, 100, 100], in: 560, firstShare: 0.5)
        #expect(fitted == [280, 70, 70, 70, 70])
        // Without a share, the first pane gives up room like the others.
        let equal = SCIChartPaneView.fit([300, 100, 100, 100, 100], in: 560)
        #expect(equal[0] < 280 && abs(equal.reduce(0, +) - 560) < 1e-9, "\(equal)")
        // A study twice another's height stays the taller one.
        let studies = SCIChartPaneView.fit([400, 160, 100, 120], in: 600, firstShare: 0.5)
        #expect(abs(studies[0] - 400 * 600 / 780) < 1e-9, "the price pane has more than half")
        #expect(abs(studies[1] / studies[2] - 1.6) < 1e-9 && abs(studies[3] / studies[2] - 1.2) < 1e-9)
        #expect(abs(studies.reduce(0, +) - 600) < 1e-9)
        // The share never takes the others below their minimum, and bad shares count as 0.
        let crowded = SCIChartPaneView.fit([100, 100, 100, 100], in: 300, firstShare: 0.9)
        #expect(crowded == [120, 60, 60, 60])
        #expect(SCIChartPaneView.fit([300, 150, 120], in: 570, firstShare: .nan) == [300, 150, 120])
        #expect(SCIChartPaneView.fit([.nan, 150, .infinity], in: 570).allSatisfy { $0.isFinite })
        // Heights beyond any screen (a damaged settings file) still share the view.
        let huge = SCIChartPaneView.fit([1e308, 1e308, 1e308], in: 500, firstShare: 0.5)
        #expect(abs(huge.reduce(0, +) - 500) < 1e-9 && huge[0] == 250, "\(huge)")
    }

    @Test func aViewTooSmallForTheMinimumSharesEqually() {
        let fitted = SCIChartPaneView.fit([300, 10, 10, 10], in: 160)
        #expect(fitted == [40, 40, 40, 40])
    }
}
