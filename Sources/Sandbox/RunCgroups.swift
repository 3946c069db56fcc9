import Foundation
import SystemCalls

/// A cgroup hierarchy in which per-run groups can be created.
struct CgroupHierarchy: Sendable, Equatable {
    /// Directory under which run groups are created.
    let parent: String
    /// True for the unified (v2) hierarchy, false for a v1 hierarchy of one controller.
    let unified: Bool

    static let groupPrefix = "swiftui-tutor-sandbox-"

    /// Creates `<parent>/swiftui-tutor-sandbox-<pid>-<name>`, or `nil` if the hierarchy refuses.
    func createGroup(name: String) -> CgroupDirectory? {
        let path = parent + "/" + Self.groupPrefix + "\(getpid())-\(name)"
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { return nil }
        let procs = open(path + "/cgroup.procs", O_WRONLY | O_CLOEXEC)
        guard procs >= 0 else {
            rmdir(path)
            return nil
        }
        return CgroupDirectory(path: path, unified: unified, procsDescriptor: procs)
    }

    /// Removes groups left behind by tutor processes that no longer exist (killed before they
    /// could clean up), killing anything still inside them.
    func removeAbandonedGroups() {
        for name in FileTree.entries(of: parent) where name.hasPrefix(Self.groupPrefix) {
            let owner = name.dropFirst(Self.groupPrefix.count).split(separator: "-").first.flatMap { pid_t($0) }
            guard let owner, owner != getpid(), kill(owner, 0) != 0, errno == ESRCH else { continue }
            CgroupDirectory(path: parent + "/" + name, unified: unified, procsDescriptor: -1).remove()
        }
    }
}

/// The cgroups this machine lets the sandbox use, found once per process.
///
/// A `pids` group bounds every process and thread of a run, whoever the user is (root
/// included), and its `pids.events` tells afterwards whether a fork was refused. An accounting
/// group measures the CPU time of everything in the run, which `wait4` cannot see when
/// bubblewrap's own init reaps the program.
struct CgroupSetup: Sendable, Equatable {
    var pids: CgroupHierarchy?
    /// Where CPU time is measured when ``pids`` cannot do it (a v1 pids hierarchy).
    var accounting: CgroupHierarchy?

    static let none = CgroupSetup(pids: nil, accounting: nil)

    static func detect() -> CgroupSetup {
        let unifiedMounts = ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"]
            .filter { access($0 + "/cgroup.controllers", F_OK) == 0 }
            .map { CgroupHierarchy(parent: $0, unified: true) }
        let pidsCandidates =
            unifiedMounts.filter(enablePids)
            + (access("/sys/fs/cgroup/pids/cgroup.procs", W_OK) == 0
                ? [CgroupHierarchy(parent: "/sys/fs/cgroup/pids", unified: false)] : [])
        let pids = pidsCandidates.first { works($0, probe: "pids.max") }
        pids?.removeAbandonedGroups()
        if pids?.unified == true {
            return CgroupSetup(pids: pids, accounting: nil)
        }
        let accountingCandidates =
            unifiedMounts
            + (access("/sys/fs/cgroup/cpuacct/cgroup.procs", W_OK) == 0
                ? [CgroupHierarchy(parent: "/sys/fs/cgroup/cpuacct", unified: false)] : [])
        let accounting = accountingCandidates.first { works($0, probe: $0.unified ? "cpu.stat" : "cpuacct.usage") }
        accounting?.removeAbandonedGroups()
        return CgroupSetup(pids: pids, accounting: accounting)
    }

    private static func enablePids(_ hierarchy: CgroupHierarchy) -> Bool {
        let available = FileTree.readText(hierarchy.parent + "/cgroup.controllers") ?? ""
        guard available.split(whereSeparator: \.isWhitespace).contains("pids") else { return false }
        let enabled = FileTree.readText(hierarchy.parent + "/cgroup.subtree_control") ?? ""
        return enabled.split(whereSeparator: \.isWhitespace).contains("pids")
            || FileTree.writeText("+pids", to: hierarchy.parent + "/cgroup.subtree_control")
    }

    private static func works(_ hierarchy: CgroupHierarchy, probe file: String) -> Bool {
        guard let group = hierarchy.createGroup(name: "probe") else { return false }
        defer { group.remove() }
        return access(group.path + "/" + file, F_OK) == 0
    }

    /// Creates this run's groups; whatever cannot be created is left out.
    func createRunGroups(maxProcesses: Int, name: String) -> RunCgroups {
        var limited = pids?.createGroup(name: name)
        if let group = limited, !FileTree.writeText(String(maxProcesses), to: group.path + "/pids.max") {
            group.remove()
            limited = nil
        }
        let accounted = accounting?.createGroup(name: name)
        return RunCgroups(pids: limited, accounting: accounted)
    }
}

/// One cgroup directory and an open `cgroup.procs` for the child to join it.
final class CgroupDirectory {
    let path: String
    let unified: Bool
    private(set) var procsDescriptor: Int32

    init(path: String, unified: Bool, procsDescriptor: Int32) {
        self.path = path
        self.unified = unified
        self.procsDescriptor = procsDescriptor
    }

    var members: [pid_t] {
        (FileTree.readText(path + "/cgroup.procs") ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Kills every process in the group and waits briefly until it is empty.
    func killAll() {
        let killedAtOnce = unified && FileTree.writeText("1", to: path + "/cgroup.kill")
        for _ in 0..<500 {
            let members = members
            if members.isEmpty { return }
            if !killedAtOnce {
                for member in members { kill(member, SIGKILL) }
            }
            usleep(1000)
        }
    }

    /// Closes the descriptor, kills what is left and removes the directory.
    func remove() {
        if procsDescriptor >= 0 {
            close(procsDescriptor)
            procsDescriptor = -1
        }
        killAll()
        for _ in 0..<200 {
            if rmdir(path) == 0 || errno == ENOENT { return }
            usleep(1000)
        }
    }

    /// CPU seconds used by everything that was in the group.
    var cpuSeconds: Double? {
        if unified {
            let stat = FileTree.readText(path + "/cpu.stat") ?? ""
            for line in stat.split(separator: "\n") where line.hasPrefix("usage_usec ") {
                return line.split(separator: " ").last.flatMap { Double($0) }.map { $0 / 1e6 }
            }
            return nil
        }
        return FileTree.readText(path + "/cpuacct.usage")
            .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            .map { $0 / 1e9 }
    }
}

/// The cgroups of one run.
final class RunCgroups {
    let pids: CgroupDirectory?
    let accounting: CgroupDirectory?

    init(pids: CgroupDirectory?, accounting: CgroupDirectory?) {
        self.pids = pids
        self.accounting = accounting
    }

    /// Descriptors the child writes its pid to before it does anything else.
    var procsDescriptors: [Int32] {
        [pids?.procsDescriptor, accounting?.procsDescriptor].compactMap { $0 }.filter { $0 >= 0 }
    }

    /// True when the kernel refused at least one fork because of `pids.max`.
    var processLimitReached: Bool {
        guard let pids else { return false }
        let events = FileTree.readText(pids.path + "/pids.events") ?? ""
        for line in events.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[0] == "max", let count = Int(fields[1]) {
                return count > 0
            }
        }
        return false
    }

    var cpuSeconds: Double? {
        (accounting ?? pids)?.cpuSeconds
    }

    func killAll() {
        pids?.killAll()
        accounting?.killAll()
    }

    func remove() {
        pids?.remove()
        accounting?.remove()
    }
}
