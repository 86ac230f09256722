/// Swift Charts' `InterpolationMethod`: the curve through a line or area mark's points.
public enum InterpolationMethod: String, CaseIterable, Sendable {
    case linear, catmullRom, cardinal, monotone, stepStart, stepEnd, stepCenter
}

/// Swift Charts' `Visibility` of an axis or the legend (`chartXAxis(.hidden)`).
public enum AxisVisibility: String, CaseIterable, Sendable {
    case automatic, visible, hidden
}
