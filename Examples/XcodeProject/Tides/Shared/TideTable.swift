// The tide model the app and its widget share (compiled into both targets in Xcode).

import Foundation

/// A harbour the app knows the tides of.
enum Harbour: String, CaseIterable, Codable {
    case shanghai, qingdao, xiamen

    /// The hour of the first high water on 2026-01-01 (UTC) and the tidal range in metres.
    var firstHighWater: Double {
        switch self {
        case .shanghai: 2.4
        case .qingdao: 5.1
        case .xiamen: 7.8
        }
    }

    var range: Double {
        switch self {
        case .shanghai: 3.6
        case .qingdao: 2.9
        case .xiamen: 4.7
        }
    }
}

/// One high or low water.
struct Tide: Hashable, Codable {
    enum Kind: String, Codable { case high, low }
    let kind: Kind
    let date: Date
    let height: Double
}

/// Tides from a simple semidiurnal model: a high every 12 h 25 min.
enum TideTable {
    /// Now, for the provider; the tests pin it (widgets read the clock on a phone).
    static var now: () -> Date = Date.init

    static let period: TimeInterval = 12 * 3600 + 25 * 60
    static let epoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// The next `count` tides after `date`.
    static func tides(after date: Date, at harbour: Harbour, count: Int = 4) -> [Tide] {
        let first = epoch.addingTimeInterval(harbour.firstHighWater * 3600)
        let elapsed = date.timeIntervalSince(first)
        var index = Int((elapsed / (period / 2)).rounded(.up))
        var tides: [Tide] = []
        while tides.count < count {
            let when = first.addingTimeInterval(Double(index) * period / 2)
            let isHigh = index % 2 == 0
            let height = isHigh ? harbour.range : 0.3 + Double(index % 3) * 0.1
            tides.append(Tide(kind: isHigh ? .high : .low, date: when, height: height))
            index += 1
        }
        return tides
    }

    /// How far the water is between low (0) and high (1) at `date`.
    static func level(at date: Date, at harbour: Harbour) -> Double {
        let first = epoch.addingTimeInterval(harbour.firstHighWater * 3600)
        let phase = date.timeIntervalSince(first) / period * 2 * .pi
        return (cos(phase) + 1) / 2
    }
}
