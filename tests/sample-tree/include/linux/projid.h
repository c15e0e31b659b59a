#ifndef _LINUX_PROJID_H
#define _LINUX_PROJID_H

/*
 * kidpush sample tree: a small stand-in for project ids.  kprojid_t is
 * the kernel-internal project id, projid_t its value in one user
 * namespace.
 */

struct user_namespace;
extern struct user_namespace init_user_ns;

typedef unsigned int projid_t;

#ifdef CONFIG_UIDGID_STRICT_TYPE_CHECKS

typedef struct {
	projid_t val;
} kprojid_t;

static inline projid_t __kprojid_val(kprojid_t projid)
{
	return projid.val;
}

#define KPROJIDT_INIT(value) (kprojid_t){ value }

#else

typedef projid_t kprojid_t;

static inline projid_t __kprojid_val(kprojid_t projid)
{
	return projid;
}

#define KPROJIDT_INIT(value) ((kprojid_t) value )

#endif

#define INVALID_PROJID KPROJIDT_INIT(-1)

static inline int projid_eq(kprojid_t left, kprojid_t right)
{
	return __kprojid_val(left) == __kprojid_val(right);
}

static inline int projid_valid(kprojid_t projid)
{
	return !projid_eq(projid, INVALID_PROJID);
}

extern kprojid_t make_kprojid(struct user_namespace *from, projid_t projid);
extern projid_t from_kprojid(struct user_namespace *to, kprojid_t projid);
extern projid_t from_kprojid_munged(struct user_namespace *to, kprojid_t projid);

#endif /* _LINUX_PROJID_H */
