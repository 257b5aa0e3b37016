import Foundation
import SciChart
import Testing

/// Observers hear each change of a data series, described, before the changing call returns.
@Suite("Data series observers")
struct DataSeriesObserverTests {
    /// Records the updates a series' observers hear.
    final class Recorder: Sendable {
        let updates = Locked<[SCIDataSeriesUpdate]>([])
        var all: [SCIDataSeriesUpdate] { updates.withLock { $0 } }

        func take() -> [SCIDataSeriesUpdate] {
            updates.withLock { list in
                defer { list = [] }
                return list
            }
        }

        @discardableResult
        func observe(_ series: SCIDataSeries) -> Int {
            series.addObserver { [self] _, update in updates.withLock { $0.append(update) } }
        }
    }

    @Test("each kind of change is described by its rows")
    func kinds() {
        let series = SCIXyDataSeries()
        let recorder = Recorder()
        recorder.observe(series)
        series.append(x: 0, y: 1)
        series.append(x: [1, 2, 3], y: [2, 3, 4])
        #expect(
            recorder.take() == [
                SCIDataSeriesUpdate(kind: .appended, startIndex: 0, count: 1),
                SCIDataSeriesUpdate(kind: .appended, startIndex: 1, count: 3),
            ])
        series.update(y: 9, at: 3)
        series.update(y: 9, at: 10)
        #expect(recorder.take() == [SCIDataSeriesUpdate(kind: .updated, startIndex: 3, count: 1)])
        series.insert(x: 0.5, y: 5, at: 1)
        series.remove(at: 0)
        series.removeRange(start: -1, count: 3)
        series.removeRange(start: 40, count: 3)
        #expect(
            recorder.take() == [
                SCIDataSeriesUpdate(kind: .inserted, startIndex: 1, count: 1),
                SCIDataSeriesUpdate(kind: .removed, startIndex: 0, count: 1),
                SCIDataSeriesUpdate(kind: .removed, startIndex: 0, count: 2),
            ])
        series.clear()
        series.clear()
        #expect(recorder.take() == [SCIDataSeriesUpdate(kind: .cleared, startIndex: 0, count: 2)])
    }

    @Test("a FIFO series reports the rows it dropped with the rows appended")
    func fifoDrops() {
        let series = SCIXyDataSeries()
        series.fifoCapacity = 3
        let recorder = Recorder()
        recorder.observe(series)
        series.append(x: [0, 1], y: [0, 1])
        series.append(x: [2, 3], y: [2, 3])
        series.append(x: Array(10..<20).map(Double.init), y: Array(repeating: 1, count: 10))
        #expect(
            recorder.take() == [
                SCIDataSeriesUpdate(kind: .appended, startIndex: 0, count: 2),
                SCIDataSeriesUpdate(kind: .appended, startIndex: 1, count: 2, droppedRows: 1),
                // The three rows held and seven of the ten appended.
                SCIDataSeriesUpdate(kind: .appended, startIndex: 0, count: 3, droppedRows: 10),
            ])
        #expect(series.xValuesArray == [17, 18, 19])
        series.fifoCapacity = 1
        #expect(recorder.take() == [SCIDataSeriesUpdate(kind: .removed, startIndex: 0, count: 2)])
    }

    @Test("an OHLC bar updated in place, observers removed, suspended series still heard")
    func ohlcRemovalAndSuspension() {
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        let recorder = Recorder()
        let token = recorder.observe(bars)
        let suspender = bars.suspendUpdates()
        bars.append(x: 1, open: 1, high: 2, low: 0.5, close: 1.5)
        bars.update(open: 1, high: 3, low: 0.5, close: 2.5, at: 0)
        #expect(
            recorder.take() == [
                SCIDataSeriesUpdate(kind: .appended, startIndex: 0, count: 1),
                SCIDataSeriesUpdate(kind: .updated, startIndex: 0, count: 1),
            ])
        suspender.dispose()
        bars.removeObserver(token)
        bars.append(x: 2, open: 1, high: 2, low: 0.5, close: 1.5)
        #expect(recorder.all.isEmpty)
        #expect(bars.bars(in: -5..<1) == [SCIOhlcBar(x: 1, open: 1, high: 3, low: 0.5, close: 2.5)])
        #expect(bars.bars(in: 1..<9).map(\.x) == [2])
    }

    @Test("appends from two threads: every row is heard once")
    func concurrentAppends() async {
        let series = SCIXyDataSeries()
        let recorder = Recorder()
        recorder.observe(series)
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<2 {
                group.addTask {
                    for index in 0..<2_000 { series.append(x: Double(thread * 10_000 + index), y: 1) }
                }
            }
        }
        let updates = recorder.all
        #expect(updates.count == 4_000)
        #expect(updates.allSatisfy { $0.kind == .appended && $0.count == 1 })
        #expect(Set(updates.map(\.startIndex)) == Set(0..<4_000))
    }
}
