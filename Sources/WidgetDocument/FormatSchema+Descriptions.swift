// Descriptions of the format's keys, nodes and modifiers, shown by editors from the
// schema `render schema` writes (EntrySchema.swift). Plain data.

extension FormatSchema {
    /// The document's top-level keys.
    static let documentKeyDescriptions: [String: String] = [
        "$schema": "Optional: the schema this document follows (for editors).",
        "accentTint":
            "An extension: the tint of the accented rendering mode and of the tinted appearance (default #64B4FF).",
        "colorScheme": "Color scheme (the CLI can override).",
        "components":
            "Format 1.1: reusable views by name (a capitalized word); used as {\"type\": \"Name\", \"with\": {…}}.",
        "containerBackground":
            ".containerBackground(style, for: .widget); absent = system widget background. Format 1.1: or a view node, drawn behind the content over the whole container.",
        "contentMarginsDisabled": "true turns off the default content margins.",
        "data":
            "Format 1.1: the entry's data. Strings in views interpolate it with {{path}} (dots and indices: hours.0.temp); any value may be {\"bind\": \"path\"}, or {\"bind\": \"path\", \"format\": …} for text.",
        "date": "The entry's date (ISO 8601); date-styled text is rendered relative to it.",
        "dynamicTypeSize": "Dynamic Type size (text styles scale per the HIG table).",
        "families": "The families this widget supports (supportedFamilies).",
        "familyViews": "Per-family views (@Environment(\\.widgetFamily) switch); a family missing here uses view.",
        "fonts": "Extra font files relative to the entry, usable by family name in font.",
        "kind": "Widget kind, used in output file names.",
        "liveActivity":
            "An extension: a Live Activity in place of view and familyViews: its lockScreen view (required), backgroundTint, and dynamicIsland (expanded leading, trailing, center and bottom regions; compactLeading, compactTrailing, minimal; keylineTint).",
        "locale": "BCP 47 locale for date and number formatting (en_US, zh_CN, ...).",
        "os":
            "iOS version whose widget behaviour to reproduce: 16 (no automatic content margins), 17, 18 (HIG sizes), 26 (measured iOS 26+ sizes), 27. Default: each device's newest with known sizes (26, or 18 for older iPhones).",
        "place":
            "An extension: where the system shows the widget. standard (its family's tile, the default), standBy (iPhone, iOS 17+: the systemSmall widget shown 2.2 times larger over black, its container background removed, in full color, dark) or standByNight (the same, vibrant, in StandBy's red). Families default to systemSmall.",
        "appearance":
            "An extension: an iOS 26 Home Screen appearance, clear (every part white at its own opacity over Liquid Glass) or tinted (over a glass of accentTint), drawn in the accented mode in the light or dark scheme. Home Screen families only.",
        "renderingMode":
            "An extension: how the system draws the widget. fullColor (the Home Screen default), accented (iOS 18 tinted Home Screen; on iOS 26 see appearance) or vibrant (the Lock Screen; the default for accessory families).",
        "timeline":
            "Format 1.1: the entries of a timeline, in place of date and data: each is drawn as the document with its own date and data.",
        "transparentBackground":
            "Extension: keep what a clear or translucent containerBackground leaves transparent instead of showing the system's opaque widget background (white, or #1C1C1E dark) through it, as the Home Screen does. Default false.",
        "version": "Format version: 1, or 1.1 for documents using data, ForEach, If or components.",
        "view": "The entry view; required unless familyViews covers every family.",
        "wallpaper":
            "An extension: a color vibrant widgets (the Lock Screen) and an appearance's glass are drawn over; without it they are transparent around their content (the glass lies on a blue of its own).",
    ]
    /// Each node type (declared with its keys, NodeContent.swift).
    static let nodeDescriptions = NodeContent.descriptions
    /// Node properties, as `Type.key`.
    static let propertyDescriptions: [String: String] = [
        "Button.buttonStyle": "buttonStyle (default automatic).",
        "Button.label": "The label view.",
        "Capsule.fill": "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "Capsule.stroke": "stroke: centered on the edge.",
        "Capsule.strokeBorder": "strokeBorder: drawn inside the edge.",
        "Chart.as": "A name for each item (its members are in scope anyway).",
        "Chart.in": "A data path of an array: the marks are made once per item.",
        "Circle.fill": "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "Circle.stroke": "stroke: centered on the edge.",
        "Circle.strokeBorder": "strokeBorder: drawn inside the edge.",
        "Color.color": "The style to fill with.",
        "ContainerRelativeShape.fill":
            "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "ContainerRelativeShape.stroke": "stroke: centered on the edge.",
        "ContainerRelativeShape.strokeBorder": "strokeBorder: drawn inside the edge.",
        "Ellipse.fill": "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "Ellipse.stroke": "stroke: centered on the edge.",
        "Ellipse.strokeBorder": "strokeBorder: drawn inside the edge.",
        "Gauge.currentValueLabel": "Current value label view.",
        "Gauge.gaugeStyle": "gaugeStyle.",
        "Gauge.label": "Label view.",
        "Gauge.max": "Range maximum (default 1).",
        "Gauge.maximumValueLabel": "Maximum value label view.",
        "Gauge.min": "Range minimum (default 0).",
        "Gauge.minimumValueLabel": "Minimum value label view.",
        "Gauge.value": "Current value.",
        "GeometryReader.children": "Child views, in order.",
        "Grid.alignment": "Cell alignment (default center).",
        "Grid.children": "GridRow nodes, or single views spanning the grid.",
        "GridRow.alignment": "Row alignment.",
        "GridRow.children": "Child views, in order.",
        "HStack.alignment": "Vertical alignment (default center).",
        "HStack.children": "Child views, in order.",
        "Image.src": "PNG or JPEG path relative to the entry file.",
        "Image.systemName": "An SF Symbol name.",
        "Label.image": "An image path (PNG or JPEG) relative to the entry file.",
        "Label.labelStyle": "labelStyle (default titleAndIcon).",
        "Label.systemImage": "An SF Symbol name.",
        "Label.title": "The title.",
        "LazyHGrid.alignment": "Vertical alignment.",
        "LazyHGrid.children": "Child views, in order.",
        "LazyHGrid.rows": "The rows.",
        "LazyVGrid.alignment": "Horizontal alignment.",
        "LazyVGrid.children": "Child views, in order.",
        "LazyVGrid.columns": "The columns.",
        "LinearGradient.colors": "The gradient's colors, evenly spaced (use either colors or stops).",
        "LinearGradient.endPoint": "End unit point.",
        "LinearGradient.startPoint": "Start unit point.",
        "LinearGradient.stops": "The gradient's stops (use either colors or stops).",
        "Link.destination": "The URL.",
        "Link.label": "The label view.",
        "Path.d": "SVG path data: M L H V C S Q T A Z, absolute and relative.",
        "Path.fill": "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "Path.fillRule":
            "An extension: evenOdd is fill(_:style: FillStyle(eoFill: true)); nonZero (the default) otherwise.",
        "Path.stroke": "stroke: centered on the edge.",
        "ProgressView.countsDown": "With timerInterval: the bar empties (default true) or fills.",
        "ProgressView.currentValueLabel":
            "A label of your own for the current value, under the bar: with timerInterval, in place of the time left.",
        "ProgressView.label": "Optional label view.",
        "ProgressView.progressViewStyle": "progressViewStyle (default linear).",
        "ProgressView.timerInterval":
            "ProgressView(timerInterval:countsDown:): the bar as of the entry's date, with the time left (or gone) as its current value label. Not with value.",
        "ProgressView.total": "Total (> 0, default 1).",
        "ProgressView.value": "Current value (absent = indeterminate).",
        "RadialGradient.center": "Center unit point.",
        "RadialGradient.colors": "The gradient's colors, evenly spaced (use either colors or stops).",
        "RadialGradient.endRadius": "End radius in points (>= 0).",
        "RadialGradient.startRadius": "Start radius in points (>= 0).",
        "RadialGradient.stops": "The gradient's stops (use either colors or stops).",
        "Rectangle.fill": "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "Rectangle.stroke": "stroke: centered on the edge.",
        "Rectangle.strokeBorder": "strokeBorder: drawn inside the edge.",
        "RoundedRectangle.cornerRadius": "Corner radius in points.",
        "RoundedRectangle.cornerSize": "Corner size {width, height} in points.",
        "RoundedRectangle.fill": "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "RoundedRectangle.stroke": "stroke: centered on the edge.",
        "RoundedRectangle.strokeBorder": "strokeBorder: drawn inside the edge.",
        "Spacer.minLength": "Minimum length in points (>= 0).",
        "Text.countsDown": "With timerInterval: count down (default true) or up.",
        "Text.date": "A date (ISO 8601), rendered relative to the entry's date with style.",
        "Text.format": "number, percent, or {number|percent|currency: {fraction, grouping, code}}.",
        "Text.pauseTime": "With timerInterval: show the timer as of this date instead of the entry's.",
        "Text.runs": "Text nodes concatenated into one paragraph (Text + Text), each with its own text modifiers.",
        "Text.showsHours":
            "With timerInterval: an hours field when an hour or more is shown (default true); false shows 65:09.",
        "Text.style": "Text(date, style:).",
        "Text.text":
            "The text; read as inline Markdown (bold, italic, code, strikethrough, links) as SwiftUI reads a string literal, unless verbatim is true.",
        "Text.timerInterval":
            "Text(timerInterval:countsDown:showsHours:): the time left (or gone) as of the entry's date (or pauseTime), held at the ends.",
        "Text.value": "Format 1.1: Text(value, format:): a number shown in format (default number).",
        "Text.verbatim": "Show text as typed, without reading Markdown (Text(verbatim:)).",
        "Toggle.isOn": "The switch state.",
        "Toggle.label": "The label view.",
        "UnevenRoundedRectangle.bottomLeadingRadius": "bottomLeadingRadius in points (default 0).",
        "UnevenRoundedRectangle.bottomTrailingRadius": "bottomTrailingRadius in points (default 0).",
        "UnevenRoundedRectangle.fill":
            "fill(_:); a shape with neither fill nor stroke fills with the foreground style.",
        "UnevenRoundedRectangle.stroke": "stroke: centered on the edge.",
        "UnevenRoundedRectangle.strokeBorder": "strokeBorder: drawn inside the edge.",
        "UnevenRoundedRectangle.topLeadingRadius": "topLeadingRadius in points (default 0).",
        "UnevenRoundedRectangle.topTrailingRadius": "topTrailingRadius in points (default 0).",
        "VStack.alignment": "Horizontal alignment (default center).",
        "VStack.children": "Child views, in order.",
        "ViewThatFits.children": "Candidate views, in order of preference.",
        "ViewThatFits.in": "The constrained axes (default both).",
        "ZStack.alignment": "Alignment (default center).",
        "ZStack.children": "Child views, in order.",
    ]
}
