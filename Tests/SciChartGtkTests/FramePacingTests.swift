import Foundation
import Testing

@testable import SciChartGtk

/// The rule of when a frame caused by data is drawn under a frame-rate limit.
@Suite struct FramePacingTests {
    @Test func withoutALimitEveryFrameIsDrawnAtOnce() {
        var pacing = FramePacing()
        pacing.lastFrame = 10
        #expect(pacing.delay(at: 10.001) == 0)
        pacing.framesPerSecond = -5
        #expect(pacing.framesPerSecond == 0)
        #expect(pacing.delay(at: 10.001) == 0)
    }

    @Test func aLimitHoldsAFrameUntilItsIntervalHasPassed() {
        var pacing = FramePacing()
        pacing.framesPerSecond = 10
        #expect(pacing.delay(at: 5) == 0)
        pacing.lastFrame = 5
        #expect(abs(pacing.delay(at: 5.03) - 0.07) < 1e-9)
        #expect(pacing.delay(at: 5.1) == 0)
        #expect(pacing.delay(at: 7) == 0)
        #expect(pacing.delay(at: .nan) == 0)
    }

    @Test func framesThatFollowTheUsersInputAreNeverHeldBack() {
        var pacing = FramePacing()
        pacing.framesPerSecond = 4
        pacing.lastFrame = 5
        pacing.lastInput = 5.01
        #expect(pacing.delay(at: 5.02) == 0)
        // Once the hand has been still for a frame interval, data frames are paced again.
        pacing.lastFrame = 5.2
        #expect(abs(pacing.delay(at: 5.3) - 0.15) < 1e-9)
    }
}
