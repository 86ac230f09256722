// See include/standard_output.h.

#include <errno.h>
#include <stdio.h>

#include "standard_output.h"

int standard_output_flush(void) {
    errno = 0;
    int failed = fflush(stdout) != 0;
    int saved = errno;
    // An earlier write may have failed while the buffer filled: its error stays flagged.
    if (failed || ferror(stdout)) {
        return saved != 0 ? saved : EIO;
    }
    return 0;
}
