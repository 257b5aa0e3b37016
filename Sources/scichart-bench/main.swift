import Foundation

let usage = """
    usage: scichart-bench [--json] [--large | --hit-test | --small-changes | --indicators | --workspace]
           speed and memory figures at 1600 x 900, as a table or (--json) one JSON object;
           --large: 1e8 points; --hit-test: only the series hit-test figures;
           --small-changes: only what small changes on big charts cost;
           --indicators: only what indicators on a growing series cost;
           --workspace: only the four-pane workspace's pan and crosshair
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
    let json = arguments.contains("--json")
    if let unknown = arguments.first(where: {
        !["--json", "--large", "--hit-test", "--small-changes", "--indicators", "--workspace"].contains($0)
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

exit(bench(Array(CommandLine.arguments.dropFirst())))
