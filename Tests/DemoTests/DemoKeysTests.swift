import Testing

@testable import scichart_demo

/// The Keys window's text: every tool's key, lines that fit the window.
@Suite struct DemoKeysTests {
    @Test func everyToolsKeyIsListed() {
        let tools = DemoKeys.sections.first { $0.title == "The tools" }?.lines.joined(separator: " ") ?? ""
        for tool in DemoTool.allCases {
            #expect(tools.contains("\(tool.key.uppercased()) \(tool.label)"), "\(tool)")
        }
    }

    @Test func everyLineFitsTheWindow() {
        for line in DemoKeys.text.split(separator: "\n") {
            #expect(line.count <= DemoKeys.lineLength, "\(line)")
        }
        #expect(DemoKeys.text.contains("C  a keyboard cursor"))
    }

    @Test func wrappingKeepsEveryItemWhole() {
        let items = (1...30).map { "item \($0)" }
        let lines = DemoKeys.wrapped(items)
        #expect(lines.count > 1)
        #expect(
            lines.joined(separator: " ").replacingOccurrences(of: ",", with: "").split(separator: " ").count
                == 60)
        #expect(DemoKeys.wrapped([]) == [])
    }
}
