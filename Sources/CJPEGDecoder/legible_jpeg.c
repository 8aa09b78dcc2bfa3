#include "legible_jpeg.h"
