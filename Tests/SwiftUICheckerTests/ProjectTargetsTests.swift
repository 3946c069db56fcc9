import Foundation
import Testing

@testable import SwiftUIChecker

@Suite("Project targets")
struct ProjectTargetsTests {
    @Test func packageManifestPlatformsAndIsolation() {
        let targets = ProjectTargets.parse(
            packageManifest: """
                // swift-tools-version: 6.2
                import PackageDescription
                let package = Package(
                    name: "Feed",
                    platforms: [.iOS(.v16), .macOS("13.5")],
                    targets: [
                        .target(name: "Feed", swiftSettings: [.defaultIsolation(MainActor.self)])
                    ]
                )
                """)
        #expect(targets == ProjectTargets(iOS: Version(16), macOS: Version(13, 5), defaultActorIsolation: .mainActor))
        let manifest = #"let package = Package(name: "M", platforms: [.macOS(.v10_15), .iOS("14.0")])"#
        let expected = ProjectTargets(iOS: Version(14), macOS: Version(10, 15))
        #expect(ProjectTargets.parse(packageManifest: manifest) == expected)
        #expect(ProjectTargets.parse(packageManifest: "let package = Package(name: \"X\")").isEmpty)
    }

    @Test func xcodeProjectCountsMacOSOnlyWhereItIsBuilt() {
        let iOSApp = ProjectTargets.parse(
            xcodeProject: """
                buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 18.5;
                    "IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]" = 14.2;
                    MACOSX_DEPLOYMENT_TARGET = 13.0;
                    SDKROOT = auto;
                    SUPPORTED_PLATFORMS = "iphoneos iphonesimulator";
                    SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
                };
                buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 17.0;
                };
                """)
        #expect(iOSApp == ProjectTargets(iOS: Version(17), macOS: nil, defaultActorIsolation: .mainActor))
        let macApp = ProjectTargets.parse(
            xcodeProject: """
                buildSettings = {
                    MACOSX_DEPLOYMENT_TARGET = 13.0;
                };
                """)
        #expect(macApp == ProjectTargets(iOS: nil, macOS: Version(13)))
    }

    @Test func aMacOSOnlyProjectGetsNoIOSAdvice() {
        let knobs = ProjectTargets(macOS: Version(13)).applied(to: Knobs())
        #expect(!knobs.buildsForIOS)
        #expect(!knobs.supports(iOS: Version(17), macOS: Version(14)))
        #expect(knobs.supports(iOS: Version(16), macOS: Version(13)))
        #expect(knobs.missingTarget(iOS: Version(26), macOS: Version(26)) == "macOS 13")
    }

    @Test func theProjectIsReadAndTheConfigurationFileWins() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let view = """
            struct Root: View {
                var body: some View { NavigationView { Text("Hi").foregroundColor(.red) } }
            }
            """
        try scratch.write("Old/Package.swift", "let package = Package(name: \"Old\", platforms: [.iOS(.v14)])")
        try scratch.write("Old/Sources/Root.swift", view)
        try scratch.write(
            "Mac/Mac.xcodeproj/project.pbxproj", "buildSettings = {\n MACOSX_DEPLOYMENT_TARGET = 14.0;\n};")
        try scratch.write("Mac/App/Root.swift", view)
        try scratch.write("Raised/Package.swift", "let package = Package(name: \"R\", platforms: [.iOS(.v14)])")
        try scratch.write("Raised/.swiftui-tutor.yml", "deploymentTarget:\n  iOS: 17\n")
        try scratch.write("Raised/Root.swift", view)
        let report = try CheckRun(paths: [scratch.root]).run()
        func rules(in folder: String) -> [String] {
            report.files.filter { $0.path.contains("/\(folder)/") }.flatMap(\.findings).map(\.ruleID).sorted()
        }
        #expect(rules(in: "Old") == [])
        #expect(rules(in: "Mac") == ["foreground-color", "navigation-view"])
        #expect(rules(in: "Raised") == ["foreground-color", "navigation-view"])
    }
}
