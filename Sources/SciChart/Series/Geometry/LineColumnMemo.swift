/// What the long pixel columns of a resampled line emitted in the last frame, by run of
/// points, so that the next frame emits the columns it shares with it without reading the
/// data again.
///
/// A pan by whole device pixels moves the column boundaries by whole columns, so most of
/// the next frame's runs of points are runs this frame had: the same points give the same
/// first, lowest, highest and last, and the memo hands back what was emitted for them (data
/// values, converted to pixels by the new frame). Runs are looked up exactly, so a frame
/// whose columns moved by part of a pixel, or a zoom, finds none and costs what it did
/// without the memo. The memo is for one data series, y column and ``Key/rewriteVersion``:
/// appends at the end keep every run it holds valid; any other change of the data makes a
/// new memo.
final class LineColumnMemo {
    struct Key: Equatable {
        var seriesId: UInt64
        var rewriteVersion: UInt64
        var yColumn: Int
    }

    /// One emission: point `index` at data values `x`, `y`, or (`y` NaN) a gap before it.
    struct Emission {
        var index: Int
        var x: Double
        var y: Double

        var isGap: Bool { y.isNaN }
    }

    let key: Key

    /// The last frame's runs, in index order, and where each one's emissions end.
    // Read and written for every column of a frame: no dynamic exclusivity checks (the memo
    // belongs to the surface's thread, and no access to it overlaps another).
    @exclusivity(unchecked) private var runs: [(lower: Int, upper: Int, end: Int)] = []
    @exclusivity(unchecked) private var emissions: [Emission] = []
    /// The first of `runs` a lookup may still match: runs come in index order.
    @exclusivity(unchecked) private var cursor = 0

    /// Runs replayed since the memo was made (for tests).
    @exclusivity(unchecked) private(set) var replayedRuns = 0

    /// This frame's runs and emissions, which become the memo's when the frame ends.
    @exclusivity(unchecked) private var nextRuns: [(lower: Int, upper: Int, end: Int)] = []
    @exclusivity(unchecked) private var nextEmissions: [Emission] = []

    init(key: Key) {
        self.key = key
    }

    /// Starts a frame: lookups read the last frame's runs from the first.
    func beginFrame() {
        cursor = 0
        nextRuns.removeAll(keepingCapacity: true)
        nextEmissions.removeAll(keepingCapacity: true)
    }

    /// Ends a frame: its runs replace the last frame's.
    func endFrame() {
        swap(&runs, &nextRuns)
        swap(&emissions, &nextEmissions)
        cursor = 0
    }

    /// Whether the last frame had exactly the run `run`; if so, calls `body` with what it
    /// emitted for it, and keeps that for the next frame too.
    @inline(__always)
    func replay(_ run: Range<Int>, _ body: (Emission) -> Void) -> Bool {
        while cursor < runs.count, runs[cursor].lower < run.lowerBound { cursor += 1 }
        guard cursor < runs.count, runs[cursor].lower == run.lowerBound, runs[cursor].upper == run.upperBound
        else { return false }
        let start = cursor > 0 ? runs[cursor - 1].end : 0
        for position in start..<runs[cursor].end {
            let emission = emissions[position]
            nextEmissions.append(emission)
            body(emission)
        }
        nextRuns.append((run.lowerBound, run.upperBound, nextEmissions.count))
        replayedRuns += 1
        return true
    }

    /// Whether a run is being computed: emissions are recorded only then.
    @exclusivity(unchecked) private var isRecording = false

    /// Starts computing a run the last frame did not have.
    func beginRun() {
        isRecording = true
    }

    /// Records one emission, when a run is being computed.
    @inline(__always)
    func record(_ emission: Emission) {
        if isRecording { nextEmissions.append(emission) }
    }

    /// Ends the run being computed: what was recorded since it began is its emissions.
    func endRun(_ run: Range<Int>) {
        isRecording = false
        nextRuns.append((run.lowerBound, run.upperBound, nextEmissions.count))
    }
}
