// Labels and controls, as SwiftUI's `Label`, `Link`, `Button`, `Toggle`, `ProgressView`
// and `Gauge`. In a widget they are drawn, not run: a link or button draws its label, a
// toggle its state. Styles set with `.labelStyle(_:)` and the like reach every control
// inside, as in SwiftUI.

import Foundation
import WidgetDocument

/// A title with an icon, as SwiftUI's `Label`: a title and an SF Symbol or image name
/// (the format's `Label`), or any two views (`Label { title } icon: { icon }`), drawn as the
/// automatic label style draws them: the icon before the title on their first baseline,
/// 6 pt apart; `.labelStyle(.titleOnly)` and `.iconOnly` keep one.
public struct Label<Title: View, Icon: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    enum Content {
        /// A title (a key of the string tables, or a string shown as typed) and an icon.
        case named(title: String, key: LocalizedStringKey?, icon: (key: String, value: String))
        case views(title: Title, icon: Icon)
    }
    let content: Content

    /// A label of any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        content = .views(title: title(), icon: icon())
    }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        let style = context.environment.controlStyles["labelStyle"]
        switch content {
        case .views(let title, let icon):
            let titleNodes = style == "iconOnly" ? [] : try ViewBuilding.nodes(of: title, in: context)
            let iconNodes = style == "titleOnly" ? [] : try ViewBuilding.nodes(of: icon, in: context)
            return [
                viewNode(
                    "HStack",
                    [
                        ("alignment", .string("firstTextBaseline")), ("spacing", .number(6)),
                        ("children", .array(iconNodes + titleNodes)),
                    ])
            ]
        case .named(let plain, let key, let icon):
            let title = key?.resolvedString(in: context.environment) ?? plain
            var iconValue = JSONValue.string(icon.value)
            if icon.key == "image" {
                let image = try Image(icon.value).nodes(in: context)
                iconValue = image.first?["src"] ?? iconValue
            }
            return [
                viewNode(
                    "Label",
                    [("title", .string(title)), (icon.key, iconValue), ("labelStyle", style.map(JSONValue.string))])
            ]
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage: String) {
        content = .named(title: title.text, key: title, icon: ("systemImage", systemImage))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        content = .named(title: String(title), key: nil, icon: ("systemImage", systemImage))
    }
    /// A label with an image of the asset catalogs or the main bundle's resources.
    public init(_ title: LocalizedStringKey, image: String) {
        content = .named(title: title.text, key: title, icon: ("image", image))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) {
        content = .named(title: String(title), key: nil, icon: ("image", image))
    }
}

/// A link: draws its label; the URL is kept for the layout dump.
public struct Link<Label: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        let label = try ViewBuilding.node(of: label, in: context, joinedBy: "HStack") ?? emptyNode
        return [viewNode("Link", [("destination", .string(destination.absoluteString)), ("label", label)])]
    }
}

extension Link where Label == Text {
    public init(_ title: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A button: in a widget it runs an App Intent; here it draws its label in its style.
public struct Button<Label: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }
    /// `Button(intent:)`: any intent value (AppIntents is not on Linux).
    public init<Intent>(intent: Intent, @ViewBuilder label: () -> Label) { self.label = label() }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        let label = try ViewBuilding.node(of: label, in: context, joinedBy: "HStack") ?? emptyNode
        return [
            viewNode(
                "Button",
                [
                    ("label", label),
                    ("buttonStyle", context.environment.controlStyles["buttonStyle"].map(JSONValue.string)),
                ])
        ]
    }
}

extension Button where Label == Text {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init<Intent>(_ title: LocalizedStringKey, intent: Intent) {
        self.init(intent: intent) { Text(title) }
    }
}

/// A switch in a state, as a widget's `Toggle(isOn:intent:)` draws it.
public struct Toggle<Label: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    let isOn: Bool
    let label: Label
    public init<Intent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    func nodes(in context: BuildContext) throws -> [JSONValue] {
        let label = try ViewBuilding.node(of: label, in: context, joinedBy: "HStack") ?? emptyNode
        return [viewNode("Toggle", [("isOn", .bool(isOn)), ("label", label)])]
    }
}

/// Progress towards a total, as SwiftUI's `ProgressView(value:total:)`.
public struct ProgressView<Label: View>: View, _PrimitiveView, NodeSource {
    public typealias Body = Never
    /// nil: indeterminate (a spinner).
    let value: Double?
    let total: Double
    let label: Label?
    /// `ProgressView(timerInterval:countsDown:)`: the interval and whether the bar empties.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    /// A current value label of the view's own (a timer's default is the time left).
    var currentValueLabel: (any View)?

    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.value = value
        self.total = total
        self.label = label()
    }

    /// A bar that empties (or fills, with `countsDown` false) over `timerInterval`, drawn as of
    /// the entry's date, with the time left (or gone) under it, as SwiftUI's.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(value: nil, label: label)
        timer = (timerInterval, countsDown)
    }

    /// A timer's bar with a current value label of your own in place of the time left.
    public init<CurrentValueLabel: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label)
        self.currentValueLabel = currentValueLabel()
    }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        let labelNode = try label.flatMap { try ViewBuilding.node(of: $0, in: context, joinedBy: "HStack") }
        if let timer {
            let current = try currentValueLabel.flatMap {
                try ViewBuilding.node(of: $0, in: context, joinedBy: "HStack")
            }
            return [
                viewNode(
                    "ProgressView",
                    [
                        (
                            "timerInterval",
                            .object([
                                ("from", .string(ISOText.string(timer.interval.lowerBound))),
                                ("to", .string(ISOText.string(timer.interval.upperBound))),
                            ])
                        ),
                        ("countsDown", timer.countsDown ? nil : .bool(false)), ("label", labelNode),
                        ("currentValueLabel", current),
                        (
                            "progressViewStyle",
                            context.environment.controlStyles["progressViewStyle"].map(JSONValue.string)
                        ),
                    ])
            ]
        }
        return [
            viewNode(
                "ProgressView",
                [
                    // SwiftUI clamps the value into 0…total; a total of 0 or less is taken as 1.
                    ("value", value.map { .number(min(max($0, 0), total > 0 ? total : 1)) }),
                    ("total", total == 1 || !(total > 0) ? nil : .number(total)), ("label", labelNode),
                    ("progressViewStyle", context.environment.controlStyles["progressViewStyle"].map(JSONValue.string)),
                ])
        ]
    }
}

extension ProgressView where Label == EmptyView {
    public init(value: Double?, total: Double = 1) {
        self.value = value
        self.total = total
        label = nil
    }

    /// An indeterminate progress view: a static frame of the spinner.
    public init() { self.init(value: nil) }

    /// A timer's bar with no label, the time left under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(value: nil)
        timer = (timerInterval, countsDown)
    }
}

/// A value in a range, as SwiftUI's `Gauge`.
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View,
    _PrimitiveView, NodeSource
{
    public typealias Body = Never
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let current: CurrentValueLabel
    let minimum: MinimumValueLabel
    let maximum: MaximumValueLabel

    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        self.value = value
        self.bounds = bounds
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
    }

    func nodes(in context: BuildContext) throws -> [JSONValue] {
        func view<V: View>(_ v: V) throws -> JSONValue? {
            try ViewBuilding.node(of: v, in: context, joinedBy: "HStack")
        }
        return [
            viewNode(
                "Gauge",
                [
                    ("value", .number(value)), ("min", bounds.lowerBound == 0 ? nil : .number(bounds.lowerBound)),
                    ("max", bounds.upperBound == 1 ? nil : .number(bounds.upperBound)), ("label", try view(label)),
                    ("currentValueLabel", try view(current)), ("minimumValueLabel", try view(minimum)),
                    ("maximumValueLabel", try view(maximum)),
                    ("gaugeStyle", context.environment.controlStyles["gaugeStyle"].map(JSONValue.string)),
                ])
        ]
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// Control styles, as SwiftUI's `.labelStyle(.iconOnly)`, `.buttonStyle(.plain)`,
/// `.progressViewStyle(.circular)` and `.gaugeStyle(.accessoryCircular)` name them.
public struct ControlStyle: Hashable, Sendable {
    let name: String
}

extension ControlStyle {
    public static let titleAndIcon = ControlStyle(name: "titleAndIcon")
    public static let titleOnly = ControlStyle(name: "titleOnly")
    public static let iconOnly = ControlStyle(name: "iconOnly")
    public static let automatic = ControlStyle(name: "automatic")
    public static let plain = ControlStyle(name: "plain")
    public static let borderless = ControlStyle(name: "borderless")
    public static let bordered = ControlStyle(name: "bordered")
    public static let borderedProminent = ControlStyle(name: "borderedProminent")
    public static let linear = ControlStyle(name: "linear")
    public static let circular = ControlStyle(name: "circular")
    public static let accessoryCircular = ControlStyle(name: "accessoryCircular")
    public static let accessoryCircularCapacity = ControlStyle(name: "accessoryCircularCapacity")
    public static let accessoryLinear = ControlStyle(name: "accessoryLinear")
    public static let accessoryLinearCapacity = ControlStyle(name: "accessoryLinearCapacity")
    public static let linearCapacity = ControlStyle(name: "linearCapacity")
}
