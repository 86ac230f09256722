// The commands' option groups are one level deep: a command may hold option groups, a group
// holds only options and flags. The argument parser's debug build (the one `swift run` and
// `swift test` use) checks each group's declaration again at every level above it, so a
// group of groups once cost `render sheet` about 150 ms of start-up there (docs/speed.md).

import ArgumentParser
import Testing

@testable import RenderCLI

@Suite("Option group depth")
struct OptionGroupDepthTests {
    /// The names of the option groups `value` (a command or a group, as `init()` makes it)
    /// declares: the `T` of each `OptionGroup<T>` among its stored properties.
    static func groups(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            let type = String(describing: Swift.type(of: child.value))
            guard type.hasPrefix("OptionGroup<"), type.hasSuffix(">") else { return nil }
            return String(type.dropFirst("OptionGroup<".count).dropLast())
        }
    }

    /// Every group a command uses.
    static let groupTypes: [String: any ParsableArguments.Type] = [
        "TargetOptions": TargetOptions.self, "SchemeOption": SchemeOption.self,
        "OneSchemeOption": OneSchemeOption.self, "VariantOption": VariantOption.self,
        "StrictOption": StrictOption.self, "PNGSpeedOption": PNGSpeedOption.self,
        "InPlaceOptions": InPlaceOptions.self,
    ]

    @Test("every command's groups are known here, and none of them holds a group")
    func oneLevel() {
        var seen: Set<String> = []
        for command in Render.configuration.subcommands {
            for name in Self.groups(of: command.init()) {
                seen.insert(name)
                #expect(Self.groupTypes[name] != nil, "\(command): a group this test does not know, \(name)")
            }
        }
        #expect(seen.contains("TargetOptions"), "the reflection found the groups: \(seen)")
        for (name, type) in Self.groupTypes {
            #expect(Self.groups(of: type.init()).isEmpty, "\(name) holds an option group")
        }
    }
}
