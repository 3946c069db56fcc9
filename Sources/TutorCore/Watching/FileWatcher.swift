import Foundation
import SystemCalls

/// How a watcher learns that the file changed.
public enum WatchMechanism: String, Sendable {
    /// Linux inotify on the file's folder: immediate, but silent on some network and
    /// container file systems.
    case inotify
    /// `stat` at a fixed interval, comparing modification time, size and inode.
    case polling
}

/// What ended a wait.
public enum WatchEvent: Equatable, Sendable {
    /// The file was saved, replaced, deleted or created; its state once the burst settled.
    case changed(FileState)
    /// One of the caller's descriptors has input, or reached its end.
    case readable(Int32)
    case timedOut
}

/// Watches one file. The watch command waits on it together with its own descriptors
/// (keyboard, signals), so a single thread serves them all.
public protocol FileWatching: AnyObject {
    /// The watched file, absolute.
    var path: String { get }
    var mechanism: WatchMechanism { get }
    /// Why the watcher polls although inotify was asked for; nil when it did not fall back.
    var fallbackReason: String? { get }
    /// How often the file is looked at when polling.
    var pollInterval: Duration { get }
    /// Blocks until the file changed and settled, one of `descriptors` is readable, or
    /// `timeout` (nil: no limit) has passed. Changes seen while returning `.readable` are kept
    /// for the next call.
    func wait(timeout: Duration?, alsoReading descriptors: [Int32]) -> WatchEvent
}

/// Watches a file with inotify on its folder (editors often save by writing a new file and
/// renaming it over the old one, which a watch on the file itself would miss), or by polling
/// when inotify cannot be used or polling is asked for.
public final class FileWatcher: FileWatching {
    public let path: String
    public private(set) var mechanism: WatchMechanism
    public private(set) var fallbackReason: String?
    public let pollInterval: Duration

    private let folder: String
    private let name: [UInt8]
    private var debouncer: Debouncer
    private var inotifyDescriptor: Int32 = -1
    private var lastState: FileState
    private var nextPoll: ContinuousClock.Instant
    private let clock = ContinuousClock()

    /// - Parameters:
    ///   - path: the file; relative paths are taken from the current folder. It need not exist yet.
    ///   - mechanism: `.inotify` falls back to polling (see `fallbackReason`) when it cannot be set up.
    ///   - debounce: how long the file must stay quiet before a change is reported.
    ///   - pollInterval: how often polling looks at the file.
    public init(
        path: String, mechanism: WatchMechanism = .inotify, debounce: Duration = .milliseconds(150),
        pollInterval: Duration = .milliseconds(500)
    ) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        self.path = url.path
        self.folder = url.deletingLastPathComponent().path
        self.name = Array(url.lastPathComponent.utf8)
        self.mechanism = mechanism
        self.pollInterval = pollInterval
        self.debouncer = Debouncer(quiet: debounce, maximumDelay: max(.seconds(1), debounce * 4))
        self.lastState = FileState.current(of: url.path)
        self.nextPoll = clock.now + pollInterval
        if mechanism == .inotify { startInotify() }
    }

    deinit {
        if inotifyDescriptor >= 0 { close(inotifyDescriptor) }
    }

    public func wait(timeout: Duration?, alsoReading descriptors: [Int32]) -> WatchEvent {
        let deadline = timeout.map { clock.now + $0 }
        while true {
            var now = clock.now
            if debouncer.fire(at: now) {
                lastState = FileState.current(of: path)
                return .changed(lastState)
            }
            if let deadline, now >= deadline { return .timedOut }
            var wakeUps = [deadline, debouncer.due].compactMap { $0 }
            if mechanism == .polling { wakeUps.append(nextPoll) }
            let waitMilliseconds = wakeUps.min().map { Self.milliseconds(from: now, to: $0) } ?? -1

            var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if inotifyDescriptor >= 0 {
                watched.append(pollfd(fd: inotifyDescriptor, events: Int16(POLLIN), revents: 0))
            }
            let ready = poll(&watched, nfds_t(watched.count), waitMilliseconds)
            if ready < 0 && errno != EINTR {
                // poll itself failed (never expected): avoid a busy loop and keep watching.
                usleep(50_000)
            }
            now = clock.now
            if ready > 0 {
                if watched.count > descriptors.count, watched[descriptors.count].revents != 0 { drainInotify(at: now) }
                if let entry = watched.prefix(descriptors.count).first(where: { $0.revents != 0 }) {
                    return .readable(entry.fd)
                }
            }
            if mechanism == .polling, now >= nextPoll { pollFile(at: now) }
        }
    }

    // MARK: - Polling

    private func pollFile(at now: ContinuousClock.Instant) {
        let state = FileState.current(of: path)
        if state != lastState {
            lastState = state
            debouncer.record(now)
        }
        // While a burst is settling, look more often so its end is seen promptly.
        nextPoll = now + (debouncer.isPending ? min(pollInterval, debouncer.quiet / 3) : pollInterval)
    }

    private func fallBackToPolling(_ reason: String) {
        if inotifyDescriptor >= 0 { close(inotifyDescriptor) }
        inotifyDescriptor = -1
        mechanism = .polling
        fallbackReason = reason
        nextPoll = clock.now
    }

    // MARK: - inotify

    private func startInotify() {
        #if os(Linux)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard descriptor >= 0 else {
                fallBackToPolling(
                    "inotify is not available here (\(String(cString: strerror(errno)))); checking the file every "
                        + "\(Self.describe(pollInterval)) instead."
                )
                return
            }
            let mask =
                UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
                | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                fallBackToPolling(
                    "The folder \(folder) cannot be watched with inotify (\(reason)); checking the file every "
                        + "\(Self.describe(pollInterval)) instead."
                )
                return
            }
            inotifyDescriptor = descriptor
        #else
            fallBackToPolling(
                "inotify exists only on Linux; checking the file every \(Self.describe(pollInterval)) instead.")
        #endif
    }

    /// Reads every queued event; a burst that concerns the file starts or extends the debounce.
    private func drainInotify(at now: ContinuousClock.Instant) {
        #if os(Linux)
            var relevant = false
            var lostFolder = false
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while inotifyDescriptor >= 0 {
                let count = buffer.withUnsafeMutableBytes { read(inotifyDescriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                let events = InotifyEvent.parse(buffer.prefix(count))
                for event in events {
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        relevant = true
                    } else if event.mask & (UInt32(IN_IGNORED) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
                        lostFolder = true
                    } else if event.mask & UInt32(IN_ISDIR) == 0, event.name == name {
                        relevant = true
                    }
                }
            }
            if lostFolder {
                fallBackToPolling(
                    "The folder \(folder) was moved or deleted; checking for the file every "
                        + "\(Self.describe(pollInterval)) instead."
                )
                let state = FileState.current(of: path)
                if state != lastState { relevant = true }
            }
            if relevant { debouncer.record(now) }
        #endif
    }

    // MARK: - Support

    static func milliseconds(from now: ContinuousClock.Instant, to instant: ContinuousClock.Instant) -> Int32 {
        guard instant > now else { return 0 }
        let (seconds, attoseconds) = (instant - now).components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }

    /// A duration in seconds for messages: `1 s`, `0.5 s`.
    public static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0
            ? "\(milliseconds / 1000) s" : String(format: "%.1f s", Double(milliseconds) / 1000)
    }
}

/// One record of inotify's byte stream.
struct InotifyEvent: Equatable {
    var watch: Int32
    var mask: UInt32
    /// The entry's name inside the watched folder, without padding; empty for the folder itself.
    var name: [UInt8]

    /// Splits a buffer read from an inotify descriptor (`struct inotify_event` records, each
    /// followed by its NUL-padded name). A truncated record at the end is ignored.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [InotifyEvent] {
        let data = Array(bytes)
        var events: [InotifyEvent] = []
        var offset = 0
        data.withUnsafeBytes { raw in
            while offset + 16 <= raw.count {
                let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                guard offset + 16 + length <= raw.count else { break }
                let name = Array(data[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 })
                events.append(InotifyEvent(watch: watch, mask: mask, name: name))
                offset += 16 + length
            }
        }
        return events
    }
}
