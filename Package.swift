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
        .executableTarget(
            name: "scichart-demo",
            dependencies: ["SciChart", "MarketData"]
        ),
        .testTarget(
            name: "SciChartTests",
            dependencies: ["SciChart", "MarketData"]
        ),
    ]
)
