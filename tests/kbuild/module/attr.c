#include "xmod_wire.h"

unsigned int xmod_owner(const struct xmod_msg *m)
{
	return m->owner;
}
