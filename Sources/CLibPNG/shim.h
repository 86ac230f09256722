#ifndef WIDGET_RENDER_CLIBPNG_SHIM_H
#define WIDGET_RENDER_CLIBPNG_SHIM_H
#include <png.h>
#endif
