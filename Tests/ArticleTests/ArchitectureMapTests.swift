import Foundation
import Testing

/// `ARCHITECTURE.md` is the map of the code as it is: every type it names is declared in the
/// sources, and every folder it names exists.
@Suite struct ArchitectureMapTests {
    static let root = ArticleSources.root
    static let map =
        (try? String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)) ?? ""

    /// Every Swift source of the package, concatenated.
    static let sources: String = {
        var text = ""
        for folder in ["Sources", "Examples"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let url = root.appendingPathComponent(folder).appendingPathComponent(path)
                text += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                text += "\n"
            }
        }
        return text
    }()

    /// Words that name no type: modules and programs.
    static let notTypes: Set<String> = [
        "SciChart", "SciChartCairo", "SciChartGtk", "SciChartDatabase", "MarketData", "CCairo", "CZlib",
        "CsvChart",
    ]

    @Test func theMapExists() {
        #expect(Self.map.contains("## One frame, from data to pixels"))
        #expect(Self.map.contains("## One pointer event, from the GTK view to a redraw"))
    }

    @Test func everyTypeItNamesExists() throws {
        let pattern = try Regex(#"\b[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+\b|\bI?SCI[A-Z][A-Za-z0-9]*\b"#)
        let names = Set(Self.map.matches(of: pattern).map { String(Self.map[$0.range]) })
            .subtracting(Self.notTypes)
        #expect(names.count > 40)
        let declaration = try Regex(
            #"(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var declared = Set<String>()
        for match in Self.sources.matches(of: declaration) {
            if let name = match.output[1].substring { declared.insert(String(name)) }
        }
        // Folder names (`DrawingTools/`, `Examples/CsvChart`) are not types.
        let missing = names.sorted().filter { name in
            !declared.contains(name) && !Self.map.contains("\(name)/") && !Self.map.contains("/\(name)")
        }
        #expect(missing.isEmpty, "ARCHITECTURE.md names types that do not exist: \(missing)")
    }

    @Test func everyFolderItNamesExists() throws {
        let pattern = try Regex(#"`(Sources|Examples)/[A-Za-z0-9_\-/*]+`"#)
        for match in Self.map.matches(of: pattern) {
            let path = String(Self.map[match.range]).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let folder = path.replacingOccurrences(of: "/*", with: "").replacingOccurrences(
                of: "C*", with: "")
            guard !folder.hasSuffix("/") else { continue }
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(folder).path),
                "ARCHITECTURE.md names \(path), which does not exist")
        }
    }

    /// A type says what it is: how a series, a data series, an annotation or a modifier
    /// behaves is a member the type declares, never an `is` or `as?` on its class elsewhere.
    /// A cast to one of those classes is allowed only in the folder that declares the class
    /// (a tool's creation modifier configuring its own annotation); a cast to a protocol is
    /// allowed anywhere (the pattern does not match `ISCI` names).
    @Test func noCastsOnConcreteClassesOutsideTheirFolders() throws {
        let cast = try Regex(
            #"\b(?:is|as[!?]?) (SCI[A-Za-z]*(?:DataSeries|RenderableSeries|Annotation|Modifier))\b"#)
        let declaration = try Regex(#"(?:class|struct|enum|protocol)\s+(SCI[A-Za-z0-9_]*)"#)
        var files: [(path: String, text: String)] = []
        for module in ["Sources/SciChart", "Sources/SciChartIndicators"] {
            let folder = Self.root.appendingPathComponent(module)
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.contains(".docc/") else { continue }
                let text =
                    (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
                files.append(("\(module)/\(path)", text))
            }
        }
        #expect(files.count > 300)
        func folder(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
        var declaredIn: [String: String] = [:]
        for (path, text) in files {
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { declaredIn[String(name)] = folder(path) }
            }
        }
        var casts: [String] = []
        for (path, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
                for match in line.matches(of: cast) {
                    guard let name = match.output[1].substring.map(String.init),
                        declaredIn[name] != folder(path)
                    else { continue }
                    casts.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(
            casts.isEmpty,
            "casts on concrete classes outside their folders:\n\(casts.joined(separator: "\n"))")
    }

    /// The router is the only keeper of a table of pointers: outside `Input/Routing`, no
    /// stored property or state holds several pointers (ids with locations, sets of ids); a
    /// gesture of several pointers reads ``SCIChartModifierBase/pointersDown``.
    @Test func onlyTheRouterKeepsATableOfPointers() throws {
        let table = try Regex(
            #"(?:var|let|case)\s+\w+.*(?:\[\s*\(\s*id:\s*Int,\s*location|\[Int:\s*CGPoint\]|\[SCIPointerLocation\]\s*=|others:\s*Set<Int>|pointers:\s*\[Int)"#
        )
        var found: [String] = []
        let base = Self.root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.contains("Input/Routing/") else { continue }
            let text = (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(table) {
                found.append("Sources/\(path):\(number + 1)")
            }
        }
        #expect(found.isEmpty, "tables of pointers outside the router: \(found)")
    }

    /// No `Mutex` anywhere: ThreadSanitizer does not see a contended `Mutex` taken (its slow
    /// path is in the toolchain's uninstrumented library) and reports what it guards as a race,
    /// as a CI run once did for a test's recorder. `Locked` (a pthread mutex) or an `Atomic`
    /// instead.
    @Test func noMutexThreadSanitizerCannotSee() throws {
        let use = try Regex(#"\bMutex\s*[<(]"#)
        var found: [String] = []
        for folder in ["Sources", "Tests", "Examples", "Fuzz"] {
            let base = Self.root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(atPath: base.path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(use) {
                    found.append("\(folder)/\(path):\(number + 1)")
                }
            }
        }
        #expect(found.isEmpty, "Mutex used at \(found)")
    }
}
