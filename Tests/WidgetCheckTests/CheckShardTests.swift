// `render check --shard I/N`: the parts split a snapshot set exactly, the same way on
// every machine.

import Testing
import WidgetCheck

@Suite("Check shards")
struct CheckShardTests {
    static let names = (0..<300).map { "Widget\($0)-systemSmall-iPhone17@3x.png" }

    @Test("I/N is read with 1 ≤ I ≤ N; anything else is refused")
    func parsing() {
        #expect(CheckShard("2/4") == CheckShard(index: 2, count: 4))
        #expect(CheckShard("1/1") != nil)
        for bad in ["0/4", "5/4", "4", "a/b", "2/0", "-1/3", "1/4/2", "", "/", "1/1001"] {
            #expect(CheckShard(bad) == nil, "\(bad)")
        }
    }

    @Test("the N parts together hold every snapshot exactly once", arguments: [1, 2, 3, 7])
    func partition(_ count: Int) throws {
        let parts = try (1...count).map { try #require(CheckShard(index: $0, count: count)) }
        for name in Self.names {
            #expect(parts.filter { $0.contains(name) }.count == 1, "\(name)")
        }
        // Each part gets a share: a hash that sent everything to one job would not split the work.
        for part in parts where count > 1 {
            #expect(Self.names.filter(part.contains).count > Self.names.count / (count * 2))
        }
    }

    @Test("the split depends on the name only: a fixed name is in a fixed part")
    func stable() throws {
        // 64-bit FNV-1a of "a" is 0xaf63dc4c8601ec8c, which is 0 modulo 4 and 1 modulo 3.
        #expect(try #require(CheckShard("1/4")).contains("a"))
        #expect(try #require(CheckShard("2/3")).contains("a"))
        // …of "Weather-systemMedium-iPhone17@3x.png" is 0x9056074253489eec: 5 modulo 7.
        let golden = "Weather-systemMedium-iPhone17@3x.png"
        #expect((1...7).filter { CheckShard(index: $0, count: 7)?.contains(golden) == true } == [6])
    }

    @Test("reports are named by their part")
    func naming() throws {
        let part = try #require(CheckShard("2/4"))
        #expect(part.naming("junit.xml") == "junit-shard-2-of-4.xml")
        #expect(part.naming("reports/v1.0/junit.xml") == "reports/v1.0/junit-shard-2-of-4.xml")
        #expect(part.naming("reports/html") == "reports/html-shard-2-of-4")
        #expect(part.naming("reports/html/") == "reports/html-shard-2-of-4")
        #expect(part.naming(".artifacts/report") == ".artifacts/report-shard-2-of-4")
    }
}
