// Apple Watch, the Mac and the Today view: named on their own, never part of `all`, with
// the sizes Apple documents (WATCH, MAC, TODAY in docs/sources.md) and nothing guessed.

import Testing
import WidgetCore
import WidgetDevices

@Suite("Apple Watch, Mac and the Today view")
struct PlatformTests {
    @Test("watch and mac name their devices; all stays the iPhones' and iPads'")
    func groups() throws {
        let watches = try DeviceCatalog.devices(matching: "watch")
        #expect(watches.count == 7 && watches.allSatisfy { $0.idiom == .watch && $0.scale == 2 })
        #expect(try DeviceCatalog.devices(matching: "mac").map(\.name) == ["Mac"])
        let all = try DeviceCatalog.devices(matching: "all")
        #expect(all.count == DeviceCatalog.devices.count && all.allSatisfy { !$0.idiom.isOtherPlatform })
        // Aliases: the case size, the Ultra, the Series 10.
        #expect(try DeviceCatalog.device(named: "watch45").name == "Apple Watch 45mm")
        #expect(try DeviceCatalog.device(named: "41mm").name == "Apple Watch 41mm")
        #expect(try DeviceCatalog.device(named: "ultra").name == "Apple Watch Ultra 49mm")
        #expect(try DeviceCatalog.device(named: "s10-46").name == "Apple Watch Series 10 46mm")
        #expect(try DeviceCatalog.devices(matching: "mac,watch40").map(\.name) == ["Mac", "Apple Watch 40mm"])
    }

    @Test("a watch's sizes are Apple's: the Smart Stack's rectangle, the complications' circle and corner")
    func watchSizes() throws {
        let w = try DeviceCatalog.device(named: "Apple Watch 45mm")
        for os in OSVersion.allCases {
            #expect(w.widgetSize(.accessoryRectangular, os: os) == Size(width: 184, height: 80.5))
            #expect(w.widgetSize(.accessoryCircular, os: os) == Size(width: 50, height: 50))
            #expect(w.widgetSize(.accessoryCorner, os: os) == Size(width: 38, height: 38))
            #expect(w.widgetSize(.accessoryInline, os: os) == nil && w.widgetSize(.systemSmall, os: os) == nil)
        }
        #expect(try DeviceCatalog.device(named: "watch40").widgetSize(.accessoryRectangular, os: .iOS26)?.width == 152)
        // Nothing published for the Series 10: nothing drawn.
        #expect(try DeviceCatalog.device(named: "s10-42").families(os: .iOS26).isEmpty)
        // No phone or pad has a corner.
        #expect(DeviceCatalog.devices.allSatisfy { $0.widgetSize(.accessoryCorner, os: $0.currentOS) == nil })
        #expect(w.activityPresentations.isEmpty && w.activityLockScreenWidth == nil)
    }

    @Test("what a watch lacks is said without an iOS version")
    func watchErrors() throws {
        let w = try DeviceCatalog.device(named: "watch45")
        let error = DeviceError.noSize(
            device: w.name, family: .accessoryInline, os: .iOS26, known: w.families(os: .iOS26))
        #expect(
            error.description
                == "Apple Watch 45mm has no known accessoryInline size; known families: accessoryCircular, accessoryRectangular, accessoryCorner"
        )
    }

    @Test("the Mac's three families; the Today view on the iPhones that ran iOS 10 to 13")
    func macAndToday() throws {
        let mac = try DeviceCatalog.device(named: "mac")
        #expect(mac.families(os: .iOS26) == [.systemSmall, .systemMedium, .systemLarge])
        // Measured (MAC): the large widget is square on the Mac.
        #expect(mac.widgetSize(.systemSmall, os: .iOS18) == Size(width: 164, height: 164))
        #expect(mac.widgetSize(.systemLarge, os: .iOS26) == Size(width: 344, height: 344))
        #expect(
            mac.contentMargin(os: mac.currentOS) == 18 && abs(mac.containerCornerRadius(os: mac.currentOS) - 28) < 0.1)
        let se = try DeviceCatalog.device(named: "se3")
        #expect(se.todayView?.width == 359 && se.todayView?.compactHeight == 110 && se.todayView?.expandedHeight == 616)
        #expect(try DeviceCatalog.device(named: "se1").todayView?.width == 304)
        let eleven = try DeviceCatalog.device(named: "iPhone 11")
        #expect(eleven.todayView?.width == 398 && eleven.todayView?.expandedHeight == nil)
        #expect(try DeviceCatalog.device(named: "iPhone 17").todayView == nil)
    }
}
