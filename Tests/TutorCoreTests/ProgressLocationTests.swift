import Testing
import TutorCore

@Suite("Where progress is kept")
struct ProgressLocationTests {
    let home = ["HOME": "/home/ada"]

    private func resolve(_ environment: [String: String], option: String? = nil) throws -> ProgressLocation {
        try ProgressLocation.resolve(progressOption: option, environment: environment, workingDirectory: "/work/here")
    }

    @Test func defaultsToTheHomeDataFolder() throws {
        #expect(
            try resolve(home)
                == ProgressLocation(path: "/home/ada/.local/share/swiftui-tutor/progress.json", origin: .home))
    }

    @Test func xdgDataHomeBeatsHome() throws {
        let location = try resolve(home.merging(["XDG_DATA_HOME": "/data/ada/"]) { $1 })
        #expect(location == ProgressLocation(path: "/data/ada/swiftui-tutor/progress.json", origin: .xdgDataHome))
    }

    @Test(arguments: ["", "relative/data"])
    func unusableXdgDataHomeIsIgnored(value: String) throws {
        let location = try resolve(home.merging(["XDG_DATA_HOME": value]) { $1 })
        #expect(location.origin == .home)
    }

    @Test func dataDirectoryVariableBeatsXdg() throws {
        let environment = home.merging(["XDG_DATA_HOME": "/data", "SWIFTUI_TUTOR_DATA_DIR": "/tmp/tutor"]) { $1 }
        #expect(
            try resolve(environment)
                == ProgressLocation(path: "/tmp/tutor/progress.json", origin: .dataDirectoryVariable))
        let data = try ProgressLocation.dataDirectory(environment: environment, workingDirectory: "/")
        #expect(data.path == "/tmp/tutor")
    }

    @Test func progressVariableBeatsDataFolders() throws {
        let environment = home.merging([
            "SWIFTUI_TUTOR_DATA_DIR": "/tmp/tutor", "SWIFTUI_TUTOR_PROGRESS": "/p/mine.json",
        ]) { $1 }
        #expect(try resolve(environment) == ProgressLocation(path: "/p/mine.json", origin: .progressVariable))
    }

    @Test func optionBeatsEverything() throws {
        let environment = home.merging(["SWIFTUI_TUTOR_PROGRESS": "/p/mine.json", "XDG_DATA_HOME": "/data"]) { $1 }
        #expect(
            try resolve(environment, option: "/q/other.json")
                == ProgressLocation(path: "/q/other.json", origin: .commandLine))
    }

    @Test func relativeAndTildePathsBecomeAbsolute() throws {
        #expect(try resolve(home, option: "saves/../p.json").path == "/work/here/p.json")
        #expect(try resolve(home, option: "./p.json").path == "/work/here/p.json")
        #expect(try resolve(home, option: "~/p.json").path == "/home/ada/p.json")
        #expect(try resolve(["SWIFTUI_TUTOR_PROGRESS": "rel.json"]).path == "/work/here/rel.json")
    }

    @Test func dataDirectoryFollowsTheSameOrder() throws {
        #expect(
            try ProgressLocation.dataDirectory(environment: home, workingDirectory: "/").path
                == "/home/ada/.local/share/swiftui-tutor")
        #expect(
            try ProgressLocation.dataDirectory(
                environment: ["HOME": "/h", "XDG_DATA_HOME": "/x"], workingDirectory: "/"
            ).path
                == "/x/swiftui-tutor")
    }

    @Test func directoryIsTheFilesFolder() throws {
        #expect(try resolve([:], option: "/a/b/c.json").directory == "/a/b")
    }

    @Test func missingHomeIsExplained() {
        #expect(throws: ProgressLocationError.noHome) { try resolve([:]) }
        #expect(throws: ProgressLocationError.noHome) { try resolve(["HOME": "relative"]) }
        #expect(ProgressLocationError.noHome.description.contains("--progress PATH"))
    }

    @Test func badOptionValuesAreExplained() {
        #expect(throws: ProgressLocationError.emptyValue(name: "--progress")) { try resolve(home, option: "") }
        #expect(throws: ProgressLocationError.tildeWithoutHome(name: "--progress", value: "~/p.json")) {
            try resolve([:], option: "~/p.json")
        }
    }
}
