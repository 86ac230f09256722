// The app (not built on Linux: the package builds the widget extension only).

import SwiftUI
import WidgetKit

@main
struct TidesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @AppStorage("harbour", store: UserDefaults(suiteName: "group.org.example.tides"))
    private var harbour: Harbour = .shanghai

    var body: some View {
        NavigationStack {
            List(TideTable.tides(after: Date(), at: harbour, count: 8), id: \.date) { tide in
                LabeledContent(tide.kind == .high ? "High water" : "Low water") {
                    Text(tide.date, style: .time)
                }
            }
            .navigationTitle("Tides")
            .toolbar {
                Picker("Harbour", selection: $harbour) {
                    ForEach(Harbour.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
            }
            .onChange(of: harbour) { _, _ in WidgetCenter.shared.reloadAllTimelines() }
        }
    }
}
