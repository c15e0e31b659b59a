/* ns_trip.c — round trips (doc/namespaces.md, row round-trip): a field mapped
 * in through one namespace (d->user_id = make_kuid(current_user_ns(), v) where a
 * mount option is parsed) and out through another (from_kuid_munged(
 * &init_user_ns, fc->user_id) where it is shown) gives back another number
 * whenever the two differ.  Where one side was accepted only because the
 * filesystem is not userns-mountable (its s_user_ns then is &init_user_ns), the
 * code's own other side says which namespace the value lives in, when the
 * code beside it compares a user namespace (it handles one other than the
 * initial, as a daemon's opener refused outside it): that side is an
 * ns-mismatch expecting the other's namespace.  Fields are matched by member
 * name and ID family in the files of one directory (one filesystem); a side
 * whose ID is on a disk or
 * wire format (rows disk, disk-sb) is another boundary and never paired. */
#include "ns.h"

#include <stdlib.h>
#include <string.h>

/* key: "trip\tDIR\tFAM\tMEMBER\tCLASS\tLENIENT\tHEAD" */
char *ns_trip_key(const struct nsmap *m, const struct verdict *v, const char *member, const char *head)
{
	if (!member || m->fn->nsarg < 0 || m->fn->dir == MAP_CHECK || m->used == NS_NONE || m->used == NS_PARAM)
		return NULL;
	if (v->row && (!strcmp(v->row, "disk") || !strcmp(v->row, "disk-sb")))
		return NULL;
	/* lenient only where the code itself compares a user namespace: else the
	 * type's premise holds (a mount of it needs CAP_SYS_ADMIN in the initial
	 * namespace, so the options were parsed there) */
	int lenient = v->lenient && v->expect == NS_NONE && m->compares_ns;
	return xasprintf("trip\t%c\t%d\t%s\t%d\t%d\t%s", m->fn->dir == MAP_IN ? 'i' : 'o', m->fn->fam, member,
			 (int)m->used, lenient, head);
}

struct side {
	const struct finding *f;
	char dir;
	int fam, cls, lenient;
	char *member, *head;
};

static int parse_key(const struct finding *f, struct side *s)
{
	if (strncmp(f->detail, "trip\t", 5))
		return 0;
	char *d = xstrdup(f->detail + 5), *fld[6], *p = d;
	for (int i = 0; i < 6; i++) {
		fld[i] = p;
		p = i < 5 ? strchr(p, '\t') : NULL;
		if (i < 5 && !p) {
			free(d);
			return 0;
		}
		if (p)
			*p++ = 0;
	}
	s->f = f;
	s->dir = fld[0][0];
	s->fam = atoi(fld[1]);
	s->member = xstrdup(fld[2]);
	s->cls = atoi(fld[3]);
	s->lenient = atoi(fld[4]);
	s->head = xstrdup(fld[5]);
	free(d);
	return 1;
}

/* Are A and B in the same directory (the same filesystem)? */
static int same_dir(const char *a, const char *b)
{
	const char *sa = strrchr(a, '/'), *sb = strrchr(b, '/');
	size_t la = sa ? (size_t)(sa - a) : 0, lb = sb ? (size_t)(sb - b) : 0;
	return la == lb && !strncmp(a, b, la);
}

/* The first side (in report order) of the same filesystem that pairs with the
 * lenient side L. */
static const struct side *partner(const struct side *v, size_t n, const struct side *l)
{
	for (size_t i = 0; i < n; i++)
		if (!v[i].lenient && v[i].dir != l->dir && v[i].fam == l->fam && v[i].cls != l->cls &&
		    !strcmp(v[i].member, l->member) && same_dir(v[i].f->file, l->f->file))
			return &v[i];
	return NULL;
}

static void add_finding(struct findings *out, const struct side *l, const struct side *o)
{
	const char *ldir = l->dir == 'i' ? "in" : "out", *odir = o->dir == 'i' ? "in" : "out";
	char *msg = xasprintf("%s: a round trip of the field '%s' [round-trip]: mapped %s here through %s, %s at "
			      "%s:%u through %s: uses %s, expects %s (accepted by its boundary only because the "
			      "filesystem is not userns-mountable)",
			      l->head, l->member, ldir, ns_cls_name((enum nscls)l->cls), odir, o->f->file, o->f->line,
			      ns_cls_name((enum nscls)o->cls), ns_cls_name((enum nscls)l->cls),
			      ns_cls_name((enum nscls)o->cls));
	findings_add(out, K_NS_MISMATCH, l->f->file, l->f->line, l->f->col, l->f->function, msg, l->f->source);
	free(msg);
}

void ns_round_trips(struct findings *all)
{
	findings_sort_unique(all);
	struct side *v = NULL;
	size_t n = 0, cap = 0;
	for (size_t i = 0; i < all->n; i++) {
		if (all->v[i].kind != K_NS_MAPPING)
			continue;
		ALLOC_GROW(v, n + 1, cap);
		n += (size_t)parse_key(&all->v[i], &v[n]);
	}
	struct findings add = { 0 };
	for (size_t i = 0; i < n; i++) {
		const struct side *o = v[i].lenient ? partner(v, n, &v[i]) : NULL;
		if (o)
			add_finding(&add, &v[i], o);
	}
	for (size_t i = 0; i < n; i++) {
		free(v[i].member);
		free(v[i].head);
	}
	free(v);
	findings_merge(all, &add);
	findings_sort_unique(all);
}
