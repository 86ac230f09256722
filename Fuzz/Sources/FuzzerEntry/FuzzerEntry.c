// See include/FuzzerEntry.h.

#include "FuzzerEntry.h"

// libFuzzer's driver (compiler-rt's FuzzerDriver.cpp), in the runtime -sanitize=fuzzer links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

int widget_fuzzer_run(int argc, char **argv, int (*test)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, test);
}
