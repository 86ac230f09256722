// The device table: every device of the team's reference table of documented device and
// widget sizes (docs/sources.md), with each row's source kept beside it. Generated from
// that table once; edit rows here, keeping the sources, when Apple or a measurement adds
// a device.
//
// Source keys are those of docs/sources.md: HIG-W (Apple HIG,
// Widgets, Specifications: iPhone sizes for iOS 14–18, iPad canvas and Home Screen sizes),
// HIG-L (Apple HIG, Layout: screens and scales), FU (a published measurement of
// `displaySize` on devices and simulators, iOS 18.6, 26.5 and 27.0, and iPad Lock Screen
// sizes), SBS (a published GeometryReader measurement on iOS 14.5 and 15).

import WidgetCore

extension DeviceCatalog {
    /// Every device, in the reference table's order (newest iPhones first, then iPads).
    public static let devices: [Device] = [
        Device(
            name: "iPhone 17 Pro Max",
            idiom: .phone,
            screen: Size(width: 440, height: 956),
            scale: 3,
            documented: [:],
            measuredIOS26: [
                .systemSmall: Size(width: 176.67, height: 176.67),
                .systemMedium: Size(width: 378, height: 176.67),
                .systemLarge: Size(width: 378, height: 394),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 158, height: 60),
                .accessoryInline: Size(width: 370, height: 36),
                .systemExtraLargePortrait: Size(width: 378, height: 611.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "Ships with iOS 26, so iOS 14-18 (HIG-table) values do not apply; no HIG row exists for this screen. Use families_iOS26 (measured)."
        ),
        Device(
            name: "iPhone 17 Pro",
            idiom: .phone,
            screen: Size(width: 402, height: 874),
            scale: 3,
            documented: [:],
            measuredIOS26: [
                .systemSmall: Size(width: 164.33, height: 164.33),
                .systemMedium: Size(width: 349.67, height: 164.33),
                .systemLarge: Size(width: 349.67, height: 365),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 148, height: 58),
                .accessoryInline: Size(width: 342, height: 36),
                .systemExtraLargePortrait: Size(width: 349.67, height: 565.67),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "Ships with iOS 26, so iOS 14-18 (HIG-table) values do not apply; no HIG row exists for this screen. Use families_iOS26 (measured)."
        ),
        Device(
            name: "iPhone Air",
            idiom: .phone,
            screen: Size(width: 420, height: 912),
            scale: 3,
            documented: [:],
            measuredIOS26: [
                .systemSmall: Size(width: 172.67, height: 172.67),
                .systemMedium: Size(width: 366.67, height: 172.67),
                .systemLarge: Size(width: 366.67, height: 382),
                .accessoryCircular: Size(width: 57.67, height: 57.67),
                .accessoryRectangular: Size(width: 153, height: 57.67),
                .accessoryInline: Size(width: 360, height: 36),
                .systemExtraLargePortrait: Size(width: 366.67, height: 591.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "Ships with iOS 26, so iOS 14-18 (HIG-table) values do not apply; no HIG row exists for this screen. Use families_iOS26 (measured)."
        ),
        Device(
            name: "iPhone 17",
            idiom: .phone,
            screen: Size(width: 402, height: 874),
            scale: 3,
            documented: [:],
            measuredIOS26: [
                .systemSmall: Size(width: 164.33, height: 164.33),
                .systemMedium: Size(width: 349.67, height: 164.33),
                .systemLarge: Size(width: 349.67, height: 365),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 148, height: 58),
                .accessoryInline: Size(width: 342, height: 36),
                .systemExtraLargePortrait: Size(width: 349.67, height: 565.67),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "Ships with iOS 26, so iOS 14-18 (HIG-table) values do not apply; no HIG row exists for this screen. Use families_iOS26 (measured)."
        ),
        Device(
            name: "iPhone 16 Pro Max",
            idiom: .phone,
            screen: Size(width: 440, height: 956),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 176.67, height: 176.67),
                .systemMedium: Size(width: 378, height: 176.67),
                .systemLarge: Size(width: 378, height: 394),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 158, height: 60),
                .accessoryInline: Size(width: 370, height: 36),
                .systemExtraLargePortrait: Size(width: 378, height: 611.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); FU (measured spot check, iOS 18.6): system sizes equal the HIG 430x932 row; HIG publishes no row for this screen; accessory sizes for iOS 16-18 UNKNOWN; FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "No HIG row for this screen size. System-family values are a measured iOS 18.6 spot check (FU), accessory families unknown for iOS <=18."
        ),
        Device(
            name: "iPhone 16 Pro",
            idiom: .phone,
            screen: Size(width: 402, height: 874),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 164.33, height: 164.33),
                .systemMedium: Size(width: 349.67, height: 164.33),
                .systemLarge: Size(width: 349.67, height: 365),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 148, height: 58),
                .accessoryInline: Size(width: 342, height: 36),
                .systemExtraLargePortrait: Size(width: 349.67, height: 565.67),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); FU (measured spot check, iOS 18.6): system sizes equal the HIG 393x852 row; HIG publishes no row for this screen; accessory sizes for iOS 16-18 UNKNOWN; FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "No HIG row for this screen size. System-family values are a measured iOS 18.6 spot check (FU), accessory families unknown for iOS <=18."
        ),
        Device(
            name: "iPhone 16 Plus",
            idiom: .phone,
            screen: Size(width: 430, height: 932),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 172, height: 76),
                .accessoryInline: Size(width: 257, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 174.67, height: 174.67),
                .systemMedium: Size(width: 372, height: 174.67),
                .systemLarge: Size(width: 372, height: 388),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 158, height: 60),
                .accessoryInline: Size(width: 370, height: 36),
                .systemExtraLargePortrait: Size(width: 372, height: 601.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 16",
            idiom: .phone,
            screen: Size(width: 393, height: 852),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162.67, height: 162.67),
                .systemMedium: Size(width: 344.67, height: 162.67),
                .systemLarge: Size(width: 344.67, height: 360),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 147.67, height: 58),
                .accessoryInline: Size(width: 341, height: 36),
                .systemExtraLargePortrait: Size(width: 344.67, height: 557.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 16e",
            idiom: .phone,
            screen: Size(width: 390, height: 844),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 342, height: 162),
                .systemLarge: Size(width: 342, height: 358),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 146, height: 58),
                .accessoryInline: Size(width: 336, height: 36),
                .systemExtraLargePortrait: Size(width: 342, height: 554),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 15 Pro Max",
            idiom: .phone,
            screen: Size(width: 430, height: 932),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 172, height: 76),
                .accessoryInline: Size(width: 257, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 174.67, height: 174.67),
                .systemMedium: Size(width: 372, height: 174.67),
                .systemLarge: Size(width: 372, height: 388),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 158, height: 60),
                .accessoryInline: Size(width: 370, height: 36),
                .systemExtraLargePortrait: Size(width: 372, height: 601.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 15 Pro",
            idiom: .phone,
            screen: Size(width: 393, height: 852),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162.67, height: 162.67),
                .systemMedium: Size(width: 344.67, height: 162.67),
                .systemLarge: Size(width: 344.67, height: 360),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 147.67, height: 58),
                .accessoryInline: Size(width: 341, height: 36),
                .systemExtraLargePortrait: Size(width: 344.67, height: 557.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 15 Plus",
            idiom: .phone,
            screen: Size(width: 430, height: 932),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 172, height: 76),
                .accessoryInline: Size(width: 257, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 174.67, height: 174.67),
                .systemMedium: Size(width: 372, height: 174.67),
                .systemLarge: Size(width: 372, height: 388),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 158, height: 60),
                .accessoryInline: Size(width: 370, height: 36),
                .systemExtraLargePortrait: Size(width: 372, height: 601.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 15",
            idiom: .phone,
            screen: Size(width: 393, height: 852),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162.67, height: 162.67),
                .systemMedium: Size(width: 344.67, height: 162.67),
                .systemLarge: Size(width: 344.67, height: 360),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 147.67, height: 58),
                .accessoryInline: Size(width: 341, height: 36),
                .systemExtraLargePortrait: Size(width: 344.67, height: 557.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 14 Pro Max",
            idiom: .phone,
            screen: Size(width: 430, height: 932),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 172, height: 76),
                .accessoryInline: Size(width: 257, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 174.67, height: 174.67),
                .systemMedium: Size(width: 372, height: 174.67),
                .systemLarge: Size(width: 372, height: 388),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 158, height: 60),
                .accessoryInline: Size(width: 370, height: 36),
                .systemExtraLargePortrait: Size(width: 372, height: 601.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 14 Pro",
            idiom: .phone,
            screen: Size(width: 393, height: 852),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162.67, height: 162.67),
                .systemMedium: Size(width: 344.67, height: 162.67),
                .systemLarge: Size(width: 344.67, height: 360),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 147.67, height: 58),
                .accessoryInline: Size(width: 341, height: 36),
                .systemExtraLargePortrait: Size(width: 344.67, height: 557.33),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 14 Plus",
            idiom: .phone,
            screen: Size(width: 428, height: 926),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 172, height: 76),
                .accessoryInline: Size(width: 257, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 174.33, height: 174.33),
                .systemMedium: Size(width: 371.67, height: 174.33),
                .systemLarge: Size(width: 371.67, height: 387),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 156, height: 60),
                .accessoryInline: Size(width: 364, height: 36),
                .systemExtraLargePortrait: Size(width: 371.67, height: 599.67),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 14",
            idiom: .phone,
            screen: Size(width: 390, height: 844),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 342, height: 162),
                .systemLarge: Size(width: 342, height: 358),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 146, height: 58),
                .accessoryInline: Size(width: 336, height: 36),
                .systemExtraLargePortrait: Size(width: 342, height: 554),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 13 Pro Max",
            idiom: .phone,
            screen: Size(width: 428, height: 926),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 172, height: 76),
                .accessoryInline: Size(width: 257, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 174.33, height: 174.33),
                .systemMedium: Size(width: 371.67, height: 174.33),
                .systemLarge: Size(width: 371.67, height: 387),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 156, height: 60),
                .accessoryInline: Size(width: 364, height: 36),
                .systemExtraLargePortrait: Size(width: 371.67, height: 599.67),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 13 Pro",
            idiom: .phone,
            screen: Size(width: 390, height: 844),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 342, height: 162),
                .systemLarge: Size(width: 342, height: 358),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 146, height: 58),
                .accessoryInline: Size(width: 336, height: 36),
                .systemExtraLargePortrait: Size(width: 342, height: 554),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 13",
            idiom: .phone,
            screen: Size(width: 390, height: 844),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 342, height: 162),
                .systemLarge: Size(width: 342, height: 358),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 146, height: 58),
                .accessoryInline: Size(width: 336, height: 36),
                .systemExtraLargePortrait: Size(width: 342, height: 554),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 13 mini",
            idiom: .phone,
            screen: Size(width: 360, height: 780),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 329, height: 155),
                .systemLarge: Size(width: 329, height: 345),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 157, height: 72),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 159, height: 159),
                .systemMedium: Size(width: 333.67, height: 159),
                .systemLarge: Size(width: 333.67, height: 349),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 143, height: 58),
                .accessoryInline: Size(width: 327, height: 36),
                .systemExtraLargePortrait: Size(width: 333.67, height: 539),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "HIG Layout lists 360x780 pt for the 12/13 mini, and the HIG widget table has a 360x780 row, but FU reports the 12 mini / 13 mini simulators report a 375x812 screen (UIScreen bounds); widget values are identical for both rows in the HIG table (iOS<=18). iOS 26 measurement was taken on the 13 mini at 375x812."
        ),
        Device(
            name: "iPhone 12 Pro Max",
            idiom: .phone,
            screen: Size(width: 428, height: 926),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 364, height: 170),
                .systemLarge: Size(width: 364, height: 382),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 172, height: 76),
                .accessoryInline: Size(width: 257, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 174.33, height: 174.33),
                .systemMedium: Size(width: 371.67, height: 174.33),
                .systemLarge: Size(width: 371.67, height: 387),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 156, height: 60),
                .accessoryInline: Size(width: 364, height: 36),
                .systemExtraLargePortrait: Size(width: 371.67, height: 599.67),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 12 Pro",
            idiom: .phone,
            screen: Size(width: 390, height: 844),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 342, height: 162),
                .systemLarge: Size(width: 342, height: 358),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 146, height: 58),
                .accessoryInline: Size(width: 336, height: 36),
                .systemExtraLargePortrait: Size(width: 342, height: 554),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 12",
            idiom: .phone,
            screen: Size(width: 390, height: 844),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 158, height: 158),
                .systemMedium: Size(width: 338, height: 158),
                .systemLarge: Size(width: 338, height: 354),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 234, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 342, height: 162),
                .systemLarge: Size(width: 342, height: 358),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 146, height: 58),
                .accessoryInline: Size(width: 336, height: 36),
                .systemExtraLargePortrait: Size(width: 342, height: 554),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 12 mini",
            idiom: .phone,
            screen: Size(width: 360, height: 780),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 329, height: 155),
                .systemLarge: Size(width: 329, height: 345),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 157, height: 72),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 159, height: 159),
                .systemMedium: Size(width: 333.67, height: 159),
                .systemLarge: Size(width: 333.67, height: 349),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 143, height: 58),
                .accessoryInline: Size(width: 327, height: 36),
                .systemExtraLargePortrait: Size(width: 333.67, height: 539),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes:
                "HIG Layout lists 360x780 pt for the 12/13 mini, and the HIG widget table has a 360x780 row, but FU reports the 12 mini / 13 mini simulators report a 375x812 screen (UIScreen bounds); widget values are identical for both rows in the HIG table (iOS<=18). iOS 26 measurement was taken on the 13 mini at 375x812."
        ),
        Device(
            name: "iPhone 11 Pro Max",
            idiom: .phone,
            screen: Size(width: 414, height: 896),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 169, height: 169),
                .systemMedium: Size(width: 360, height: 169),
                .systemLarge: Size(width: 360, height: 379),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 171.33, height: 171.33),
                .systemMedium: Size(width: 362.67, height: 171.33),
                .systemLarge: Size(width: 362.67, height: 378),
                .accessoryCircular: Size(width: 63.67, height: 63.67),
                .accessoryRectangular: Size(width: 156.67, height: 63.67),
                .accessoryInline: Size(width: 358, height: 36),
                .systemExtraLargePortrait: Size(width: 362.67, height: 584.67),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 11 Pro",
            idiom: .phone,
            screen: Size(width: 375, height: 812),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 329, height: 155),
                .systemLarge: Size(width: 329, height: 345),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 157, height: 72),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 159, height: 159),
                .systemMedium: Size(width: 333.67, height: 159),
                .systemLarge: Size(width: 333.67, height: 349),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 143, height: 58),
                .accessoryInline: Size(width: 327, height: 36),
                .systemExtraLargePortrait: Size(width: 333.67, height: 539),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone 11",
            idiom: .phone,
            screen: Size(width: 414, height: 896),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 169, height: 169),
                .systemMedium: Size(width: 360, height: 169),
                .systemLarge: Size(width: 360, height: 379),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 166.5, height: 166.5),
                .systemMedium: Size(width: 356, height: 166.5),
                .systemLarge: Size(width: 356, height: 371.5),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 154, height: 60),
                .accessoryInline: Size(width: 358, height: 36),
                .systemExtraLargePortrait: Size(width: 356, height: 576.5),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone XS Max",
            idiom: .phone,
            screen: Size(width: 414, height: 896),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 169, height: 169),
                .systemMedium: Size(width: 360, height: 169),
                .systemLarge: Size(width: 360, height: 379),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices."
        ),
        Device(
            name: "iPhone XS",
            idiom: .phone,
            screen: Size(width: 375, height: 812),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 329, height: 155),
                .systemLarge: Size(width: 329, height: 345),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 157, height: 72),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices."
        ),
        Device(
            name: "iPhone XR",
            idiom: .phone,
            screen: Size(width: 414, height: 896),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 169, height: 169),
                .systemMedium: Size(width: 360, height: 169),
                .systemLarge: Size(width: 360, height: 379),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 160, height: 72),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices."
        ),
        Device(
            name: "iPhone X",
            idiom: .phone,
            screen: Size(width: 375, height: 812),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 329, height: 155),
                .systemLarge: Size(width: 329, height: 345),
                .accessoryCircular: Size(width: 72, height: 72),
                .accessoryRectangular: Size(width: 157, height: 72),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices."
        ),
        Device(
            name: "iPhone 8 Plus",
            idiom: .phone,
            screen: Size(width: 414, height: 736),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 159, height: 159),
                .systemMedium: Size(width: 348, height: 157),
                .systemLarge: Size(width: 348, height: 357),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 170, height: 76),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "SBS measured iPhone 8 Plus (iOS 15, GeometryReader) as small 157x157, medium 348x157, large 348x351 - disagrees with HIG (159 / 348x157 / 348x357). Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices."
        ),
        Device(
            name: "iPhone 8",
            idiom: .phone,
            screen: Size(width: 375, height: 667),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 148, height: 148),
                .systemMedium: Size(width: 321, height: 148),
                .systemLarge: Size(width: 321, height: 324),
                .accessoryCircular: Size(width: 68, height: 68),
                .accessoryRectangular: Size(width: 153, height: 68),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices."
        ),
        Device(
            name: "iPhone 7 Plus",
            idiom: .phone,
            screen: Size(width: 414, height: 736),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 159, height: 159),
                .systemMedium: Size(width: 348, height: 157),
                .systemLarge: Size(width: 348, height: 357),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 170, height: 76),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "SBS measured iPhone 8 Plus (iOS 15, GeometryReader) as small 157x157, medium 348x157, large 348x351 - disagrees with HIG (159 / 348x157 / 348x357). Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices. Accessory (Lock Screen) families need iOS 16, which this device cannot run (general knowledge); the accessory values shown are the HIG per-screen-size row."
        ),
        Device(
            name: "iPhone 7",
            idiom: .phone,
            screen: Size(width: 375, height: 667),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 148, height: 148),
                .systemMedium: Size(width: 321, height: 148),
                .systemLarge: Size(width: 321, height: 324),
                .accessoryCircular: Size(width: 68, height: 68),
                .accessoryRectangular: Size(width: 153, height: 68),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices. Accessory (Lock Screen) families need iOS 16, which this device cannot run (general knowledge); the accessory values shown are the HIG per-screen-size row."
        ),
        Device(
            name: "iPhone 6s Plus",
            idiom: .phone,
            screen: Size(width: 414, height: 736),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 159, height: 159),
                .systemMedium: Size(width: 348, height: 157),
                .systemLarge: Size(width: 348, height: 357),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 170, height: 76),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "SBS measured iPhone 8 Plus (iOS 15, GeometryReader) as small 157x157, medium 348x157, large 348x351 - disagrees with HIG (159 / 348x157 / 348x357). Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices. Accessory (Lock Screen) families need iOS 16, which this device cannot run (general knowledge); the accessory values shown are the HIG per-screen-size row."
        ),
        Device(
            name: "iPhone 6s",
            idiom: .phone,
            screen: Size(width: 375, height: 667),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 148, height: 148),
                .systemMedium: Size(width: 321, height: 148),
                .systemLarge: Size(width: 321, height: 324),
                .accessoryCircular: Size(width: 68, height: 68),
                .accessoryRectangular: Size(width: 153, height: 68),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices. Accessory (Lock Screen) families need iOS 16, which this device cannot run (general knowledge); the accessory values shown are the HIG per-screen-size row."
        ),
        Device(
            name: "iPhone 6 Plus",
            idiom: .phone,
            screen: Size(width: 414, height: 736),
            scale: 3,
            documented: [
                .systemSmall: Size(width: 159, height: 159),
                .systemMedium: Size(width: 348, height: 157),
                .systemLarge: Size(width: 348, height: 357),
                .accessoryCircular: Size(width: 76, height: 76),
                .accessoryRectangular: Size(width: 170, height: 76),
                .accessoryInline: Size(width: 248, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "SBS measured iPhone 8 Plus (iOS 15, GeometryReader) as small 157x157, medium 348x157, large 348x351 - disagrees with HIG (159 / 348x157 / 348x357). Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices. iPhone 6/6 Plus cannot run iOS 14, so they never show WidgetKit widgets (general knowledge); listed only because the HIG Layout table lists the screen size."
        ),
        Device(
            name: "iPhone 6",
            idiom: .phone,
            screen: Size(width: 375, height: 667),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 148, height: 148),
                .systemMedium: Size(width: 321, height: 148),
                .systemLarge: Size(width: 321, height: 324),
                .accessoryCircular: Size(width: 68, height: 68),
                .accessoryRectangular: Size(width: 153, height: 68),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices. iPhone 6/6 Plus cannot run iOS 14, so they never show WidgetKit widgets (general knowledge); listed only because the HIG Layout table lists the screen size."
        ),
        Device(
            name: "iPhone SE (2nd and 3rd generation, 4.7-inch)",
            idiom: .phone,
            screen: Size(width: 375, height: 667),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 148, height: 148),
                .systemMedium: Size(width: 321, height: 148),
                .systemLarge: Size(width: 321, height: 324),
                .accessoryCircular: Size(width: 68, height: 68),
                .accessoryRectangular: Size(width: 153, height: 68),
                .accessoryInline: Size(width: 225, height: 26),
            ],
            measuredIOS26: [
                .systemSmall: Size(width: 146, height: 146),
                .systemMedium: Size(width: 319, height: 146),
                .systemLarge: Size(width: 319, height: 318),
                .accessoryCircular: Size(width: 56, height: 56),
                .accessoryRectangular: Size(width: 141, height: 56),
                .accessoryInline: Size(width: 323, height: 36),
                .systemExtraLargePortrait: Size(width: 319, height: 490),
            ],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values); FU (measured WidgetKit displaySize, iOS 26.5/27.0) (families_iOS26)",
            notes: ""
        ),
        Device(
            name: "iPhone SE (1st generation, 4-inch)",
            idiom: .phone,
            screen: Size(width: 320, height: 568),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 141, height: 141),
                .systemMedium: Size(width: 292, height: 141),
                .systemLarge: Size(width: 292, height: 311),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Lock Screen accessory widgets need iOS 16, which these devices cannot run (HIG: N/A). iPod touch 7th gen measured by SBS (iOS 15): 141 / 292x141 / 292x311 (matches HIG). Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices."
        ),
        Device(
            name: "iPod touch (5th generation and later)",
            idiom: .phone,
            screen: Size(width: 320, height: 568),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 141, height: 141),
                .systemMedium: Size(width: 292, height: 141),
                .systemLarge: Size(width: 292, height: 311),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale); HIG-W (Apple HIG, Widgets, iOS dimensions) (families, iOS 14-18 era values)",
            notes:
                "Lock Screen accessory widgets need iOS 16, which these devices cannot run (HIG: N/A). iPod touch 7th gen measured by SBS (iOS 15): 141 / 292x141 / 292x311 (matches HIG). Device cannot run iOS 26 (OS-support fact from general knowledge, not from the cited sources), so families_iOS26 is null; the same-screen-size iOS 26 row is on the newer devices. Only the 7th-generation iPod touch runs iOS 14/15 (general knowledge)."
        ),
        Device(
            name: "iPad Pro 13-inch (M4 and later)",
            idiom: .pad,
            screen: Size(width: 1032, height: 1376),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 378.5, height: 170),
                .systemLarge: Size(width: 378.5, height: 378.5),
                .systemExtraLarge: Size(width: 795, height: 378.5),
            ],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [
                .systemSmall: Size(width: 150.5, height: 150.5),
                .accessoryCircular: Size(width: 60, height: 60),
                .accessoryRectangular: Size(width: 150.5, height: 60),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); FU (measured design canvas, iPadOS 26.5): identical to the HIG 1024x1366 canvas row; HIG has no 1032x1376 row; Home Screen (scaled) frame UNKNOWN; FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes:
                "No HIG row. Home Screen rendered size not published or measured (likely same as 1024x1366 = 160/356x160/356x356/748x356, but unverified)."
        ),
        Device(
            name: "iPad Pro 12.9-inch (all generations)",
            idiom: .pad,
            screen: Size(width: 1024, height: 1366),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 378.5, height: 170),
                .systemLarge: Size(width: 378.5, height: 378.5),
                .systemExtraLarge: Size(width: 795, height: 378.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 160, height: 160),
                .systemMedium: Size(width: 356, height: 160),
                .systemLarge: Size(width: 356, height: 356),
                .systemExtraLarge: Size(width: 748, height: 356),
            ],
            lockScreen: [
                .systemSmall: Size(width: 149, height: 149),
                .accessoryCircular: Size(width: 59.5, height: 59.5),
                .accessoryRectangular: Size(width: 149, height: 59.5),
                .accessoryInline: Size(width: 374, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Air 13-inch",
            idiom: .pad,
            screen: Size(width: 1024, height: 1366),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 170, height: 170),
                .systemMedium: Size(width: 378.5, height: 170),
                .systemLarge: Size(width: 378.5, height: 378.5),
                .systemExtraLarge: Size(width: 795, height: 378.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 160, height: 160),
                .systemMedium: Size(width: 356, height: 160),
                .systemLarge: Size(width: 356, height: 356),
                .systemExtraLarge: Size(width: 748, height: 356),
            ],
            lockScreen: [
                .systemSmall: Size(width: 149, height: 149),
                .accessoryCircular: Size(width: 59.5, height: 59.5),
                .accessoryRectangular: Size(width: 149, height: 59.5),
                .accessoryInline: Size(width: 374, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Pro 11-inch (5th and 6th generation, per HIG Layout)",
            idiom: .pad,
            screen: Size(width: 834, height: 1210),
            scale: 2,
            documented: [:],
            measuredIOS26: [:],
            homeScreen: [:],
            lockScreen: [:],
            source: "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x)",
            notes: "No HIG widget row and no measurement found for this screen size: widget sizes UNKNOWN."
        ),
        Device(
            name: "iPad Pro 11-inch (1st-4th generation)",
            idiom: .pad,
            screen: Size(width: 834, height: 1194),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 342, height: 155),
                .systemLarge: Size(width: 342, height: 342),
                .systemExtraLarge: Size(width: 715.5, height: 342),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 136, height: 136),
                .systemMedium: Size(width: 300, height: 136),
                .systemLarge: Size(width: 300, height: 300),
                .systemExtraLarge: Size(width: 628, height: 300),
            ],
            lockScreen: [
                .systemSmall: Size(width: 152, height: 152),
                .accessoryCircular: Size(width: 61, height: 61),
                .accessoryRectangular: Size(width: 152, height: 61),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Air 11-inch",
            idiom: .pad,
            screen: Size(width: 820, height: 1180),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 342, height: 155),
                .systemLarge: Size(width: 342, height: 342),
                .systemExtraLarge: Size(width: 715.5, height: 342),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 136, height: 136),
                .systemMedium: Size(width: 300, height: 136),
                .systemLarge: Size(width: 300, height: 300),
                .systemExtraLarge: Size(width: 628, height: 300),
            ],
            lockScreen: [
                .systemSmall: Size(width: 152, height: 152),
                .accessoryCircular: Size(width: 63, height: 63),
                .accessoryRectangular: Size(width: 152, height: 63),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Air 10.9-inch",
            idiom: .pad,
            screen: Size(width: 820, height: 1180),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 342, height: 155),
                .systemLarge: Size(width: 342, height: 342),
                .systemExtraLarge: Size(width: 715.5, height: 342),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 136, height: 136),
                .systemMedium: Size(width: 300, height: 136),
                .systemLarge: Size(width: 300, height: 300),
                .systemExtraLarge: Size(width: 628, height: 300),
            ],
            lockScreen: [
                .systemSmall: Size(width: 152, height: 152),
                .accessoryCircular: Size(width: 63, height: 63),
                .accessoryRectangular: Size(width: 152, height: 63),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad 11-inch",
            idiom: .pad,
            screen: Size(width: 820, height: 1180),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 155, height: 155),
                .systemMedium: Size(width: 342, height: 155),
                .systemLarge: Size(width: 342, height: 342),
                .systemExtraLarge: Size(width: 715.5, height: 342),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 136, height: 136),
                .systemMedium: Size(width: 300, height: 136),
                .systemLarge: Size(width: 300, height: 300),
                .systemExtraLarge: Size(width: 628, height: 300),
            ],
            lockScreen: [
                .systemSmall: Size(width: 152, height: 152),
                .accessoryCircular: Size(width: 63, height: 63),
                .accessoryRectangular: Size(width: 152, height: 63),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Pro 10.5-inch",
            idiom: .pad,
            screen: Size(width: 834, height: 1112),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 150, height: 150),
                .systemMedium: Size(width: 327.5, height: 150),
                .systemLarge: Size(width: 327.5, height: 327.5),
                .systemExtraLarge: Size(width: 682, height: 327.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 132, height: 132),
                .systemMedium: Size(width: 288, height: 132),
                .systemLarge: Size(width: 288, height: 288),
                .systemExtraLarge: Size(width: 600, height: 288),
            ],
            lockScreen: [
                .systemSmall: Size(width: 152, height: 152),
                .accessoryCircular: Size(width: 61, height: 61),
                .accessoryRectangular: Size(width: 152, height: 61),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Air 10.5-inch",
            idiom: .pad,
            screen: Size(width: 834, height: 1112),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 150, height: 150),
                .systemMedium: Size(width: 327.5, height: 150),
                .systemLarge: Size(width: 327.5, height: 327.5),
                .systemExtraLarge: Size(width: 682, height: 327.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 132, height: 132),
                .systemMedium: Size(width: 288, height: 132),
                .systemLarge: Size(width: 288, height: 288),
                .systemExtraLarge: Size(width: 600, height: 288),
            ],
            lockScreen: [
                .systemSmall: Size(width: 152, height: 152),
                .accessoryCircular: Size(width: 61, height: 61),
                .accessoryRectangular: Size(width: 152, height: 61),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad 10.2-inch",
            idiom: .pad,
            screen: Size(width: 810, height: 1080),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 146, height: 146),
                .systemMedium: Size(width: 320.5, height: 146),
                .systemLarge: Size(width: 320.5, height: 320.5),
                .systemExtraLarge: Size(width: 669, height: 320.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 124, height: 124),
                .systemMedium: Size(width: 272, height: 124),
                .systemLarge: Size(width: 272, height: 272),
                .systemExtraLarge: Size(width: 568, height: 272),
            ],
            lockScreen: [
                .systemSmall: Size(width: 146, height: 146),
                .accessoryCircular: Size(width: 58, height: 58),
                .accessoryRectangular: Size(width: 146, height: 58),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Pro 9.7-inch",
            idiom: .pad,
            screen: Size(width: 768, height: 1024),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 141, height: 141),
                .systemMedium: Size(width: 305.5, height: 141),
                .systemLarge: Size(width: 305.5, height: 305.5),
                .systemExtraLarge: Size(width: 634.5, height: 305.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 120, height: 120),
                .systemMedium: Size(width: 260, height: 120),
                .systemLarge: Size(width: 260, height: 260),
                .systemExtraLarge: Size(width: 540, height: 260),
            ],
            lockScreen: [
                .systemSmall: Size(width: 135.5, height: 135.5),
                .accessoryCircular: Size(width: 53, height: 53),
                .accessoryRectangular: Size(width: 135.5, height: 53),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad Air 9.7-inch",
            idiom: .pad,
            screen: Size(width: 768, height: 1024),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 141, height: 141),
                .systemMedium: Size(width: 305.5, height: 141),
                .systemLarge: Size(width: 305.5, height: 305.5),
                .systemExtraLarge: Size(width: 634.5, height: 305.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 120, height: 120),
                .systemMedium: Size(width: 260, height: 120),
                .systemLarge: Size(width: 260, height: 260),
                .systemExtraLarge: Size(width: 540, height: 260),
            ],
            lockScreen: [
                .systemSmall: Size(width: 135.5, height: 135.5),
                .accessoryCircular: Size(width: 53, height: 53),
                .accessoryRectangular: Size(width: 135.5, height: 53),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad 9.7-inch",
            idiom: .pad,
            screen: Size(width: 768, height: 1024),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 141, height: 141),
                .systemMedium: Size(width: 305.5, height: 141),
                .systemLarge: Size(width: 305.5, height: 305.5),
                .systemExtraLarge: Size(width: 634.5, height: 305.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 120, height: 120),
                .systemMedium: Size(width: 260, height: 120),
                .systemLarge: Size(width: 260, height: 260),
                .systemExtraLarge: Size(width: 540, height: 260),
            ],
            lockScreen: [
                .systemSmall: Size(width: 135.5, height: 135.5),
                .accessoryCircular: Size(width: 53, height: 53),
                .accessoryRectangular: Size(width: 135.5, height: 53),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad mini 7.9-inch",
            idiom: .pad,
            screen: Size(width: 768, height: 1024),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 141, height: 141),
                .systemMedium: Size(width: 305.5, height: 141),
                .systemLarge: Size(width: 305.5, height: 305.5),
                .systemExtraLarge: Size(width: 634.5, height: 305.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 120, height: 120),
                .systemMedium: Size(width: 260, height: 120),
                .systemLarge: Size(width: 260, height: 260),
                .systemExtraLarge: Size(width: 540, height: 260),
            ],
            lockScreen: [
                .systemSmall: Size(width: 135.5, height: 135.5),
                .accessoryCircular: Size(width: 53, height: 53),
                .accessoryRectangular: Size(width: 135.5, height: 53),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "iPad mini 8.3-inch",
            idiom: .pad,
            screen: Size(width: 744, height: 1133),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 141, height: 141),
                .systemMedium: Size(width: 305.5, height: 141),
                .systemLarge: Size(width: 305.5, height: 305.5),
                .systemExtraLarge: Size(width: 634.5, height: 305.5),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 120, height: 120),
                .systemMedium: Size(width: 260, height: 120),
                .systemLarge: Size(width: 260, height: 260),
                .systemExtraLarge: Size(width: 540, height: 260),
            ],
            lockScreen: [
                .systemSmall: Size(width: 133, height: 133),
                .accessoryCircular: Size(width: 53.5, height: 53.5),
                .accessoryRectangular: Size(width: 133, height: 53.5),
                .accessoryInline: Size(width: 372, height: 36),
            ],
            source:
                "HIG-L (Apple HIG, Layout, device screen dimensions) (screen, scale: every iPad is @2x); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen); FU (measured iPad Lock Screen, iPadOS 26.5; 18.6 for 820x1180; design-canvas points)",
            notes: ""
        ),
        Device(
            name: "Display Zoom 'More Space' mode, 954x1373 (device inferred: 820x1180 iPads)",
            idiom: .pad,
            screen: Size(width: 954, height: 1373),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 350, height: 162),
                .systemLarge: Size(width: 350, height: 350),
                .systemExtraLarge: Size(width: 726, height: 350),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 350, height: 162),
                .systemLarge: Size(width: 350, height: 350),
                .systemExtraLarge: Size(width: 726, height: 350),
            ],
            lockScreen: [:],
            source:
                "HIG-W (Apple HIG, Widgets, iPadOS dimensions) (rows marked '*': 'When Display Zoom is set to More Space'); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen)",
            notes:
                "Not a native device resolution. Which iPad each zoomed size belongs to is INFERRED from the ~1.163 ratio, not documented. Canvas == Home Screen frame for these rows (no scaling)."
        ),
        Device(
            name: "Display Zoom 'More Space' mode, 970x1389 (device inferred: 834x1194 iPad Pro 11-inch)",
            idiom: .pad,
            screen: Size(width: 970, height: 1389),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 350, height: 162),
                .systemLarge: Size(width: 350, height: 350),
                .systemExtraLarge: Size(width: 726, height: 350),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 162, height: 162),
                .systemMedium: Size(width: 350, height: 162),
                .systemLarge: Size(width: 350, height: 350),
                .systemExtraLarge: Size(width: 726, height: 350),
            ],
            lockScreen: [:],
            source:
                "HIG-W (Apple HIG, Widgets, iPadOS dimensions) (rows marked '*': 'When Display Zoom is set to More Space'); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen)",
            notes:
                "Not a native device resolution. Which iPad each zoomed size belongs to is INFERRED from the ~1.163 ratio, not documented. Canvas == Home Screen frame for these rows (no scaling)."
        ),
        Device(
            name: "Display Zoom 'More Space' mode, 1192x1590 (device inferred: 1024x1366 iPads)",
            idiom: .pad,
            screen: Size(width: 1192, height: 1590),
            scale: 2,
            documented: [
                .systemSmall: Size(width: 188, height: 188),
                .systemMedium: Size(width: 412, height: 188),
                .systemLarge: Size(width: 412, height: 412),
                .systemExtraLarge: Size(width: 860, height: 412),
            ],
            measuredIOS26: [:],
            homeScreen: [
                .systemSmall: Size(width: 188, height: 188),
                .systemMedium: Size(width: 412, height: 188),
                .systemLarge: Size(width: 412, height: 412),
                .systemExtraLarge: Size(width: 860, height: 412),
            ],
            lockScreen: [:],
            source:
                "HIG-W (Apple HIG, Widgets, iPadOS dimensions) (rows marked '*': 'When Display Zoom is set to More Space'); HIG-W (Apple HIG, Widgets, iPadOS dimensions) ('Canvas' -> families = size your SwiftUI is laid out at / displaySize; 'Device' -> families_homeScreen = size it is scaled to on the Home Screen)",
            notes:
                "Not a native device resolution. Which iPad each zoomed size belongs to is INFERRED from the ~1.163 ratio, not documented. Canvas == Home Screen frame for these rows (no scaling)."
        ),
    ]
}
