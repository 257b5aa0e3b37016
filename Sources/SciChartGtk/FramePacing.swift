import Foundation

/// When a frame the content asked for is drawn: at once, or later so that frames caused by
/// changes of data come at most ``framesPerSecond`` a second. Frames that follow the user's
/// input (a press, a drag, a hover, the wheel, a key) within the last frame interval are
/// never held back, so a limit set for a streaming chart never makes it lag under the hand.
struct FramePacing {
    /// The most frames a second that data changes draw; 0 (the default): no limit, every
    /// change is drawn at the display's next frame.
    var framesPerSecond = 0 {
        didSet { framesPerSecond = max(framesPerSecond, 0) }
    }
    /// When the last frame was drawn and the last input event arrived, in seconds of a
    /// monotonic clock.
    var lastFrame = -Double.infinity
    var lastInput = -Double.infinity

    /// The seconds to wait before drawing a frame asked for at `now`; 0: draw now.
    func delay(at now: Double) -> Double {
        guard framesPerSecond > 0, now.isFinite else { return 0 }
        let interval = 1 / Double(framesPerSecond)
        if now - lastInput < interval { return 0 }
        return max(lastFrame + interval - now, 0)
    }

    /// Seconds of the monotonic clock the pacing is kept in.
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
