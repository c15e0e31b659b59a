/*
 * kidpush-canary.c: the gate's canary (checks/gate-canary.sh).  Not built:
 * once per gate run sparse checks this file with the very command line of
 * the run, and the gate must report the ID problem on the marked line as
 * an ID problem — else it exits 2 ("this sparse does not report ID
 * problems with these flags").  Self-contained (no include), C89.
 */
typedef struct {
	unsigned int val;
} kuid_t;

int kidpush_canary(kuid_t a, kuid_t b);

int kidpush_canary(kuid_t a, kuid_t b)
{
	int same;

	same = a == b;	/* CANARY: comparing two kuid_t with == */
	return same;
}
