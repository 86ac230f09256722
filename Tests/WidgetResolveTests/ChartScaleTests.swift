// Chart scales: nice ticks including zero, given domains kept, labels grouped like en_US
// numbers.

import Testing

@testable import WidgetDocument
@testable import WidgetResolve

@Suite("Chart scales")
struct ChartScaleTests {
    @Test("an automatic scale includes zero and widens to 1, 2 or 5 × 10ⁿ steps")
    func automatic() throws {
        let steps = try Resolver.scale([6200, 12800, 3900], domain: nil, count: 4, at: "$")
        #expect(steps.low == 0 && steps.high == 15000)
        #expect(steps.ticks == [0, 5000, 10000, 15000])
        let small = try Resolver.scale([0.12, 0.87], domain: nil, count: 4, at: "$")
        #expect(small.ticks.count == 6 && small.ticks.first == 0 && abs((small.ticks.last ?? 0) - 1) < 1e-9)
        #expect(small.decimals == 1)
        let negative = try Resolver.scale([-3, 7], domain: nil, count: 5, at: "$")
        #expect(negative.low == -4 && negative.high == 8)
    }

    @Test("a given domain is kept; its ticks are the steps inside it")
    func given() throws {
        let s = try Resolver.scale(
            [226, 232], domain: [224, 234], count: 4, at: "$")
        #expect(s.low == 224 && s.high == 234)
        #expect(s.ticks == [224, 226, 228, 230, 232, 234])
        #expect(s.fraction(229) == 0.5)
        #expect(throws: DocumentError.self) {
            try Resolver.scale([], domain: [5, 1], count: 4, at: "$")
        }
    }

    @Test("tick labels group thousands and keep the step's decimals")
    func labels() {
        #expect(Resolver.tickLabel(12800, decimals: 0) == "12,800")
        #expect(Resolver.tickLabel(1_234_567, decimals: 0) == "1,234,567")
        #expect(Resolver.tickLabel(-0.5, decimals: 1) == "-0.5")
        #expect(Resolver.tickLabel(0.05, decimals: 2) == "0.05")
        #expect(Resolver.tickLabel(0, decimals: 1) == "0.0")
    }
}
