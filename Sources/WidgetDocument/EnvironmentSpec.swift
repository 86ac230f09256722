import WidgetCore

/// `.environment(…)`: the values a view and everything inside it are resolved under.
public struct EnvironmentSpec: Sendable, Hashable {
    public var colorScheme: ColorScheme?
    public var locale: String?
    /// Seconds east of UTC.
    public var timeZoneOffset: Int?
    public var dynamicTypeSize: DynamicTypeSize?
}
