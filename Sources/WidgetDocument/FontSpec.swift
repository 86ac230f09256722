import WidgetCore

/// `.font(…)`.
public enum FontSpec: Sendable, Hashable {
    /// `.title`, `.body`, …: a text style, scaled with Dynamic Type.
    case textStyle(String)
    /// `.system(size:weight:design:)` or `.system(.title, weight:design:)`.
    case system(style: String?, size: Double?, weight: FontWeight?, design: FontDesign?)
    /// `.custom(_:size:relativeTo:)` / `.custom(_:fixedSize:)`.
    case custom(family: String, size: Double, weight: FontWeight?, relativeTo: String, fixedSize: Bool)
}
