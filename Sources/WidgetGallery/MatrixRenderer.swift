// Rendering a whole matrix on every core. Cells that would draw the same pixels (the same
// widget size, scale, scheme and variant on two devices: equal `RenderPlan`s) are
// rendered once and share their PNG bytes, so "every device" costs "every distinct size".
// The distinct renders are spread over the cores with `concurrentPerform`; each worker
// writes only its own slot of the results, and the progress count is the one shared value.

import Dispatch
import Foundation
import WidgetDocument
import WidgetPNG
import WidgetRendering

/// One rendered cell: its PNG bytes and what its widget cannot show.
public struct MatrixImage: Sendable {
    public var png: [UInt8]
    public var overflows: [Overflow]

    public init(png: [UInt8], overflows: [Overflow] = []) {
        self.png = png
        self.overflows = overflows
    }
}

/// Renders the cells of a `SnapshotMatrix` to PNG bytes.
public struct MatrixRenderer: Sendable {
    public let renderer: Renderer
    /// How the cells' PNG files are compressed.
    public var compression: PNGCodec.Compression

    public init(renderer: Renderer = Renderer(), compression: PNGCodec.Compression = .fast) {
        self.renderer = renderer
        self.compression = compression
    }

    /// The image of every cell (or the error that stopped it), in cell order.
    /// `progress(done, total)` is called from worker threads after each distinct render.
    public func render(
        _ document: EntryDocument, _ cells: [MatrixCell],
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Result<MatrixImage, RenderError>] {
        var keys: [RenderPlan: Int] = [:]
        // Each distinct plan once; a request that cannot be planned is a slot of its own,
        // holding its error.
        var distinct: [Result<RenderPlan, RenderError>] = []
        let slots = cells.map { cell -> Int in
            let plan = Result { () throws(RenderError) in try RenderPlan(document, cell.request) }
            if case .success(let key) = plan {
                if let i = keys[key] { return i }
                keys[key] = distinct.count
            }
            distinct.append(plan)
            return distinct.count - 1
        }
        let results = Results(count: distinct.count)
        let renderer = self.renderer, compression = self.compression
        let plans = distinct
        DispatchQueue.concurrentPerform(iterations: plans.count) { i in
            let result: Result<MatrixImage, RenderError>
            do throws(RenderError) {
                let image = try renderer.png(document, plans[i].get(), compression: compression)
                result = .success(MatrixImage(png: image.png, overflows: image.overflows))
            } catch {
                result = .failure(error)
            }
            let done = results.set(i, result)
            progress?(done, plans.count)
        }
        return slots.map { results.value($0) }
    }
}

/// The shared result slots: each index written once, by one worker (also `InPlaceSheet`'s).
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<MatrixImage, RenderError>?]
    private var done = 0

    init(count: Int) { values = Array(repeating: nil, count: count) }

    /// Stores slot `i` and returns how many slots are filled.
    func set(_ i: Int, _ value: Result<MatrixImage, RenderError>) -> Int {
        lock.lock()
        defer { lock.unlock() }
        values[i] = value
        done += 1
        return done
    }

    func value(_ i: Int) -> Result<MatrixImage, RenderError> {
        lock.lock()
        defer { lock.unlock() }
        // Every slot is filled before any is read (concurrentPerform has returned).
        return values[i] ?? .failure(.encoding("snapshot \(i) was not rendered"))
    }
}
