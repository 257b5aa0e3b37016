import Foundation
import Gallery
import SciChart

/// `scichart-demo [--out DIR]`: renders the demo charts to DIR (default `out`).
func run(_ arguments: [String]) -> Int32 {
    var outDirectory = "out"
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--out" where index + 1 < arguments.count:
            outDirectory = arguments[index + 1]
            index += 1
        case "-h", "--help":
            print("usage: scichart-demo [--out DIR]")
            return 0
        default:
            FileHandle.standardError.write(Data("unknown argument: \(arguments[index])\n".utf8))
            return 2
        }
        index += 1
    }
    do {
        let directory = URL(fileURLWithPath: outDirectory, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let charts = [
            ("spy-daily", GalleryCharts.spyDaily()), ("sp500-minutes", GalleryCharts.sp500Minutes()),
        ]
        for (name, surface) in charts {
            let url = directory.appendingPathComponent("\(name).svg")
            try surface.renderSVG().write(to: url, atomically: true, encoding: .utf8)
            print("wrote \(url.path)")
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("scichart-demo: \(error)\n".utf8))
        return 1
    }
}

exit(run(Array(CommandLine.arguments.dropFirst())))
