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
}
