// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "swiftui-tutor",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "swiftui-tutor", targets: ["swiftui-tutor"]),
        .library(name: "SwiftUIChecker", targets: ["SwiftUIChecker"]),
        .library(name: "HeadlessSwiftUI", type: .dynamic, targets: ["HeadlessSwiftUI", "HeadlessCombine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // MARK: Terminal input
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),

        // MARK: Words — did-you-mean and plurals, shared by the checker and the tutor
        .target(
            name: "Wording",
            swiftSettings: strictSwift
        ),

        // MARK: System calls — the C library and one way to call it
        .target(
            name: "SystemCalls",
            swiftSettings: strictSwift
        ),

        // MARK: Static checker — no tutor concepts
        .target(
            name: "SwiftUIChecker",
            dependencies: [
                "Wording",
                "SystemCalls",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "SwiftUICheckerTests",
            dependencies: ["SwiftUIChecker", "Wording"],
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),

        // MARK: Headless SwiftUI — Foundation + Observation only, no tutor concepts
        .macro(
            name: "HeadlessSwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: strictSwift
        ),
        .target(
            name: "HeadlessSwiftUI",
            dependencies: ["HeadlessSwiftUIMacros"],
            swiftSettings: strictSwift
        ),
        // `import Combine` in learner code: the Combine names HeadlessSwiftUI declares
        .target(
            name: "HeadlessCombine",
            dependencies: ["HeadlessSwiftUI"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "HeadlessSwiftUITests",
            dependencies: ["HeadlessSwiftUI", "HeadlessBuildFlags", "SwiftUIChecker"],
            exclude: ["Gallery"],
            swiftSettings: strictSwift
        ),

        // MARK: Headless build flags — how a compile uses the headless module; shared by the tutor
        // and the headless module's tests
        .target(
            name: "HeadlessBuildFlags",
            swiftSettings: strictSwift
        ),

        // MARK: Sandbox — runs untrusted programs under limits; no tutor concepts
        .target(
            name: "CSandbox"
        ),
        .target(
            name: "Sandbox",
            dependencies: ["CSandbox", "SystemCalls"],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "sandbox-overhead",
            dependencies: ["Sandbox"],
            path: "benchmarks/SandboxOverhead",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "SandboxTests",
            dependencies: ["Sandbox"],
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),

        // MARK: Tutor
        .target(
            name: "TutorCore",
            dependencies: [
                "Wording",
                "SystemCalls",
                "SwiftUIChecker",
                "Sandbox",
                "HeadlessBuildFlags",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "swiftui-tutor",
            dependencies: [
                "TutorCore",
                "Wording",
                "SystemCalls",
                "SwiftUIChecker",
                "Sandbox",
                "HeadlessBuildFlags",
                "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "TutorCoreTests",
            dependencies: ["TutorCore", "Wording", "HeadlessBuildFlags", "progress-stress-writer"],
            exclude: ["Fixtures"],
            swiftSettings: strictSwift
        ),
        // Used only by TutorCoreTests: a writer process the progress tests kill and race.
        .executableTarget(
            name: "progress-stress-writer",
            dependencies: ["TutorCore"],
            path: "Tests/Support/ProgressStressWriter",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TutorCore", "swiftui-tutor"],
            swiftSettings: strictSwift
        ),
    ]
)
