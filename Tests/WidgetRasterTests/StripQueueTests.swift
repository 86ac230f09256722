// The PNG strips' work queue: whichever thread runs a strip, and however many helpers
// there are, every strip lands in its own slot, in order.

import Dispatch
import Testing

@testable import WidgetPNG

@Suite("PNG strip queue")
struct StripQueueTests {
    @Test("every job's result lands in its slot, with no helper, one or several", arguments: [0, 1, 3])
    func order(helpers: Int) {
        let queue = StripQueue(helpers: helpers)
        for i in 0..<60 {
            queue.add(i) {
                // Uneven work, so jobs finish out of order.
                var x = UInt64(i)
                for _ in 0..<((i * 7919) % 13) * 2_000 { x = x &* 6_364_136_223_846_793_005 &+ 1 }
                return PNGStreamWriter.Strip(
                    bytes: [UInt8(i)], adler: UInt32(truncatingIfNeeded: x), length: i, ok: true)
            }
        }
        let strips = queue.finish()
        #expect(strips.count == 60)
        #expect(
            strips.enumerated().allSatisfy {
                $0.element?.bytes == [UInt8($0.offset)] && $0.element?.length == $0.offset
            })
        // Finishing again returns the same strips.
        #expect(queue.finish().map { $0?.length } == strips.map { $0?.length })
    }
}
