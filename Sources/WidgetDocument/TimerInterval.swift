/// A `timerInterval`: seconds since 1970, `from` never after `to`.
public struct TimerInterval: Sendable, Hashable {
    public var from: Double
    public var to: Double
}
