// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NavigationReducer",
    // Observation's floor: `Store` is `Observable`.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "NavigationReducer", targets: ["NavigationReducer"]),
        .library(name: "NavigationReducerTesting", targets: ["NavigationReducerTesting"]),
        .library(name: "NavigationReducerUIKit", targets: ["NavigationReducerUIKit"]),
        .library(name: "NavigationReducerSwiftUI", targets: ["NavigationReducerSwiftUI"]),
        .executable(name: "navigation-demo", targets: ["NavigationDemo"]),
        .executable(name: "navigation-benchmarks", targets: ["NavigationBenchmarks"]),
    ],
    // Packages: none. The Swift toolchain is all this package uses.
    dependencies: [],
    targets: [
        // MARK: Core — what an app core imports.
        .target(name: "NavigationReducer"),

        // MARK: Platform glue — each file behind `#if canImport(...)`, as thin as possible.
        .target(name: "NavigationReducerUIKit", dependencies: ["NavigationReducer"]),
        .target(name: "NavigationReducerSwiftUI", dependencies: ["NavigationReducer"]),

        // MARK: Testing — what a test target imports.
        .target(
            name: "NavigationReducerTesting",
            dependencies: ["NavigationReducer"]
        ),

        // MARK: Examples — app cores built on the library, tested like an app team would.
        .target(
            name: "InfosApp",
            dependencies: ["NavigationReducer"],
            path: "Sources/Examples/InfosApp"
        ),
        .target(
            name: "CheckoutApp",
            dependencies: ["NavigationReducer"],
            path: "Sources/Examples/CheckoutApp"
        ),

        .target(
            name: "ShowcaseApp",
            dependencies: ["NavigationReducer"],
            path: "Sources/Examples/ShowcaseApp"
        ),
        // A list of timers, each a feature on its own entry, and a stopwatch on a flow.
        .target(
            name: "TimersApp",
            dependencies: ["NavigationReducer"],
            path: "Sources/Examples/TimersApp"
        ),
        // A news reader whose root is a tab bar.
        .target(
            name: "ReaderApp",
            dependencies: ["NavigationReducer"],
            path: "Sources/Examples/ReaderApp"
        ),

        // The README's app core, and its SwiftUI and UIKit wiring where those exist.
        .target(
            name: "AppCore",
            dependencies: ["NavigationReducer", "NavigationReducerSwiftUI", "NavigationReducerUIKit"],
            path: "Sources/Examples/AppCore"
        ),

        // The showcase on screen, as an app would wire it; compiled where SwiftUI exists.
        .target(
            name: "ShowcaseSwiftUI",
            dependencies: ["ShowcaseApp", "NavigationReducer", "NavigationReducerSwiftUI"],
            path: "Sources/Examples/ShowcaseSwiftUI"
        ),
        // The showcase on screen, as an app would wire it; compiled where UIKit exists.
        .target(
            name: "ShowcaseUIKit",
            dependencies: ["ShowcaseApp", "NavigationReducer", "NavigationReducerUIKit"],
            path: "Sources/Examples/ShowcaseUIKit"
        ),

        // The reader's tab bar on screen; compiled where SwiftUI and UIKit exist.
        .target(
            name: "ReaderSwiftUI",
            dependencies: ["ReaderApp", "NavigationReducer", "NavigationReducerSwiftUI"],
            path: "Sources/Examples/ReaderSwiftUI"
        ),
        .target(
            name: "ReaderUIKit",
            dependencies: ["ReaderApp", "NavigationReducer", "NavigationReducerUIKit"],
            path: "Sources/Examples/ReaderUIKit"
        ),

        .target(
            name: "ExampleExplorations",
            dependencies: [
                "InfosApp", "CheckoutApp", "ShowcaseApp", "ReaderApp", "NavigationReducer", "NavigationReducerTesting",
            ],
            path: "Sources/Examples/Explorations"
        ),

        // MARK: Demo — `swift run navigation-demo`.
        .executableTarget(
            name: "NavigationDemo",
            dependencies: [
                "InfosApp", "CheckoutApp", "ShowcaseApp", "ReaderApp", "ExampleExplorations", "NavigationReducer",
                "NavigationReducerTesting",
            ],
            exclude: ["Traces"]
        ),

        // MARK: Benchmarks — `swift run -c release navigation-benchmarks`.
        // The app core the benchmarks drive, in its own module as an app's would be.
        .target(
            name: "BenchmarkAppCore",
            dependencies: ["NavigationReducer"],
            path: "Benchmarks/BenchmarkAppCore"
        ),
        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [
                "BenchmarkAppCore", "NavigationReducer", "NavigationReducerTesting", "ExampleExplorations", "InfosApp",
                "CheckoutApp", "ReaderApp", "ShowcaseApp",
            ],
            path: "Benchmarks/NavigationBenchmarks"
        ),

        // MARK: Tests
        .testTarget(
            name: "NavigationReducerTests",
            dependencies: ["NavigationReducer", "NavigationReducerTesting", "AppCore"]
        ),
        .testTarget(
            name: "NavigationReducerTestingTests",
            dependencies: ["NavigationReducer", "NavigationReducerTesting"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "InfosAppTests",
            dependencies: ["InfosApp", "ExampleExplorations", "NavigationReducer", "NavigationReducerTesting"]
        ),
        .testTarget(
            name: "ShowcaseAppTests",
            dependencies: ["ShowcaseApp", "ExampleExplorations", "NavigationReducer", "NavigationReducerTesting"]
        ),
        .testTarget(
            name: "ReaderAppTests",
            dependencies: ["ReaderApp", "ExampleExplorations", "NavigationReducer", "NavigationReducerTesting"]
        ),
        .testTarget(
            name: "TimersAppTests",
            dependencies: ["TimersApp", "NavigationReducer", "NavigationReducerTesting"]
        ),
        .testTarget(
            name: "CheckoutAppTests",
            dependencies: ["CheckoutApp", "ExampleExplorations", "NavigationReducer", "NavigationReducerTesting"]
        ),
        .testTarget(
            name: "ExampleExplorationTests",
            dependencies: [
                "InfosApp", "CheckoutApp", "ShowcaseApp", "ReaderApp", "ExampleExplorations", "NavigationReducer",
                "NavigationReducerTesting",
            ]
        ),
        // Every ```swift block of the doc comments and DocC articles, compiled (and some run).
        .testTarget(
            name: "DocExampleTests",
            dependencies: ["NavigationReducer", "NavigationReducerTesting", "TimersApp"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
