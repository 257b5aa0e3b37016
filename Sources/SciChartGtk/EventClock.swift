import Foundation

/// Turns GDK event times (milliseconds in 32 bits, from the window system's own clock,
/// wrapping about every 49.7 days) into seconds that keep increasing across the wrap.
struct EventClock {
    private var last: UInt32?
    private var wraps: UInt64 = 0
    /// The last time returned, in seconds; 0 before the first event.
    private(set) var latest: TimeInterval = 0

    /// The time of an event in seconds. A time far below the previous one is read as a wrap;
    /// a time slightly below (events out of order) is taken as it is. Time 0 (GDK's
    /// `GDK_CURRENT_TIME`, given when no event is being handled) reads as the latest time.
    mutating func seconds(fromMilliseconds time: UInt32) -> TimeInterval {
        guard time != 0 else { return latest }
        if let last, time < last, last - time > UInt32.max / 2 {
            wraps += 1
        }
        last = time
        latest = Double(wraps << 32 | UInt64(time)) / 1000
        return latest
    }
}
