#ifndef LEGIBLE_CJPEG_SHIM_H
#define LEGIBLE_CJPEG_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
