#!/bin/sh
# The prefilter's set S and members (tools/audit/pf_fix.c, doc/audit.md): a
# declaration that reads ->start (EV_EVENT(ev_start, r->start), the shape of a
# TRACE_EVENT reading a field) adds the name it declares to S only when some unit
# holding it can see a struct that gives `start` an ID type.  Here no unit with ev.h
# sees struct idrange: evuse.c, which only uses ev_start, is not parsed.  Once a file
# includes both, ev_start joins S and evuse.c is parsed.  Reports byte-identical to
# the full parse in both runs.
set -u
root=${KIDPUSH_ROOT:-$(pwd)}
cd "$root" || exit 2
bin=$root/build/kidpush-audit
[ -x "$bin" ] || { echo "no $bin (make all)"; exit 1; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
. "${KIDPUSH_ROOT:-.}/tests/lib.sh"   # fail, ok, skip, kp_run, expect

t=$tmp/tree
mkdir -p "$t/include/linux" "$t/fs/pm"
cat >"$t/include/linux/types.h" <<'EOF2'
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H
typedef unsigned int uid_t;
typedef struct { uid_t val; } kuid_t;
#endif
EOF2
cat >"$t/include/linux/idrange.h" <<'EOF2'
#ifndef _LINUX_IDRANGE_H
#define _LINUX_IDRANGE_H
#include <linux/types.h>
struct idrange { kuid_t start; };
#endif
EOF2
cat >"$t/include/linux/ev.h" <<'EOF2'
#ifndef _LINUX_EV_H
#define _LINUX_EV_H
struct resource { long start; };
#define EV_EVENT(name, x) extern long name;
EV_EVENT(ev_start, r->start)
#endif
EOF2
cat >"$t/fs/pm/evuse.c" <<'EOF2'
#include <linux/ev.h>
long evuse(void) { return ev_start; }
EOF2
cat >"$t/fs/pm/range.c" <<'EOF2'
#include <linux/idrange.h>
int range_root(struct idrange *r) { return r->start.val == 0; }
EOF2

# Both runs in one session (tests/audit/prefilter-member.expected/session,
# reviewed line by line): apart, evuse.c skipped (->start of struct
# resource makes nothing an ID name), no S ev_start, range.c parsed;
# together (both.c's unit sees struct idrange), S ev_start and evuse.c parsed.
. "$KIDPUSH_ROOT/tests/lib/expect2.sh"
s=$tmp/session
run() { # LABEL
	kp_note "$s" "$1"
	kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --no-prefilter --json "$tmp/full-$1.json" fs
	cp "$s.out" "$tmp/full-$1.out"; rc_full=$kp_rc
	kp_cmd "$s" -s "$bin" --tree "$t" -j 2 --json "$tmp/pf-$1.json" --prefilter-dump "$tmp/dump-$1" fs
	cp "$s.out" "$tmp/pf-$1.out"; rc_pf=$kp_rc
	sed -n '/^S ev_start/p; /^S /!p' "$tmp/dump-$1" >"$tmp/dump-$1.short"
	kp_file "$s" "prefilter dump: S ev_start and what is not S" "$tmp/dump-$1.short"
	[ $rc_full = $rc_pf ] || fail "$1: exit $rc_pf with the prefilter, $rc_full without"
	cmp "$tmp/full-$1.out" "$tmp/pf-$1.out" || { diff "$tmp/full-$1.out" "$tmp/pf-$1.out"; fail "$1: report differs with the prefilter"; }
	cmp "$tmp/full-$1.json" "$tmp/pf-$1.json" || fail "$1: JSON differs with the prefilter"
}
run apart
cat >"$t/fs/pm/both.c" <<'EOF2'
#include <linux/idrange.h>
#include <linux/ev.h>
long both(void) { return 1; }
EOF2
run together
expect "$s" session
echo "prefilter: ->m in a declaration counts only where a unit can see m with an ID type"
