// The configuration of the Next tide widget.

import AppIntents
import WidgetKit

extension Harbour: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Harbour"
    static var caseDisplayRepresentations: [Harbour: DisplayRepresentation] = [
        .shanghai: "Shanghai",
        .qingdao: "Qingdao",
        .xiamen: "Xiamen",
    ]
}

struct SelectHarbourIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select harbour"
    static var description = IntentDescription("Shows the next tide of a harbour.")

    @Parameter(title: "Harbour", default: .xiamen)
    var harbour: Harbour
}
