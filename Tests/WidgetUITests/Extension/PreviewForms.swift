// swift-format-ignore-file
// (Its CRLF line endings are the point; swift format reads a CR as trailing space.)
// Preview forms an extension may write: CRLF line endings (this file), an attribute before
// the macro, comments before it, nested block comments. Found with the right lines by
// PreviewSnapshotTests.everyPreviewIsFound. Only the import block differs from an extension.

#if canImport(WidgetKit)
    import SwiftUI
    import WidgetKit
#else
    import WidgetUI
#endif

/* A block comment /* with a nested one */ before the preview. */
// A line comment too.
@available(iOS 17.0, *)
#Preview("Metro, small", as: .systemSmall) {
    MetroWidget()
} timeline: {
    MetroEntry(date: MetroProvider.now, station: "Jing'an Temple", minutes: [3], crowding: 0.9)
}
