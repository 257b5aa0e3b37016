import Foundation

/// An SQLite store's target (`sqlite`): any bytes as a database file, opened as the series
/// `t`. Opening, the summary, the blocks of every level and the rows either answer or throw a
/// `SCIPointStoreError`; a database series over the store lays out and draws whatever the
/// file holds (a read that fails is a message in the chart, not a trap).
enum SQLiteFileFuzzCheck {
    static func check(_ data: Data) {
        let path = FuzzFiles.write(data, to: "store.sqlite")
        let store: SCISQLitePointStore
        do {
            store = try SCISQLitePointStore(path: path, table: "t")
            let summary = try store.summary()
            let everything = SCIDoubleRange(min: -.greatestFiniteMagnitude, max: .greatestFiniteMagnitude)
            for level in 0...min(summary.levels, 8) {
                let blocks = try store.blocks(level: level, meeting: summary.xRange ?? everything)
                guard blocks.allSatisfy({ $0.count >= 0 }) else { fatalError("a block of negative count") }
                _ = try store.blocks(level: level, ids: 0..<64)
                if level > 0 { _ = try store.blocks(level: level - 1, inParents: blocks.prefix(8).map(\.id)) }
            }
        } catch {
            // The store throws only `SCIPointStoreError`, as its type says.
            return
        }
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        surface.storedDataTimeout = 2
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = SCIDatabaseXyDataSeries(store: store)
        surface.renderableSeries.add(line)
        surface.waitForDatabaseReads()
        guard surface.renderSVG().contains("</svg>") else {
            fatalError("the chart of a stored series did not draw")
        }
    }

    /// Files of small valid series (none, one point, a level's worth, several levels, gaps),
    /// for the fuzzer to mutate.
    static func seeds() -> [(name: String, data: Data)] {
        var seeds: [(name: String, data: Data)] = []
        for count in [0, 1, 17, 300, 5_000] {
            let path = FuzzFiles.write(Data(), to: "seed.sqlite")
            do {
                let writer = try SCISQLitePointStore.create(
                    path: path, table: "t", factor: 4, maximumLevels: 5)
                let xs = (0..<count).map { Double($0) * 1.5 }
                let ys = xs.map { $0.truncatingRemainder(dividingBy: 7) == 0 ? .nan : sin($0) * 100 }
                try writer.append(x: xs, y: ys)
                _ = try writer.finish()
            } catch {
                fatalError("cannot write a seed store: \(error)")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                fatalError("no seed at \(path)")
            }
            seeds.append(("series-\(count).sqlite", data))
        }
        return seeds
    }
}
