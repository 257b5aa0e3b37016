import Foundation

let usage = """
    usage: scichart-bench [--json] [--large | --hit-test | --small-changes | --indicators | --workspace |
                           --data-order | --series | --database [--points N] [--huge] [--postgres CONNINFO] [--no-import] [--csv]]
           scichart-bench suite [--json] [--smoke] [--seconds S] [--min-points N] [--max-points N] [--case KEY]...
                                [--against-cairo [--floor R]]
           speed and memory figures at 1600 x 900, as a table or (--json) one JSON object;
           --large: 1e8 points; --hit-test: only the series hit-test figures;
           --small-changes: only what small changes on big charts cost;
           --indicators: only what indicators on a growing series cost;
           --workspace: only the four-pane workspace's pan and crosshair;
           --data-order: only dense scatter and lines through unsorted points;
           --series: only the stacked columns' and the heatmap's frames;
           --database: a line on 1e8 points stored in SQLite (and PostgreSQL with --postgres or
           $SCICHART_POSTGRES): cold viewports, warm pans, import rates (tables generated once
           into ~/.cache/scichart); --huge: 1e9 points, SQLite only (about 30 GB); --no-import:
           without the import rates; --csv: first, a 2 GiB CSV (written once) imported into
           SQLite, its rate and how much peak memory grew;
           suite: the cases of SciChart's performance suite at 800 x 600, frames a second and
           ms a frame per case and size (--smoke: sizes up to 1e4 points, briefly; --max-points:
           only sizes of at most N points; --min-points: of at least N); --against-cairo: each
           case and size drawn in turns with our rasterisers and with Cairo's alone, the median
           ms a frame of each and the speed-up, failing when a case is slower with ours than R
           times Cairo's frame rate (--floor, default 0.75)
    """

func fail(_ message: String, code: Int32 = 2) -> Int32 {
    FileHandle.standardError.write(Data("scichart-bench: \(message)\n".utf8))
    return code
}

/// The figures the flags ask for, as a table or (`--json`) one JSON object.
func bench(_ arguments: [String]) -> Int32 {
    if arguments.contains(where: { ["-h", "--help", "help"].contains($0) }) {
        print(usage)
        return 0
    }
    if arguments.first == "suite" {
        return suite(Array(arguments.dropFirst()))
    }
    let json = arguments.contains("--json")
    if arguments.contains("--database") {
        return database(arguments, json: json)
    }
    if let unknown = arguments.first(where: {
        ![
            "--json", "--large", "--hit-test", "--small-changes", "--indicators", "--workspace",
            "--data-order", "--series",
        ].contains($0)
    }) {
        return fail("unknown argument \(unknown)\n\(usage)")
    }
    do {
        let figures: [Bench.Figure]
        if arguments.contains("--large") {
            figures = try Bench.large()
        } else if arguments.contains("--hit-test") {
            figures = try Bench.hitTestFigures()
        } else if arguments.contains("--workspace") {
            figures = try Bench.workspaceFigures()
        } else if arguments.contains("--data-order") {
            figures = try Bench.dataOrderFigures()
        } else if arguments.contains("--series") {
            figures = Bench.seriesTypeFigures()
        } else if arguments.contains("--indicators") {
            figures = Bench.indicatorFigures()
        } else if arguments.contains("--small-changes") {
            figures = Bench.smallChangeFigures()
        } else {
            figures = try Bench.run()
        }
        print(json ? Bench.json(figures) : Bench.table(figures))
        return 0
    } catch {
        return fail("\(error)", code: 1)
    }
}

/// The performance suite's cases: a table or (`--json`) one JSON object.
func suite(_ arguments: [String]) -> Int32 {
    var options = SuiteRunner.Options()
    var json = false
    var againstCairo = false
    var floor = 0.75
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--json": json = true
        case "--against-cairo": againstCairo = true
        case "--floor":
            guard let value = rest.popFirst().flatMap(Double.init), value > 0, value.isFinite else {
                return fail("--floor takes a positive number")
            }
            floor = value
        case "--smoke":
            options.maxPoints = 10_000
            options.seconds = 0.3
        case "--seconds":
            guard let value = rest.popFirst().flatMap(Double.init), value > 0, value.isFinite else {
                return fail("--seconds takes a positive number")
            }
            options.seconds = value
        case "--min-points":
            guard let value = rest.popFirst().flatMap(Double.init), value >= 0, value <= 1e12 else {
                return fail("--min-points takes a number of points")
            }
            options.minPoints = Int(value)
        case "--max-points":
            guard let value = rest.popFirst().flatMap(Double.init), value >= 1, value <= 1e12 else {
                return fail("--max-points takes a number of points")
            }
            options.maxPoints = Int(value)
        case "--case":
            guard let key = rest.popFirst(), SuiteCase.all.contains(where: { $0.key == key }) else {
                return fail("--case takes one of " + SuiteCase.all.map(\.key).joined(separator: ", "))
            }
            options.cases.insert(key)
        default: return fail("unknown argument \(argument)\n\(usage)")
        }
    }
    do {
        let runner = SuiteRunner(options: options)
        let start = ContinuousClock.now
        let progress = { (step: String) in
            let seconds = SuiteRunner.milliseconds(ContinuousClock.now - start) / 1000
            FileHandle.standardError.write(Data("suite: \(Bench.format(seconds)) s: \(step)\n".utf8))
        }
        if againstCairo {
            let (text, slower) = SuiteRunner.table(try runner.againstCairo(progress: progress), floor: floor)
            print(text)
            return slower.isEmpty ? 0 : 1
        }
        let rows = try runner.run(progress: progress)
        let figures =
            options.cases.isEmpty
            ? try runner.figures(smoke: options.maxPoints < Int.max, progress: progress) : []
        print(json ? SuiteRunner.json(rows, figures: figures) : SuiteRunner.table(rows, figures: figures))
        return 0
    } catch {
        return fail("\(error)", code: 1)
    }
}

/// `--database [--points N] [--huge] [--postgres CONNINFO] [--no-import] [--csv]`
func database(_ arguments: [String], json: Bool) -> Int32 {
    var options = Bench.DatabaseOptions()
    options.postgres = ProcessInfo.processInfo.environment["SCICHART_POSTGRES"]
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--database", "--json": break
        case "--no-import": options.measureImports = false
        case "--csv": options.measureCSV = true
        case "--huge":
            options.points = 1_000_000_000
            options.postgres = nil
        case "--points" where index + 1 < arguments.count:
            guard let value = Double(arguments[index + 1]), value >= 1, value <= 1e10 else {
                return fail("--points takes a number of points such as 1e8")
            }
            options.points = Int64(value)
            index += 1
        case "--postgres" where index + 1 < arguments.count:
            options.postgres = arguments[index + 1]
            index += 1
        default: return fail("unknown argument \(arguments[index])\n\(usage)")
        }
        index += 1
    }
    do {
        let figures = try Bench.databaseFigures(options)
        print(json ? Bench.json(figures) : Bench.table(figures))
        return 0
    } catch {
        return fail("\(error)", code: 1)
    }
}

exit(bench(Array(CommandLine.arguments.dropFirst())))
