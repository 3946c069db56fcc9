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

public struct TimelineViewContext {
    public let date: Date
}

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
