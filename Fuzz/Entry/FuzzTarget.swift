import Foundation

/// The fuzz targets of `scripts/fuzz`: one libFuzzer binary serves them all, its target chosen
/// by the argument `--target=<name>` (libFuzzer passes on arguments that start with `--`), so
/// one build with the sanitizers serves every input the project reads.
enum FuzzTarget: String, CaseIterable {
    /// The drawings loader: ``LoadAnnotationsFuzzCheck``.
    case loadAnnotations = "load-annotations"
    /// The CSV reader and its import into SQLite: ``CSVFuzzCheck``.
    case csv
    /// An SQLite store opened on any bytes as a file: ``SQLiteFileFuzzCheck``.
    case sqlite
    /// Pointer and key sequences driving every drawing tool and the editor:
    /// ``DrawingGestureFuzzCheck``.
    case gestures
    /// The axes' labels and cursor texts over any ranges and values: ``AxisLabelFuzzCheck``.
    case labels
    /// The PNG reader of `SCIImage`: ``PNGFuzzCheck``.
    case png

    /// Runs the target on one input.
    func check(_ data: Data) {
        switch self {
        case .loadAnnotations: LoadAnnotationsFuzzCheck.check(data)
        case .csv: CSVFuzzCheck.check(data)
        case .sqlite: SQLiteFileFuzzCheck.check(data)
        case .gestures: DrawingGestureFuzzCheck.check(data)
        case .labels: AxisLabelFuzzCheck.check(data)
        case .png: PNGFuzzCheck.check(data)
        }
    }

    /// Seed inputs made by code (the others are files under `Fuzz/Seeds/<target>`): valid SQLite
    /// files of small series, byte strings that drive whole gestures and axes, and PNG files.
    func madeSeeds() -> [(name: String, data: Data)] {
        switch self {
        case .sqlite: SQLiteFileFuzzCheck.seeds()
        case .gestures: DrawingGestureFuzzCheck.seeds()
        case .labels: AxisLabelFuzzCheck.seeds()
        case .png: PNGFuzzCheck.seeds()
        case .loadAnnotations, .csv: []
        }
    }

    /// The target the process runs, from `--target=<name>` (the drawings loader without one).
    nonisolated(unsafe) static var chosen = FuzzTarget.loadAnnotations
}

/// libFuzzer calls this once, with the command line: the target is chosen there. With
/// `--make-seeds=<folder>` the target's seeds made by code are written into the folder and the
/// process exits.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    var seedFolder: String?
    for index in 0..<Int(argc.pointee) {
        guard let pointer = argv.pointee?[index] else { continue }
        let argument = String(cString: pointer)
        if argument.hasPrefix("--target=") {
            let name = String(argument.dropFirst("--target=".count))
            guard let target = FuzzTarget(rawValue: name) else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
                FileHandle.standardError.write(Data("unknown fuzz target \(name): one of \(names)\n".utf8))
                exit(2)
            }
            FuzzTarget.chosen = target
        } else if argument.hasPrefix("--make-seeds=") {
            seedFolder = String(argument.dropFirst("--make-seeds=".count))
        }
    }
    if let seedFolder {
        for seed in FuzzTarget.chosen.madeSeeds() {
            let url = URL(fileURLWithPath: seedFolder).appendingPathComponent(seed.name)
            do { try seed.data.write(to: url) } catch {
                FileHandle.standardError.write(Data("cannot write \(url.path): \(error)\n".utf8))
                exit(1)
            }
        }
        exit(0)
    }
    return 0
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzTarget.chosen.check(data)
    return 0
}
