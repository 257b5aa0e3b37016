// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SciChart",
    products: [
        .library(name: "SciChart", targets: ["SciChart"]),
        .executable(name: "scichart-demo", targets: ["scichart-demo"]),
    ],
    targets: [
        .target(name: "SciChart"),
        .target(
            name: "MarketData",
            resources: [.copy("Resources")]
        ),
        .target(
            name: "Gallery",
            dependencies: ["SciChart", "MarketData"]
        ),
        .executableTarget(
            name: "scichart-demo",
            dependencies: ["SciChart", "Gallery"]
        ),
        .testTarget(
            name: "SciChartTests",
            dependencies: ["SciChart", "MarketData", "Gallery"],
            exclude: ["Goldens"]
        ),
    ]
)
