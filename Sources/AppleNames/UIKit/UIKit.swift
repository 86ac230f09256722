// `import UIKit` on Linux: the names widget code uses from it, as WidgetUI declares them,
// so a widget extension's files compile unchanged (product WidgetUIAppleNames, Linux only).

@_exported import WidgetUI
