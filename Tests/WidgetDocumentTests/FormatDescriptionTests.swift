// Every name the format defines is described: editors show these texts from the schema, and
// the spec page's reference tables print them. A view type, modifier or top-level key
// added without a description fails here, and so does a description of a name the format
// no longer has.

import Testing

@testable import WidgetDocument

@Suite struct FormatDescriptionTests {
    /// The names in `described` that `defined` lacks, and the other way round.
    static func mismatch(_ defined: some Collection<String>, _ described: some Collection<String>) -> (
        undescribed: [String], stale: [String]
    ) {
        (Set(defined).subtracting(described).sorted(), Set(described).subtracting(defined).sorted())
    }

    @Test func everyViewTypeIsDescribed() {
        let (undescribed, stale) = Self.mismatch(FormatSchema.nodes.keys, FormatSchema.nodeDescriptions.keys)
        #expect(undescribed.isEmpty, "view types without a description: \(undescribed)")
        #expect(stale.isEmpty, "descriptions of view types the format does not have: \(stale)")
    }

    @Test func everyModifierIsDescribed() {
        let (undescribed, stale) = Self.mismatch(FormatSchema.modifiers.keys, FormatSchema.modifierDescriptions.keys)
        #expect(undescribed.isEmpty, "modifiers without a description: \(undescribed)")
        #expect(stale.isEmpty, "descriptions of modifiers the format does not have: \(stale)")
    }

    @Test func everyTopLevelKeyIsDescribed() {
        let (undescribed, stale) = Self.mismatch(
            EntryDocument.topLevelKeys.keys, FormatSchema.documentKeyDescriptions.keys)
        #expect(undescribed.isEmpty, "top-level keys without a description: \(undescribed)")
        #expect(stale.isEmpty, "descriptions of top-level keys the format does not have: \(stale)")
    }

    @Test func everyViewKeyDescribedExists() {
        // Each "Type.key" description names a key that type has (its own keys are
        // described where they need more than the schema's type says).
        let stale = FormatSchema.propertyDescriptions.keys.filter { name in
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let keys = FormatSchema.nodes[parts[0]] else { return true }
            return keys[parts[1]] == nil && FormatSchema.templateKeys[parts[0]]?[parts[1]] == nil
        }
        #expect(stale.isEmpty, "descriptions of keys no view type has: \(stale.sorted())")
    }
}
