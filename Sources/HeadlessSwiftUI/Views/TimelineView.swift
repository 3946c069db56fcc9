/// Rebuilds its content on a schedule; headless it shows the content once, at a fixed date.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    let content: (TimelineViewContext) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewContext) -> Content) {
        self.content = content
    }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        context.resolve(
            content(TimelineViewContext(date: Date(timeIntervalSince1970: 0))), at: path + "/timeline",
            environment: environment)
    }
}

/// What a timeline view's content gets: the date of this update and how often updates come.
public struct TimelineViewContext {
    public let date: Date
    public var cadence: Cadence { .live }

    /// How often the timeline updates; headless it shows one moment, as if live.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

public typealias TimelineViewDefaultContext = TimelineViewContext

public protocol TimelineSchedule {}
public struct PeriodicTimelineSchedule: TimelineSchedule {}
public struct AnimationTimelineSchedule: TimelineSchedule {}
public struct EveryMinuteTimelineSchedule: TimelineSchedule {}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule()
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule()
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineView {
    public typealias Context = TimelineViewContext
}
