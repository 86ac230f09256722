import Testing
import WidgetUI

@Suite struct BuildTests {
    @Test func placeholder() throws {
        let doc = try WidgetDocument(Text("Hi"))
        #expect(doc.json().contains("\"Hi\""))
    }
}
