/* checks.c — the table of the audit's kinds: adding a kind is one file
 * (kind_NAME.c with register_kind_NAME(), which hooks its checks) and one
 * row here.  (--infer's kinds come from the inference: kind_infer.c.) */
#include "checks.h"

#include <pthread.h>

static void (*const registrations[])(void) = {
	register_kind_compare, /* raw-compare, converted-compare */
	register_kind_mix,     /* raw-mix (initialisations, returns) */
	register_kind_use,     /* raw-use, and raw-mix of call arguments */
	register_kind_ns,      /* ns-* (--namespaces: off unless ns_enabled) */
};

static void register_all(void)
{
	for (size_t i = 0; i < sizeof(registrations) / sizeof(registrations[0]); i++)
		registrations[i]();
}

void checks_init(void)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	pthread_once(&once, register_all);
}
