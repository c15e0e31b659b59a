#include "xmod_wire.h"

int xmod_slots = XMOD_SLOTS;
