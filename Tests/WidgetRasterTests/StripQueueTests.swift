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

    @Test("finish does not wait for a helper that never got a thread")
    func starvedHelpers() {
        // Every thread of Dispatch's pool may be a caller in `finish` (the matrix renders
        // on every core, each render with a queue): a helper still waiting for a thread
        // must not be waited for. Here helpers are held back until the queue has finished.
        let held = HeldBlocks()
        let queue = StripQueue(helpers: 2, start: { held.add($0) })
        for i in 0..<10 {
            queue.add(i) { PNGStreamWriter.Strip(bytes: [UInt8(i)], adler: 1, length: i, ok: true) }
        }
        let strips = queue.finish()
        #expect(strips.map { $0?.length } == Array(0..<10))
        #expect(held.count == 2)
        // Started late, they find nothing to do.
        held.runAll()
        #expect(queue.finish().map { $0?.length } == Array(0..<10))
    }
}

/// Blocks kept to run later.
private final class HeldBlocks: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var blocks: [@Sendable () -> Void] = []

    func add(_ block: @escaping @Sendable () -> Void) {
        lock.wait()
        blocks.append(block)
        lock.signal()
    }

    var count: Int {
        lock.wait()
        defer { lock.signal() }
        return blocks.count
    }

    func runAll() {
        lock.wait()
        let all = blocks
        blocks = []
        lock.signal()
        for block in all { block() }
    }
}
