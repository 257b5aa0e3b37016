import Foundation
import Testing

/// ThreadSanitizer runs the suites of `scripts/lib/threaded-tests` (see `scripts/sanitize`):
/// every suite declared in a test file that starts threads must be among them, so a new
/// test of concurrent code cannot slip past the sanitizer.
@Suite struct SanitizerCoverageTests {
    static let root = ArticleSources.root

    /// The list's regular expressions.
    static func patterns() throws -> [Regex<AnyRegexOutput>] {
        let text = try String(
            contentsOf: root.appendingPathComponent("scripts/lib/threaded-tests"), encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
            try Regex(String($0))
        }
    }

    /// What starts a thread or runs work in parallel in a test.
    static var threadStart: Regex<Substring> {
        #/Thread \{|Thread\(|Thread\.detachNewThread|DispatchQueue|Task\.detached|withTaskGroup|withThrowingTaskGroup|concurrentPerform|async let|pthread_create/#
    }

    /// The suites a test file declares: its top-level structs and classes that hold tests,
    /// and the types it extends with tests.
    static func suites(in text: String) -> [String] {
        guard text.contains("@Test") else { return [] }
        let declaration =
            #/(?m)^(?:@Suite[^\n]*\s+|@MainActor\s+)*(?:final\s+)?(?:struct|class|extension)\s+([A-Za-z0-9_]+)/#
        return text.matches(of: declaration).map { String($0.output.1) }.filter { name in
            // A helper class (a flag, a recorder) holds no tests.
            name.hasSuffix("Tests") || name.hasSuffix("Article")
                || (text.contains("@Suite") && text.contains("struct \(name)"))
        }
    }

    @Test func everySuiteOfATestFileThatStartsThreadsRunsUnderThreadSanitizer() throws {
        let patterns = try Self.patterns()
        #expect(patterns.count >= 5)
        let tests = Self.root.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            // This file names what starts threads without starting any.
            guard url.lastPathComponent != "SanitizerCoverageTests.swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(Self.threadStart) else { continue }
            // The module is the folder under Tests/.
            let relative = url.path.dropFirst(tests.path.count + 1)
            let module = String(relative.prefix { $0 != "/" })
            for suite in Self.suites(in: text) {
                let id = "\(module).\(suite)/test()"
                #expect(
                    patterns.contains { id.contains($0) },
                    "\(relative) starts threads; add \(module).\(suite) to scripts/lib/threaded-tests")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    @Test func theListNamesSuitesThatExist() throws {
        // Each line's suite names are declared somewhere under Tests/ (a renamed suite would
        // silently leave the sanitizer run).
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("scripts/lib/threaded-tests"), encoding: .utf8)
        var names: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let group = line.firstMatch(of: #/\\\.\(?([A-Za-z0-9|]+)\)?\//#) else { continue }
            names += group.output.1.split(separator: "|").map(String.init)
        }
        #expect(names.count >= 15)
        let tests = Self.root.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var declared = Set<String>()
        for case let url as URL in files where url.pathExtension == "swift" {
            declared.formUnion(Self.suites(in: try String(contentsOf: url, encoding: .utf8)))
        }
        for name in names { #expect(declared.contains(name), "scripts/lib/threaded-tests names \(name)") }
    }
}
