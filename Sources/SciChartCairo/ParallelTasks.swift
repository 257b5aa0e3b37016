import Foundation

/// How many pieces to cut parallel work into.
enum ParallelTasks {
    /// Pieces per active core. More pieces than cores keep every core busy when another
    /// process holds one: Dispatch hands the next piece to whichever thread is free, so a
    /// descheduled thread delays only its current piece, not a half of the work.
    static let piecesPerCore = 4

    /// The pieces to cut work into on this machine: one when a single core is active. The
    /// core count is read once (Foundation reads it from files on every call, about 40 µs).
    static let pieces: Int = {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return cores > 1 ? cores * piecesPerCore : 1
    }()
}
