// GeometryReader, evaluated as SwiftUI evaluates it: its content is made from the size it
// is offered during layout, nested readers included; an entry document cannot hold it.

import Foundation
import Testing
import WidgetDevices
import WidgetDocument

@testable import WidgetUI

@Suite struct GeometryReaderTests {
    static let device = DeviceCatalog.defaultDevice

    /// A progress bar as widget code draws one: a fill as wide as a fraction of the reader.
    struct ProgressBar: View {
        let fraction: Double
        var body: some View {
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.3))
                    Capsule().fill(Color.green).frame(width: geometry.size.width * fraction)
                }
            }
            .frame(height: 12)
        }
    }

    /// Sizes and frames as text, to read back from the document.
    struct Sizes: View {
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { outer in
                    HStack(spacing: 10) {
                        GeometryReader { inner in Text("inner \(Int(inner.size.width))") }
                        GeometryReader { inner in
                            Text("second \(Int(inner.size.width)) at \(Int(inner.frame(in: .global).minX))")
                        }
                    }
                    .overlay(Text("outer \(Int(outer.size.width))x\(Int(outer.size.height))"))
                }
                .frame(height: 40)
                Spacer()
            }
        }
    }

    func json(_ view: some View, family: WidgetFamily = .systemMedium) throws -> String {
        try WidgetDocument(
            view, families: [family], date: WidgetDocument.defaultDate, colorScheme: .light,
            contentMarginsDisabled: false, redactionReasons: [], displayScale: 3, fonts: [], locale: nil,
            layoutOn: Self.device
        ).json()
    }

    @Test func contentMadeFromTheOfferedSize() throws {
        let size = try #require(Self.device.widgetSize(.systemMedium, os: Self.device.currentOS))
        let margin = 18.0  // the iPhone 17's iOS 26 content margins (MARGIN in docs/measurements.md)
        #expect(Self.device.contentMargin(os: Self.device.currentOS) == margin)
        let width = Int(size.width - 2 * margin)
        let text = try json(Sizes())
        #expect(text.contains("outer \(width)x40"))
        // Two readers share the row's width less the 10 pt spacing (one takes the odd point
        // the pixel grid leaves); the second starts after the margin, the first and the spacing.
        let shared = width - 10
        let first = shared - shared / 2
        #expect(text.contains("inner \(first)"))
        #expect(text.contains("second \(shared - first) at \(Int(margin) + first + 10)"))
    }

    @Test func barIsAsWideAsItsFraction() throws {
        let pixels = try renderPixels(ProgressBar(fraction: 0.25), family: .systemMedium)
        let row = pixels.height / 2
        var green = 0
        for x in 0..<pixels.width {
            let i = (row * pixels.width + x) * 4
            if pixels.rgba[i + 1] > 150 && pixels.rgba[i] < 100 { green += 1 }
        }
        let size = try #require(Self.device.widgetSize(.systemMedium, os: Self.device.currentOS))
        let margin = 18.0
        let expected = (size.width - 2 * margin) * 0.25 * Double(pixels.width) / size.width
        #expect(abs(Double(green) - expected) <= 2, "green run \(green) px, expected \(expected)")
    }

    /// JSON cannot hold a closure: the export refuses, in one line that says what to do.
    @Test func jsonRefusesAReader() {
        do {
            _ = try WidgetDocument(ProgressBar(fraction: 0.5)).json()
            Issue.record("a GeometryReader was written as JSON")
        } catch {
            let message = "\(error)"
            #expect(!message.contains("\n"))
            #expect(message.contains("GeometryReader"))
            #expect(message.contains("renderPNG"))
        }
    }
}

/// `containerRelativeFrame` with a closure: lengths from the widget's content area.
@Suite struct ContainerRelativeClosureTests {
    @Test func lengthsFromTheContentArea() throws {
        let device = DeviceCatalog.defaultDevice
        let size = try #require(device.widgetSize(.systemMedium, os: device.currentOS))
        let view = Color.blue.containerRelativeFrame(.horizontal) { length, axis in
            axis == .horizontal ? length / 3 : length
        }
        let json = try WidgetDocument(
            view, families: [.systemMedium], date: WidgetDocument.defaultDate, colorScheme: .light,
            contentMarginsDisabled: false, redactionReasons: [], displayScale: 3, fonts: [], locale: nil,
            layoutOn: device
        ).json()
        let third = (size.width - 2 * 18) / 3  // the iPhone 17's iOS 26 content margins
        #expect(json.contains("\"width\": \(JSONValue.number(third).serialized(pretty: false))"))
        #expect(throws: WidgetUIError.self) { try WidgetDocument(view).json() }
    }
}
