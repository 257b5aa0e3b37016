import Testing

@testable import scichart_demo

/// The Keys window's text: every tool's key, lines that fit the window.
@Suite struct DemoKeysTests {
    private let pages = ["spy", "minutes", "live", "workspace", "large"]

    @Test func everyToolsKeyIsListed() {
        let tools =
            DemoKeys.sections(pageNames: pages).first { $0.title == "The tools" }?.lines.joined(
                separator: " ") ?? ""
        for tool in DemoTool.allCases {
            #expect(tools.contains("\(tool.key.uppercased()) \(tool.label)"), "\(tool)")
        }
    }

    @Test func everyLineFitsTheWindow() {
        for line in DemoKeys.text(pageNames: pages).split(separator: "\n") {
            #expect(line.count <= DemoKeys.lineLength, "\(line)")
        }
        #expect(DemoKeys.text(pageNames: pages).contains("C  a keyboard cursor"))
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

/// The shortcuts: one table for GTK and the Keys window.
@Suite struct DemoShortcutsTests {
    private let pages = ["spy", "minutes", "live", "workspace", "large"]

    @Test func everyPageAndToolHasAShortcutAndNoKeyIsTakenTwice() {
        let all = DemoShortcuts.all(pageNames: pages)
        for page in pages { #expect(all.contains { $0.action == "win.page::\(page)" }, "\(page)") }
        for tool in DemoTool.allCases { #expect(all.contains { $0.action == "win.tool::\(tool.rawValue)" }) }
        let keys = all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func keysAreWrittenForPeople() {
        #expect(DemoShortcut.label("<Control><Shift>z") == "Ctrl+Shift+Z")
        #expect(DemoShortcut.label("<Control>Page_Down") == "Ctrl+Page Down")
        #expect(DemoShortcut.label("F1") == "F1" && DemoShortcut.label("<Alt>5") == "Alt+5")
        // Plain letters go after the chart (typing a note), the rest to the application.
        #expect(!DemoShortcut(action: "win.magnet", keys: ["g"], title: "").isAccelerator)
        #expect(DemoShortcut(action: "win.keys", keys: ["F1"], title: "").isAccelerator)
    }

    @Test func theKeysWindowListsEveryPageKey() {
        #expect(DemoKeys.text(pageNames: pages).contains("Alt+1 to Alt+5 a page"))
    }
}
