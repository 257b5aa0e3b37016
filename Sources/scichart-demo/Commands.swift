import CGtk
import Foundation
import Gallery
import SciChart
import SciChartCairo

let usage = """
    usage: scichart-demo [--log] [FILE.json...]   open the demo window (with no display: render the gallery
                                                  into ./gallery), and drawings files on its first page;
                                                  --log writes what happens to standard output
           scichart-demo gallery [--out DIR]      render the gallery (PNG and SVG, dark and light) into DIR
                                                  (default gallery)
           scichart-demo bench [ARGUMENTS]        run scichart-bench, the program beside this one, with
                                                  ARGUMENTS (see scichart-bench --help)
    """

func fail(_ message: String, code: Int32 = 2) -> Int32 {
    note(message)
    return code
}

/// Writes `message` to standard error, after the program's name.
func note(_ message: String) {
    FileHandle.standardError.write(Data("scichart-demo: \(message)\n".utf8))
}

/// Opens the demo window; without a display, says so and renders the gallery instead.
func window(_ arguments: [String]) -> Int32 {
    if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--log" }) {
        return fail("unknown argument \(unknown)\n\(usage)")
    }
    let files = arguments.filter { $0 != "--log" }
    // The program's name for the window system and for the files GTK writes (the recently
    // used list names the program that opened a file).
    g_set_prgname("scichart-demo")
    guard gtk_init_check() != 0 else {
        FileHandle.standardError.write(
            Data(
                ("scichart-demo: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?); "
                    + "rendering the gallery into ./gallery instead\n").utf8))
        return gallery([])
    }
    return MainActor.assumeIsolated {
        // A window redraws many times a second, for hours, at every size it is given.
        LargeBlocks.keepFramesInHeap()
        return DemoApp.run(log: arguments.contains("--log"), files: files)
    }
}

func gallery(_ arguments: [String]) -> Int32 {
    var outDirectory = "gallery"
    var index = 0
    while index < arguments.count {
        if arguments[index] == "--out", index + 1 < arguments.count {
            outDirectory = arguments[index + 1]
            index += 2
        } else {
            return fail("unknown argument \(arguments[index])\n\(usage)")
        }
    }
    do {
        let directory = URL(fileURLWithPath: outDirectory, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, make) in GalleryCharts.all() + GalleryCharts.legendCharts() {
            let surface = make()
            try surface.renderSVG().write(
                to: directory.appendingPathComponent("\(name).svg"), atomically: true, encoding: .utf8)
            try surface.renderPNG(to: directory.appendingPathComponent("\(name).png"))
            print("wrote \(directory.path)/\(name).png and .svg")
        }
        for (name, make) in GalleryCharts.groups() {
            let group = make().group
            try group.renderSVG().write(
                to: directory.appendingPathComponent("\(name).svg"), atomically: true, encoding: .utf8)
            try group.renderPNG(to: directory.appendingPathComponent("\(name).png"))
            print("wrote \(directory.path)/\(name).png and .svg")
        }
        return 0
    } catch {
        return fail("\(error)", code: 1)
    }
}

/// Runs `scichart-bench`, which sits beside this program, with `arguments`; its output is this
/// program's, and its exit status is returned.
func bench(_ arguments: [String]) -> Int32 {
    guard let folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
    else {
        return fail("cannot tell where this program is, so cannot find scichart-bench beside it", code: 1)
    }
    let benchURL = folder.appendingPathComponent("scichart-bench")
    guard FileManager.default.isExecutableFile(atPath: benchURL.path) else {
        return fail(
            "the bench is its own program now, and \(benchURL.path) is missing; "
                + "build it with `swift build -c release --product scichart-bench`", code: 1)
    }
    let process = Process()
    process.executableURL = benchURL
    process.arguments = arguments
    do {
        try process.run()
    } catch {
        return fail("cannot run \(benchURL.path): \(error)", code: 1)
    }
    process.waitUntilExit()
    switch process.terminationReason {
    case .exit: return process.terminationStatus
    case .uncaughtSignal: return 128 + process.terminationStatus
    @unknown default: return 1
    }
}
