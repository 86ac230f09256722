/// The controls: `Link`, `Label`, `Button`, `Toggle`, `ProgressView` and `Gauge`, each with
/// the keys it has (the others nil or their defaults).
public struct ControlSpec: Sendable {
    public enum Kind: String, Sendable {
        case link = "Link", label = "Label", button = "Button", toggle = "Toggle",
            progressView = "ProgressView", gauge = "Gauge"
    }
    public var kind: Kind
    /// `labelStyle`, `buttonStyle`, `progressViewStyle` or `gaugeStyle` as written.
    public var style: String?
    public var label: ViewSpec?
    public var currentValueLabel: ViewSpec?
    public var minimumValueLabel: ViewSpec?
    public var maximumValueLabel: ViewSpec?
    /// A Link's URL.
    public var destination: String?
    /// A Label's `image` file: read and checked even where `systemImage` is given too (and
    /// wins as the icon).
    public var imageFile: String?
    /// A Label's title and icon (`systemImage`, or an image file's `image`).
    public var title: String?
    public var icon: ImageSource?
    public var isOn = false
    public var value: Double?
    public var total: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var timerInterval: TimerInterval?
    public var countsDown = true

    public init(kind: Kind) { self.kind = kind }
}
