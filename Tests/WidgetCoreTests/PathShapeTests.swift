import Testing
import WidgetCore

@Suite("Shapes")
struct PathShapeTests {
    @Test("a continuous corner reaches 1.52866 radii along each edge")
    func continuousExtent() throws {
        let p = Path.roundedRectangle(Rect(x: 0, y: 0, width: 200, height: 100), radius: 20, style: .continuous)
        guard case .move(let start) = p.elements.first else { Issue.record("no move"); return }
        #expect(abs(start.x - 20 * 1.52866483) < 1e-9 && start.y == 0)
        let b = try #require(p.controlBounds)
        #expect(b == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("a radius too large for the continuous curve falls back to a circular corner of half the side")
    func fallback() {
        let p = Path.roundedRectangle(Rect(x: 0, y: 0, width: 100, height: 40), radius: 30, style: .continuous)
        guard case .move(let start) = p.elements.first else { Issue.record("no move"); return }
        #expect(start.x == 20)  // min(30, 40 / 2)
        #expect(p.elements.count == 10)  // move, 4 × (line + one cubic), close
    }

    @Test("a zero or negative radius draws a plain rectangle")
    func square() {
        #expect(
            Path.roundedRectangle(Rect(x: 1, y: 2, width: 3, height: 4), radius: -5, style: .circular)
                == Path.rectangle(Rect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test("alignment places a child by fractions of the free space")
    func alignment() {
        let container = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(Alignment.center.origin(of: Size(width: 20, height: 10), in: container) == Point(x: 50, y: 40))
        #expect(
            Alignment(horizontal: .trailing, vertical: .bottom).origin(of: Size(width: 20, height: 10), in: container)
                == Point(x: 90, y: 60))
    }
}
