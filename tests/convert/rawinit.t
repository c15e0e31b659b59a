#!/bin/sh
# Without --gate too, convert never puts a kernel id into a declaration the
# plan keeps raw (issue 34 item 3; XFS of 3.8.13: `uid_t uid = 0, iuid = 0;`
# became `uid_t uid = GLOBAL_ROOT_UID, iuid = GLOBAL_ROOT_UID;`): the plan
# filter lists a root or sentinel site that initializes such a declaration
# (tools/convert/rawinit.c).  Own fixture tests/convert/rawinit/: of seven
# sites, the initializer of raw uid (a first declarator) and of uid in g (a
# later one, after "n,"; planned as a retype, but of a shared declaration
# with an initializer, which 10-split leaves: XFS's case) are listed;
# iuid's (retyped), kuid_t k's, the assignments and the compare are not
# (a parameter uid of an f in another file, retyped, is not this uid).
set -u
: "${KIDPUSH_ROOT:?}"
make -s -C "$KIDPUSH_ROOT" build/test-convert-units || exit 1
d=$KIDPUSH_ROOT/tests/convert/rawinit
got=$("$KIDPUSH_ROOT/build/test-convert-units" rawinit "$d" "$d/plan.json") || { echo "FAIL: exit $?"; exit 1; }
want='4:14 uid
15:24 uid'
if [ "$got" != "$want" ]; then
	printf 'FAIL: got\n%s\nwant\n%s\n' "$got" "$want"
	exit 1
fi
echo "ok: the initializers of the two raw declarations are listed, nothing else"
