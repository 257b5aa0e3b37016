import Foundation
import Testing

/// The articles of the SciChart documentation catalog and the test files that run their code.
///
/// Every ```` ```swift ```` block of `Sources/SciChart/SciChart.docc/<Name>.md` must appear,
/// line for line, in `Tests/ArticleTests/<Name>Article.swift` (or in the files
/// ``ArticleSources/otherTestFiles`` names for it), where it compiles and runs; only indentation
/// and blank lines may differ. Blocks in other languages (shell commands,
/// a package manifest) are not checked.
enum ArticleSources {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = tests.deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/SciChart/SciChart.docc")

    /// Articles whose code is another test target's: "Write your own tool" shows the
    /// extension tests, which import `SciChart` without `@testable`.
    static let otherTestFiles: [String: [String]] = [
        "WriteYourOwnTool": [
            "ExtensionTests/PriceLine.swift", "ExtensionTests/StepLineSeries.swift",
            "ExtensionTests/CrosshairModifier.swift", "ExtensionTests/ExtensionTests.swift",
        ]
    ]

    /// The test files that run `article`'s code.
    static func testFiles(of article: String) -> [URL] {
        let testsRoot = tests.deletingLastPathComponent()
        return otherTestFiles[article].map { $0.map { testsRoot.appendingPathComponent($0) } }
            ?? [tests.appendingPathComponent("\(article)Article.swift")]
    }

    /// The article names: every Markdown file of the catalog except the module's page.
    static let articles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "SciChart.md" }.map { String($0.dropLast(3)) }
            .sorted()
    }()

    /// The lines of each Swift code block of `markdown`, trimmed, without blank lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if current != nil, !trimmed.isEmpty {
                current?.append(trimmed)
            }
        }
        return blocks
    }

    /// The lines of a Swift file, trimmed, without blank lines.
    static func codeLines(of source: String) -> [String] {
        source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// How many leading lines of `block` appear in order, one after another, somewhere in
    /// `lines`: `block.count` when all of it does.
    static func longestMatch(of block: [String], in lines: [String]) -> Int {
        var best = 0
        for start in lines.indices where lines[start] == block.first {
            var matched = 0
            while matched < block.count, start + matched < lines.count,
                lines[start + matched] == block[matched]
            {
                matched += 1
            }
            best = max(best, matched)
        }
        return best
    }
}

@Suite struct ArticleCodeTests {
    @Test func theCatalogHasTheArticles() {
        #expect(
            Set(ArticleSources.articles).isSuperset(of: [
                "GettingStarted", "MeasureTool", "XabcdTool", "Legend", "SeriesSelection", "HostContract",
                "PortingFromSciChartIOS", "WriteYourOwnTool",
            ]))
    }

    @Test(arguments: ArticleSources.articles)
    func everySwiftBlockRunsInTheArticleTest(article: String) throws {
        let markdown = try String(
            contentsOf: ArticleSources.catalog.appendingPathComponent("\(article).md"), encoding: .utf8)
        let testFiles = ArticleSources.testFiles(of: article)
        let lines = try testFiles.flatMap {
            ArticleSources.codeLines(of: try String(contentsOf: $0, encoding: .utf8))
        }
        let blocks = ArticleSources.swiftBlocks(in: markdown)
        #expect(!blocks.isEmpty, "\(article).md has no Swift code")
        for block in blocks {
            let matched = ArticleSources.longestMatch(of: block, in: lines)
            #expect(
                matched == block.count,
                "\(article).md: this line of a code block is not in \(testFiles.map(\.lastPathComponent)) where the block's earlier lines are: \(matched < block.count ? block[matched] : "")"
            )
        }
    }

    @Test func blocksAreFoundLineByLine() {
        let markdown = "Text\n\n```swift\nlet a = 1\n\n    let b = a\n```\n\n```sh\nswift run\n```\n"
        let blocks = ArticleSources.swiftBlocks(in: markdown)
        #expect(blocks == [["let a = 1", "let b = a"]])
        let lines = ArticleSources.codeLines(of: "func f() {\n    let a = 1\n    let b = a\n}\n")
        #expect(ArticleSources.longestMatch(of: blocks[0], in: lines) == 2)
        #expect(ArticleSources.longestMatch(of: ["let a = 1", "let c = a"], in: lines) == 1)
    }
}
