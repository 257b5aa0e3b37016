import Foundation

/// A data series whose points in memory follow the viewport (``SCIDatabaseXyDataSeries``):
/// the surface tells it each frame's x range and columns, and exports wait for its reads.
/// Its points are already at most four a column, so lines draw them as column spans.
protocol ViewportFedSeries: SCIDataSeries {
    /// Takes the viewport `request`; returns whether the points in memory changed.
    func prepare(_ request: M4Request) -> Bool
    /// Whether the points in memory are the exact answer to the last viewport asked for.
    var isSettled: Bool { get }
    /// Whether a read is queued, running or waiting for the next layout.
    var isReading: Bool { get }
    /// Whether a read landed and waits for the next layout.
    var hasPendingResult: Bool { get }
    /// Marks that an export stopped waiting for a read, or clears it.
    func noteGaveUp(_ gaveUp: Bool)
    /// Waits until no read is under way, a result waits for a layout, or `deadline` passes.
    func waitForReads(until deadline: Date)
}

extension SCIDatabaseXyDataSeries: ViewportFedSeries {}
