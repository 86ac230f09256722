// Finding types by name in the loaded program's Swift metadata, for WidgetUI's
// `WidgetPreview.all` (the enums each `#Preview` expands to). ELF only (Linux, where
// WidgetUI stands in for SwiftUI); elsewhere nothing is found.

#ifndef CSWIFTMETADATA_H
#define CSWIFTMETADATA_H

#include <stdint.h>

/// Calls `found(metadata, context)` with the type metadata of each non-generic struct,
/// enum or class of every loaded Swift image whose name contains `marker`. The metadata
/// pointer can be cast to `Any.Type` in Swift.
void wu_types_named(const char *marker, void (*found)(const void *metadata, void *context), void *context);

#endif
