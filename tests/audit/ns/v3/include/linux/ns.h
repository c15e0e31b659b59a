/* the fixtures' declarations (tests/audit/ns/include/linux/ns.h) */
#include "../../../include/linux/ns.h"
