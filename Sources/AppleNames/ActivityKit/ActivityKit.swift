// `import ActivityKit` on Linux: the names a Live Activity's code uses from it
// (`ActivityAttributes`, `ActivityViewContext`, …), as WidgetUI declares them, so a widget
// extension's files compile unchanged (product WidgetUIAppleNames, Linux only).

@_exported import WidgetUI
