/// What a `Text` shows: exactly one of the format's forms.
public struct TextSpec: Sendable {
    public enum Source: Sendable {
        /// `text`, read as inline Markdown unless `verbatim`.
        case literal(String, verbatim: Bool)
        /// `date` in a `style` (time, date, relative, offset, timer).
        case date(Double, style: String)
        /// `Text + Text`: Text nodes and SF Symbols, each with its own text modifiers.
        case runs([ViewSpec])
        /// `Text(value, format:)`.
        case value(Double, NumberFormat)
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timer(TimerInterval, pauseTime: Double?, countsDown: Bool, showsHours: Bool)
    }
    public var source: Source

    public init(_ source: Source) { self.source = source }

    /// Whether the Text is `Text + Text` runs.
    public var isRuns: Bool {
        if case .runs = source { true } else { false }
    }
}
