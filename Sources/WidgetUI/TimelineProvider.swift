// Where a widget's entries come from, as WidgetKit declares it: `TimelineProvider` (with
// completion handlers), `AppIntentTimelineProvider` (async, with the user's configuration),
// the context they are asked in, and the `Timeline` they answer with.
//
// The renderer asks a provider exactly as WidgetKit does: `placeholder(in:)` for the
// placeholder variant, `getSnapshot` for the gallery, `getTimeline` for the entries a
// widget shows. A completion handler called twice is answered once; one not called within
// `ProviderAnswers.timeout` (a provider waiting on the network, or one that forgot to call it) fails
// the render with an error that names the provider, where iOS would wait for ever.

import Foundation
import WidgetDevices

/// What a provider is asked in, as WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family being drawn.
    public let family: WidgetFamily
    /// True when asked for the widget gallery (a snapshot render), as on iOS.
    public let isPreview: Bool
    /// The widget's size in points on the device drawn.
    public let displaySize: CGSize
    /// The environment the widget will be drawn in.
    public var environmentVariants: EnvironmentVariants { EnvironmentVariants() }

    /// The environment values a widget may be drawn with (empty: one render has one).
    public struct EnvironmentVariants: Sendable {}
}

/// Entries and when to ask again, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit asks for a new timeline, as `TimelineReloadPolicy`. A snapshot draws the
/// entries it was given; the policy is kept for the test to read.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case atEnd, never
        case after(Date)
    }
    let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// A provider of entries with completion handlers, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    /// An entry for the placeholder, drawn redacted while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// The entry for the widget gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries the widget shows.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A provider the user configures with an App Intent, as WidgetKit's
/// `AppIntentTimelineProvider`.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// The configurations offered where the user cannot edit them (watchOS, StandBy).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A ready-made configuration, as WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: LocalizedStringKey) {
        self.intent = intent
        self.description = description.text
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = String(description)
    }
}

/// How long a provider's completion handler may take to be called: 30 s (a test may set
/// less for a provider it expects never to answer).
enum ProviderAnswers {
    @TaskLocal static var timeout: TimeInterval = 30
}

/// A completion handler's answer, taken once however often the handler is called; nil
/// when it did not come within `ProviderAnswers.timeout`.
private final class OneAnswer<Value: Sendable>: @unchecked Sendable {
    // Unchecked: the lock guards `continuation`, the only state.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?
    init(_ continuation: CheckedContinuation<Value?, Never>, timeout: TimeInterval) {
        self.continuation = continuation
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in give(nil) }
    }
    func give(_ value: Value?) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: value)
    }
}

/// A value carried across the completion handler, which WidgetKit does not require to be
/// `Sendable`; the handler's answer is used by one task only.
private struct Carried<Value>: @unchecked Sendable {
    let value: Value
}

extension TimelineProvider {
    /// `getSnapshot`'s answer.
    func snapshotEntry(in context: Context) async throws -> Entry {
        let carried = await withCheckedContinuation { (continuation: CheckedContinuation<Carried<Entry>?, Never>) in
            let answer = OneAnswer(continuation, timeout: ProviderAnswers.timeout)
            getSnapshot(in: context) { answer.give(Carried(value: $0)) }
        }
        guard let carried else { throw Self.unanswered("getSnapshot") }
        return carried.value
    }

    /// `getTimeline`'s entries.
    func timelineEntries(in context: Context) async throws -> [Entry] {
        let carried = await withCheckedContinuation {
            (continuation: CheckedContinuation<Carried<Timeline<Entry>>?, Never>) in
            let answer = OneAnswer(continuation, timeout: ProviderAnswers.timeout)
            getTimeline(in: context) { answer.give(Carried(value: $0)) }
        }
        guard let carried else { throw Self.unanswered("getTimeline") }
        return carried.value.entries
    }

    static func unanswered(_ method: String) -> WidgetUIError {
        .renderFailed(
            "\(Self.self).\(method) did not call its completion handler within \(ProviderAnswers.timeout) s; a test must give the provider what it waits for (the network, a store)"
        )
    }
}
