// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SciChart",
    products: [
        .library(name: "SciChart", targets: ["SciChart"]),
        .library(name: "SciChartIndicators", targets: ["SciChartIndicators"]),
        .library(name: "SciChartCairo", targets: ["SciChartCairo"]),
        .library(name: "SciChartGtk", targets: ["SciChartGtk"]),
        .library(name: "SciChartDatabase", targets: ["SciChartDatabase"]),
        .executable(name: "scichart-demo", targets: ["scichart-demo"]),
        .executable(name: "scichart-bench", targets: ["scichart-bench"]),
    ],
    targets: [
        .target(name: "SciChart"),
        .target(name: "SciChartIndicators", dependencies: ["SciChart"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "SciChartCairo",
            dependencies: ["SciChart", "CCairo", "CZlib"]
        ),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(
            name: "SciChartGtk",
            dependencies: ["SciChart", "SciChartCairo", "CGtk"]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CPostgres",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(
            name: "SciChartDatabase",
            dependencies: ["SciChart", "CSQLite", "CPostgres"]
        ),
        .target(
            name: "MarketData",
            dependencies: ["SciChart"],
            resources: [.copy("Resources")]
        ),
        .target(
            name: "Gallery",
            dependencies: ["SciChart", "SciChartIndicators", "MarketData"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "scichart-demo",
            dependencies: [
                "SciChart", "SciChartCairo", "SciChartGtk", "SciChartDatabase", "CGtk", "CMalloc", "Gallery",
            ]
        ),
        .executableTarget(
            name: "scichart-bench",
            dependencies: ["SciChart", "SciChartIndicators", "SciChartCairo", "SciChartDatabase", "Gallery"]
        ),
        // Examples/: small programs, one per spec page, a CSV-to-PNG renderer, a GTK window, the
        // GTK guide's program and the GTK view's end-to-end test subject.
        .executableTarget(
            name: "MeasureExample",
            dependencies: ["SciChart", "SciChartCairo", "MarketData"],
            path: "Examples/MeasureExample"
        ),
        .executableTarget(
            name: "XabcdExample",
            dependencies: ["SciChart", "SciChartCairo", "MarketData"],
            path: "Examples/XabcdExample"
        ),
        .executableTarget(
            name: "LegendExample",
            dependencies: ["SciChart", "SciChartCairo", "MarketData"],
            path: "Examples/LegendExample"
        ),
        .executableTarget(
            name: "SelectionExample",
            dependencies: ["SciChart", "SciChartCairo", "MarketData"],
            path: "Examples/SelectionExample"
        ),
        .executableTarget(
            name: "MultiPaneStockChart",
            dependencies: ["SciChart", "SciChartCairo", "SciChartIndicators", "MarketData"],
            path: "Examples/MultiPaneStockChart"
        ),
        .executableTarget(
            name: "CsvChart",
            dependencies: ["SciChart", "SciChartCairo"],
            path: "Examples/CsvChart"
        ),
        .executableTarget(
            name: "GtkWindowExample",
            dependencies: ["SciChart", "SciChartGtk", "CGtk", "MarketData"],
            path: "Examples/GtkWindowExample"
        ),
        .executableTarget(
            name: "scichart-gtk-embed",
            dependencies: ["SciChart", "SciChartGtk", "CGtk"],
            path: "Examples/scichart-gtk-embed"
        ),
        .executableTarget(
            name: "scichart-gtk-example",
            dependencies: ["SciChart", "SciChartGtk", "CGtk", "Gallery"],
            path: "Examples/scichart-gtk-example"
        ),
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "SciChartTests",
            dependencies: ["SciChart", "MarketData", "Gallery", "SciChartIndicators", "TestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "SpecSampleTests",
            dependencies: ["SciChart"],
            path: "SpecSamples"
        ),
        .testTarget(
            name: "SciChartCairoTests",
            dependencies: ["SciChart", "SciChartCairo", "Gallery", "MarketData", "TestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "ExtensionTests",
            dependencies: ["SciChart", "SciChartCairo"]
        ),
        .testTarget(
            name: "IndicatorTests",
            dependencies: ["SciChart", "SciChartIndicators"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SciChartDatabaseTests",
            dependencies: ["SciChart", "SciChartDatabase", "SciChartCairo", "TestSupport"]
        ),
        .testTarget(
            name: "SciChartGtkTests",
            dependencies: ["SciChart", "SciChartGtk", "CGtk"]
        ),
        .testTarget(
            name: "ArticleTests",
            dependencies: ["SciChart", "SciChartCairo", "SciChartGtk", "SciChartDatabase", "CGtk", "Gallery"]
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["scichart-demo", "SciChart", "Gallery", "CMalloc"]
        ),
    ]
)
