// The cache every `Renderer` shares between its renders (`SharedCache`): values counted
// one each unless a cost is given, never more than the capacity, and starting over when
// the next value would not fit.

import Testing

@testable import WidgetRendering

@Suite("The shared cache's bound")
struct SharedCacheTests {
    @Test("counted one a value: full at its capacity, then it starts over")
    func counted() {
        let cache = SharedCache<Int, String>(capacity: 2)
        cache[1] = "one"
        cache[2] = "two"
        #expect(cache.count == 2)
        // Setting a held key again replaces it and does not count twice.
        cache[2] = "zwei"
        #expect(cache.count == 2)
        #expect(cache[2] == "zwei")
        cache[3] = "three"
        #expect(cache.count == 1)
        #expect(cache[1] == nil)
        #expect(cache[3] == "three")
    }

    @Test("with a cost: a value costing more than the whole cache is not kept")
    func costed() throws {
        let cache = SharedCache<Int, String>(capacity: 5) { _, value in value.count }
        var made = 0
        let make = { () -> String in
            made += 1
            return "abcdef"
        }
        #expect(cache.value(1, make: make) == "abcdef")
        #expect(cache.value(1, make: make) == "abcdef")
        #expect(made == 2)
        #expect(cache.count == 0)
        #expect(cache.value(2) { "abc" } == "abc")
        #expect(cache.value(2) { "other" } == "abc")
        // 3 + 3 > 5: the cache starts over.
        #expect(cache.value(3) { "xyz" } == "xyz")
        #expect(cache.count == 1)
        #expect(cache[2] == nil)
    }
}
