// The App Intents names a widget's configuration and buttons use, as the AppIntents
// framework declares them: `AppIntent`, `WidgetConfigurationIntent`, `@Parameter`,
// `AppEnum`, `AppEntity` with its query, and the display representations. In a snapshot
// nothing runs an intent: a configuration is made with `init()`, so each parameter holds
// its default (nil when it has none), as a newly added widget does on iOS.

import Foundation

/// A string the system shows, as Foundation's `LocalizedStringResource` (not in
/// Foundation on Linux): a key of the string tables (StringCatalog.swift), translated for
/// the locale it is shown in; untranslated, its key as written, values in place.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable,
    CustomStringConvertible
{
    /// The key, as the string table lists it.
    public var key: String { localizedKey.key }
    public let defaultValue: String?
    public let table: String?
    let localizedKey: LocalizedStringKey
    let locale: Locale?

    public init(
        _ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale? = nil,
        bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        localizedKey = LocalizedStringKey(key)
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation)
        defaultValue = nil
        table = nil
        locale = nil
    }

    /// The text in an environment: the translation for its locale (or the resource's own
    /// locale), else the default value, else the key as written.
    func resolved(in environment: EnvironmentValues) -> Text {
        var environment = environment
        if let locale { environment.locale = locale }
        let text = localizedKey.resolved(in: environment, table: table).resolvingLocalization(in: environment)
        if let defaultValue, text.plainText == localizedKey.text {
            return Text(content: .string(defaultValue))
        }
        return text
    }

    /// The text shown where the view is being built (en_US outside a build).
    public var description: String { resolved(in: EnvironmentValues.current).plainText }
}

extension String {
    /// A localized string, as Foundation's `String(localized:)`: the translation of the
    /// string tables for `locale` (else the locale of the view being built, en_US outside
    /// one), or the key with its values in place.
    public init(
        localized resource: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        var environment = EnvironmentValues.current
        if let locale { environment.locale = locale }
        self =
            resource.localizedKey.resolved(in: environment, table: table ?? resource.table, bundle: bundle)
            .resolvingLocalization(in: environment).plainText
    }
}

extension Text {
    /// A localized resource's text. (Disfavoured, so a literal is a `LocalizedStringKey`.)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(content: .localized(resource.localizedKey, table: resource.table, bundle: BundleBox(nil)))
    }
}

/// A description of an intent, as AppIntents' `IntentDescription`.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    public let text: String
    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) {
        text = description.description
    }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        text = LocalizedStringKey(stringInterpolation: stringInterpolation).text
    }
}

/// What an intent answers, as AppIntents' `IntentResult`.
public protocol IntentResult {}

/// The result with nothing in it, `.result()`.
public struct _EmptyIntentResult: IntentResult {
    public init() {}
}

extension IntentResult where Self == _EmptyIntentResult {
    public static func result() -> _EmptyIntentResult { _EmptyIntentResult() }
}

/// An action, as AppIntents' `AppIntent`. A snapshot never performs it; `Button(intent:)`
/// and `Toggle(isOn:intent:)` draw their label.
public protocol AppIntent {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public func perform() async throws -> _EmptyIntentResult { .result() }
}

/// An intent that configures a widget, as AppIntents' `WidgetConfigurationIntent`.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent's input, as AppIntents' `@Parameter`: its default, or nil when it has none.
/// Set without `mutating`, as on iOS, where the parameter is a reference: Xcode's widget
/// template writes `let intent = ConfigurationAppIntent(); intent.favoriteEmoji = "😀"`.
@propertyWrapper
public struct Parameter<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let storage: Storage
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    public let title: LocalizedStringResource

    public init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default value: Value,
        requestValueDialog: LocalizedStringResource? = nil
    ) {
        storage = Storage(value)
        self.title = title
    }
    public init(
        wrappedValue: Value, title: LocalizedStringResource, description: IntentDescription? = nil,
        requestValueDialog: LocalizedStringResource? = nil
    ) {
        storage = Storage(wrappedValue)
        self.title = title
    }
    public init<Wrapped>(
        title: LocalizedStringResource, description: IntentDescription? = nil,
        requestValueDialog: LocalizedStringResource? = nil
    ) where Value == Wrapped? {
        storage = Storage(nil)
        self.title = title
    }
    /// A number parameter with bounds (the bounds are for the editor).
    public init(
        title: LocalizedStringResource, description: IntentDescription? = nil, default value: Value,
        inclusiveRange: (Value, Value)
    ) {
        storage = Storage(value)
        self.title = title
    }

    /// The parameter itself, as `$name` gives it.
    public var projectedValue: Parameter<Value> { self }
}

/// How a value is shown, as AppIntents' `DisplayRepresentation`.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public let image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image in a display representation, as `DisplayRepresentation.Image`.
    public struct Image: Sendable {
        public let systemName: String?
        public let name: String?
        public init(systemName: String) {
            self.systemName = systemName
            name = nil
        }
        public init(named name: String) {
            self.name = name
            systemName = nil
        }
    }
}

/// How a type is named, as AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public let name: LocalizedStringResource
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        name = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }
}

/// An enumeration a parameter chooses from, as AppIntents' `AppEnum`.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An app's own kind of value a parameter chooses from, as AppIntents' `AppEntity`.
public protocol AppEntity: Identifiable {
    associatedtype DefaultQuery: EntityQuery
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// How entities are found, as AppIntents' `EntityQuery`.
public protocol EntityQuery {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}
