// A writer process for the progress store's tests. Not shipped; built only because
// TutorCoreTests depends on it.
//
//   progress-stress-writer churn PATH PAYLOAD_BYTES
//       Updates PATH without end (the test kills it), printing "ready" once the first update is
//       saved, so every kill after "ready" comes after at least one committed update. Each update adds one
//       attempt to exercise "churn" and sets `current` to "step-<attempts>" and the submission to a
//       text that starts with "// step <attempts>" and ends with "// end <attempts>", so a reader
//       can tell whether one file mixes two updates.
//   progress-stress-writer record PATH PREFIX COUNT
//       COUNT updates: each passes exercise "<PREFIX>-<i>" and adds one hint to exercise "shared".
//   progress-stress-writer try-update PATH [UID]
//   progress-stress-writer try-load PATH [UID]
//       One update (a hint for "probe") or one load, after switching to user UID when given (so a
//       test running as root can meet real permission checks). Prints "saved", the notices, or
//       "error: <message>".

import Foundation
import TutorCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Unbuffered, so the test sees "ready" the moment it is printed.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String, code: Int32) -> Never {
    say(message)
    exit(code)
}

func store(_ path: String) -> ProgressStore {
    ProgressStore(location: ProgressLocation(path: path, origin: .commandLine))
}

func switchUser(_ argument: String?) {
    guard let argument else { return }
    guard let uid = UInt32(argument) else { fail("usage: UID must be a number", code: 2) }
    if setgroups(0, nil) != 0 || setgid(uid) != 0 || setuid(uid) != 0 {
        fail("error: cannot switch to user \(uid): \(String(cString: strerror(errno)))", code: 3)
    }
}

func churnPayload(step: Int, bytes: Int) -> String {
    let line = "let value\(step % 10) = \(step) // filler\n"
    let repeats = max(1, bytes / line.utf8.count)
    return "// step \(step)\n" + String(repeating: line, count: repeats) + "// end \(step)\n"
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: progress-stress-writer MODE PATH ...", code: 2) }
let mode = arguments[1]
let path = arguments[2]

switch mode {
case "churn":
    let bytes = arguments.count > 3 ? Int(arguments[3]) ?? 4096 : 4096
    var saved = 0
    while true {
        do {
            try store(path).update { progress in
                let step = (progress.exercises["churn"]?.attempts ?? 0) + 1
                progress.recordAttempt(
                    "churn", verdict: "failed", passed: false,
                    source: churnPayload(step: step, bytes: bytes), at: Date())
                progress.current = "step-\(step)"
                progress.recordLessonRead("lesson-\(step % 20)", at: Date())
            }
        } catch {
            fail("error: \(error)", code: 1)
        }
        saved += 1
        if saved == 1 { say("ready") }
    }
case "record":
    guard arguments.count == 5, let count = Int(arguments[4]) else {
        fail("usage: progress-stress-writer record PATH PREFIX COUNT", code: 2)
    }
    let prefix = arguments[3]
    for index in 0..<count {
        do {
            try store(path).update { progress in
                progress.recordAttempt(
                    "\(prefix)-\(index)", verdict: "passed", passed: true,
                    source: "print(\(index))", at: Date())
                progress.recordHint("shared")
            }
        } catch {
            fail("error: \(error)", code: 1)
        }
    }
    say("done")
case "try-update":
    switchUser(arguments.count > 3 ? arguments[3] : nil)
    do {
        try store(path).update { $0.recordHint("probe") }
        say("saved")
    } catch {
        fail("error: \(error)", code: 1)
    }
case "try-load":
    switchUser(arguments.count > 3 ? arguments[3] : nil)
    do {
        let result = try store(path).load()
        say("loaded \(result.progress.exercises.count) exercises")
        for notice in result.notices { say("notice: \(notice)") }
    } catch {
        fail("error: \(error)", code: 1)
    }
default:
    fail("usage: unknown mode \(mode)", code: 2)
}
