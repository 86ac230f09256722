// What Swift 6 cannot reach without a data-race diagnostic: C's `stdout` stream, where
// `print` buffers its text.

#ifndef WIDGET_RENDER_CSTANDARDOUTPUT_H
#define WIDGET_RENDER_CSTANDARDOUTPUT_H

/// Flushes what `print` buffered for standard output; returns 0 when everything printed
/// so far reached it, else the `errno` of the write that failed (EIO when it is unknown).
int standard_output_flush(void);

#endif
