import Foundation
import Testing

/// A build on a machine without a C library's development files says what to install: each
/// system module's header checks for the library's header and names the Debian packages that
/// `Package.swift` names as its providers.
@Suite struct SystemModuleTests {
    static let root = ArticleSources.root

    /// Each system module of `Package.swift` with Debian providers, and those packages.
    static var providers: [(module: String, packages: [String])] {
        guard
            let manifest = try? String(
                contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        else { return [] }
        let pattern = #/name: "(C[A-Za-z]+)",\s*pkgConfig: "[^"]+",\s*providers: \[\.apt\(\[([^\]]*)\]\)\]/#
        return manifest.matches(of: pattern).map { match in
            let packages = match.output.2.split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            return (String(match.output.1), packages)
        }
    }

    @Test func everyModuleNamesItsPackagesWhenItsHeaderIsMissing() throws {
        let modules = Self.providers
        #expect(modules.count >= 4, "Package.swift names \(modules.map(\.module))")
        for (module, packages) in modules {
            let header = try String(
                contentsOf: Self.root.appendingPathComponent("Sources/\(module)/shim.h"), encoding: .utf8)
            let guardLine = try #require(
                header.split(separator: "\n").first { $0.hasPrefix("#if !__has_include(<") })
            let error = try #require(header.split(separator: "\n").first { $0.hasPrefix("#error ") })
            for package in packages {
                #expect(error.contains(package), "\(module): \(error)")
            }
            // The header checked is the one included next.
            let checked = guardLine.dropFirst("#if !__has_include(".count).dropLast()
            #expect(header.contains("#include \(checked)"), "\(module)")
        }
    }

    /// Compiled without the folders pkg-config gives, Cairo's header is not found: the
    /// compiler says to install libcairo2-dev.
    @Test func aMissingHeaderSaysWhatToInstall() throws {
        let clang = URL(fileURLWithPath: "/usr/bin/env")
        let process = Process()
        process.executableURL = clang
        process.arguments = [
            "clang", "-fsyntax-only", "-x", "c",
            Self.root.appendingPathComponent("Sources/CCairo/shim.h").path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return }
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Without clang (env reports 127) there is nothing to check.
        guard process.terminationStatus != 127 else { return }
        #expect(process.terminationStatus != 0)
        #expect(output.contains("apt-get install libcairo2-dev"), "\(output)")
    }
}
