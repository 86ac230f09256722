/// What a `Text` shows: exactly one of the format's forms.
public struct TextSpec: Sendable {
    public enum Source: Sendable {
        /// `text`, read as inline Markdown unless `verbatim`.
        case literal(String, verbatim: Bool)
        /// `date` in a `style`.
        case date(Double, style: DateStyle)
        /// `Text + Text`: Text nodes and SF Symbols, each with its own text modifiers.
        case runs([ViewSpec])
        /// `Text(value, format:)`.
        case value(Double, NumberFormat)
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timer(TimerInterval, pauseTime: Double?, countsDown: Bool, showsHours: Bool)
    }
    /// `Text(date, style:)`'s styles.
    public enum DateStyle: String, CaseIterable, Sendable { case time, date, relative, offset, timer }

    public var source: Source

    public init(_ source: Source) { self.source = source }

    /// Whether the Text is `Text + Text` runs.
    public var isRuns: Bool {
        if case .runs = source { true } else { false }
    }
}
