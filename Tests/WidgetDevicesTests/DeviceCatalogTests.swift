import Testing
import WidgetCore
import WidgetDevices

@Suite("Device catalog")
struct DeviceCatalogTests {
    @Test("every device of the reference table is in the catalog")
    func count() {
        #expect(DeviceCatalog.devices.count == 62)
        #expect(Set(DeviceCatalog.devices.map(\.name)).count == 62)
    }

    @Test("the default device is the iPhone 17, 402×874 pt @3x, on iOS 26")
    func defaultDevice() {
        let d = DeviceCatalog.defaultDevice
        #expect(d.name == "iPhone 17" && d.screen == Size(width: 402, height: 874) && d.scale == 3)
        #expect(d.currentOS == .iOS26)
    }

    @Test("each device defaults to the newest OS whose sizes are known for it")
    func currentOS() throws {
        // Measured on iOS 26: 26. Known only from the HIG's table: 18. iPads: 26 (their
        // frames did not change).
        #expect(try DeviceCatalog.device(named: "iPhone 17 Pro").currentOS == .iOS26)
        #expect(try DeviceCatalog.device(named: "se3").currentOS == .iOS26)
        #expect(try DeviceCatalog.device(named: "se1").currentOS == .iOS18)
        #expect(try DeviceCatalog.device(named: "ipadmini").currentOS == .iOS26)
        for d in DeviceCatalog.devices where d.idiom == .phone {
            // The default OS always has the device's home-screen sizes when any OS has them.
            let anySize = OSVersion.allCases.contains { d.widgetSize(.systemSmall, os: $0) != nil }
            #expect(!anySize || d.widgetSize(.systemSmall, os: d.currentOS) != nil, "\(d.name)")
        }
        #expect(try DeviceCatalog.device(named: "iPhone 17").sizeSource(os: .iOS26) == "measured, FU")
        #expect(try DeviceCatalog.device(named: "se1").sizeSource(os: .iOS18) == "HIG-W")
    }

    @Test("documented sizes are the HIG's for iOS 17 and 18")
    func documented() throws {
        let d = try DeviceCatalog.device(named: "iPhone 15 Pro Max")
        #expect(d.widgetSize(.systemMedium, os: .iOS18) == Size(width: 364, height: 170))
        #expect(d.widgetSize(.systemSmall, os: .iOS17) == Size(width: 170, height: 170))
        #expect(d.widgetSize(.accessoryInline, os: .iOS18) == Size(width: 257, height: 26))
    }

    @Test("iOS 26 uses the measured sizes, snapped to whole device pixels")
    func measured() throws {
        let d = try DeviceCatalog.device(named: "iPhone 16")
        #expect(d.widgetSize(.systemSmall, os: .iOS26) == Size(width: 488.0 / 3, height: 488.0 / 3))
        #expect(d.widgetSize(.systemExtraLargePortrait, os: .iOS26) == nil)
        #expect(d.widgetSize(.systemExtraLargePortrait, os: .iOS27) != nil)
    }

    @Test("iPads lay out on the canvas size")
    func ipad() throws {
        let d = try DeviceCatalog.device(named: "iPad Air 11-inch")
        #expect(d.widgetSize(.systemExtraLarge, os: .iOS18) == Size(width: 715.5, height: 342))
        #expect(d.widgetSize(.systemExtraLarge, os: .iOS26) == Size(width: 715.5, height: 342))
        #expect(d.widgetSize(.accessoryCircular, os: .iOS18) == Size(width: 63, height: 63))
    }

    @Test(
        "names are matched loosely and aliases work",
        arguments: [
            ("iphone 15 pro max", "iPhone 15 Pro Max"), ("15PM", "iPhone 15 Pro Max"), ("16pm", "iPhone 16 Pro Max"),
            ("16p", "iPhone 16 Pro"), ("se3", "iPhone SE (2nd and 3rd generation, 4.7-inch)"),
            ("ipadmini", "iPad mini 8.3-inch"), ("iPhone-16", "iPhone 16"), ("16e", "iPhone 16e"),
            // Not ASCII: no-break spaces and a typographic dash are dropped like spaces.
            ("iPhone\u{00A0}15\u{00A0}Pro Max", "iPhone 15 Pro Max"), ("iPhone\u{2013}16", "iPhone 16"),
        ])
    func lookups(_ input: String, _ expected: String) throws {
        #expect(try DeviceCatalog.device(named: input).name == expected)
    }

    @Test("an unknown name lists the closest names")
    func unknown() {
        #expect(throws: DeviceError.unknownDevice("iPhone 61", closest: ["iPhone 11", "iPhone 6", "iPhone 6s"])) {
            try DeviceCatalog.device(named: "iPhone 61")
        }
        let message = DeviceError.unknownDevice("x", closest: ["iPhone 16"]).description
        #expect(message == "unknown device 'x'; closest: 'iPhone 16' (`render devices` lists them all)")
    }

    @Test("a device without documented sizes says which OS to use")
    func noSizes() throws {
        let d = try DeviceCatalog.device(named: "iPhone 17 Pro")
        #expect(d.widgetSize(.systemMedium, os: .iOS18) == nil)
        #expect(
            DeviceError.noSize(device: d.name, family: .systemMedium, os: .iOS18, known: d.families(os: .iOS18))
                .description == "iPhone 17 Pro has no known widget sizes on iOS 18; try --os 26")
    }

    @Test("families accept short and full names")
    func familyNames() {
        #expect(WidgetFamily(name: "medium") == .systemMedium)
        #expect(WidgetFamily(name: "extraLarge") == .systemExtraLarge)
        #expect(WidgetFamily(name: "systemLarge") == .systemLarge)
        #expect(WidgetFamily(name: "circular") == .accessoryCircular)
        #expect(WidgetFamily(name: "huge") == nil)
    }

    @Test("file-name fragments are readable and unique")
    func fragments() throws {
        #expect(try DeviceCatalog.device(named: "iPhone 15 Pro Max").fileNameFragment == "iPhone15ProMax")
        #expect(try DeviceCatalog.device(named: "se3").fileNameFragment == "iPhoneSE2nd")
        #expect(try DeviceCatalog.device(named: "se1").fileNameFragment == "iPhoneSE1st")
        #expect(Set(DeviceCatalog.devices.map(\.fileNameFragment)).count == DeviceCatalog.devices.count)
    }

    @Test("the container radius follows the measured fit")
    func cornerRadius() throws {
        let d = try DeviceCatalog.device(named: "iPhone 15 Pro Max")
        #expect(abs(d.containerCornerRadius(os: .iOS18) - 23.119) < 0.01)  // measured 23.17 ± 0.1
        let sixteen = try DeviceCatalog.device(named: "iPhone 16")
        #expect(abs(sixteen.containerCornerRadius(os: .iOS26) - 27.79) < 0.01)
    }
}
