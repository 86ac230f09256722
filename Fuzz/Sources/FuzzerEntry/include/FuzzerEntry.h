// Starts libFuzzer from a Swift `@main`. SwiftPM links every executable target with its
// own `main` (the module's entry point, renamed), so libFuzzer's `main` is never used;
// the targets' `@main` calls this instead, which runs libFuzzer's driver exactly as its
// `main` would: flags, corpus folders and inputs from the command line.

#ifndef WIDGET_FUZZER_ENTRY_H
#define WIDGET_FUZZER_ENTRY_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with `test` as LLVMFuzzerTestOneInput; returns the process status.
int widget_fuzzer_run(int argc, char **argv, int (*test)(const uint8_t *data, size_t size));

#endif
