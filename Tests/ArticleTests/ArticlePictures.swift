import Foundation
import SciChartCairo
import Testing

/// The pictures of the SciChart documentation catalog.
///
/// An article shows `![...](name)`: either a gallery golden, `name-light.png` and
/// `name-dark.png` under `Tests/SciChartCairoTests/Goldens`, which scripts/docs copies into
/// the catalog it converts as `name.png` and `name~dark.png` (DocC shows the one that
/// matches the reader's appearance), or a picture checked in under
/// `SciChart.docc/Resources` that an article test renders and compares, as the goldens are
/// compared: a pixel differs when a channel moves by more than 24, and at most 0.2% of the
/// pixels may differ. `SCICHART_UPDATE_GOLDENS=1` rewrites those.
enum ArticlePictures {
    static let resources = ArticleSources.catalog.appendingPathComponent("Resources")
    static let goldens = ArticleSources.root.appendingPathComponent("Tests/SciChartCairoTests/Goldens")

    /// Whether the gallery has light and dark goldens named `name`.
    static func hasGoldens(_ name: String) -> Bool {
        ["light", "dark"].allSatisfy {
            FileManager.default.fileExists(atPath: goldens.appendingPathComponent("\(name)-\($0).png").path)
        }
    }

    /// Checks `image` against the catalog picture `name`, or writes it when updating.
    static func check(
        _ image: SCIRasterImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let url = resources.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SCICHART_UPDATE_GOLDENS"] == "1" {
            try image.writePNG(to: url)
            return
        }
        let expected = try SCIRasterImage.read(pngAt: url)
        #expect(
            expected.width == image.width && expected.height == image.height, "\(name): size differs",
            sourceLocation: sourceLocation)
        guard expected.width == image.width, expected.height == image.height else { return }
        let a = expected.premultipliedPixels
        let b = image.premultipliedPixels
        var differing = 0
        for index in a.indices where a[index] != b[index] {
            for shift in stride(from: 0, through: 24, by: 8) {
                let first = Int((a[index] >> UInt32(shift)) & 0xFF)
                let second = Int((b[index] >> UInt32(shift)) & 0xFF)
                if abs(first - second) > 24 {
                    differing += 1
                    break
                }
            }
        }
        #expect(
            Double(differing) <= 0.002 * Double(a.count), "\(name): \(differing) pixels differ",
            sourceLocation: sourceLocation)
    }
}

@Suite struct ArticlePictureTests {
    /// The pictures checked in under the catalog's Resources: each rendered by an article test.
    static let checkedIn: [String] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: ArticlePictures.resources.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }()

    /// The checked-in pictures the article tests render.
    static let rendered: Set<String> = ["series-selection.png"]

    @Test func everyCheckedInPictureIsRenderedByATest() {
        #expect(Set(Self.checkedIn) == Self.rendered)
    }

    @Test func everyPictureAnArticleShowsIsAGoldenOrCheckedIn() throws {
        for article in ArticleSources.articles {
            let markdown = try String(
                contentsOf: ArticleSources.catalog.appendingPathComponent("\(article).md"), encoding: .utf8)
            for name in Self.imageNames(in: markdown) {
                #expect(
                    ArticlePictures.hasGoldens(name) || Self.checkedIn.contains("\(name).png"),
                    "\(article).md shows \(name): no golden and no picture in Resources")
            }
        }
    }

    /// The names in `![...](name)` of a Markdown text.
    static func imageNames(in markdown: String) -> [String] {
        markdown.components(separatedBy: "](").dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let name = String(rest[..<end])
            return name.contains("/") || name.contains(":") ? nil : name
        }
    }

    @Test func imageNamesAreRead() {
        #expect(Self.imageNames(in: "a ![One](one) b [link](https://x.org) ![Two](two)") == ["one", "two"])
    }
}
