/// The controls: `Link`, `Label`, `Button`, `Toggle`, `ProgressView` and `Gauge`, each with
/// the keys it has (the others nil or their defaults).
public struct ControlSpec: Sendable {
    /// The control, with its style (SwiftUI's default when none is written).
    public enum Kind: Sendable, Hashable {
        case link
        case label(LabelStyle)
        case button(ButtonStyle)
        case toggle
        case progressView(ProgressViewStyle)
        case gauge(GaugeStyle)
    }
    public enum LabelStyle: String, CaseIterable, Sendable { case titleAndIcon, titleOnly, iconOnly }
    public enum ButtonStyle: String, CaseIterable, Sendable {
        case automatic, plain, borderless, bordered, borderedProminent
    }
    public enum ProgressViewStyle: String, CaseIterable, Sendable { case linear, circular }
    public enum GaugeStyle: String, CaseIterable, Sendable {
        case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity
    }
    public var kind: Kind
    public var label: ViewSpec?
    public var currentValueLabel: ViewSpec?
    public var minimumValueLabel: ViewSpec?
    public var maximumValueLabel: ViewSpec?
    /// A Link's URL.
    public var destination: String?
    public var title: String?
    /// A Label's SF Symbol.
    public var systemImage: String?
    /// A Label's `image` file: read and checked even where `systemImage` is given too (and
    /// wins as the icon).
    public var imageFile: String?

    /// A Label's icon: its `systemImage`, else its `image` file.
    public var icon: ImageSource? {
        systemImage.map(ImageSource.symbol) ?? imageFile.map(ImageSource.file)
    }
    public var isOn = false
    public var value: Double?
    public var total: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var timerInterval: TimerInterval?
    public var countsDown = true

    public init(kind: Kind) { self.kind = kind }
}
