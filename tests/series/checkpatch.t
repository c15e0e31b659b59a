#!/bin/sh
# Issue 24 item 7: the kernel's own scripts/checkpatch.pl (Debian's
# linux-source-6.1) on the sample series made with --signoff (the XFS
# series on the bundled sample tree): 0 errors and 0 warnings except the
# kinds the hand-written seeds have themselves (../shared/seeds/00*.patch,
# checked by the same checkpatch here) and two more, each listed below
# with its reason.  A commit body line the driver writes itself (every
# line that is not the manifest's) is at most 75 columns; so is every line
# of the cover letter's blurb that carries no manifest text (a step's
# subject, action or limits) nor an action's note.
# check_patches NAME DIR MANIFEST is the check; its second case is the
# sample convert patch made with --signoff, with MANIFEST /dev/null
# (convert writes every body line itself), its author the same person as
# the sign-off.  Skips (77) without linux-source-6.1.
cache_tree=${KIDPUSH_CACHE:-${HOME:-/tmp}/.cache/kidpush}/linux-6.1
. "$KIDPUSH_ROOT/tests/series/lib.sh"
seeds=$KIDPUSH_ROOT/../shared/seeds
[ -n "$(ls "$seeds"/00*.patch 2>/dev/null)" ] || { echo "no seeds in $seeds"; exit 77; }
command -v perl >/dev/null || { echo "perl not installed"; exit 77; }

# checkpatch.pl with spelling.txt and const_structs.checkpatch beside it
mkdir -p "$T/cp/scripts"
files="scripts/checkpatch.pl scripts/spelling.txt scripts/const_structs.checkpatch"
if [ -d /usr/src/linux-source-6.1/scripts ]; then
	for f in $files; do cp "/usr/src/linux-source-6.1/$f" "$T/cp/$f"; done
elif [ -f "$cache_tree/.extracted" ]; then          # tests/lib/kernel.sh's copy of the same tarball
	for f in $files; do cp "$cache_tree/$f" "$T/cp/$f"; done
elif [ -f /usr/src/linux-source-6.1.tar.xz ]; then
	set --
	for f in $files; do set -- "$@" "linux-source-6.1/$f"; done
	tar -xJf /usr/src/linux-source-6.1.tar.xz -C "$T/cp" "$@" || fail "cannot extract checkpatch.pl"
	for f in $files; do mv "$T/cp/linux-source-6.1/$f" "$T/cp/$f"; done
else
	echo "linux-source-6.1 is not installed (no /usr/src/linux-source-6.1.tar.xz): apt-get install linux-source-6.1"
	exit 77
fi
checkpatch() { perl "$T/cp/scripts/checkpatch.pl" --no-tree --show-types --terse "$@" 2>&1 | grep -E '^[^ ]+:[0-9]+: (ERROR|WARNING|CHECK):' || true; }

# The kinds the seeds have themselves (checked below: each occurs in them).
# The hand series kept the kernel's code style around the lines it changed.
seed_kinds="
LINE_SPACING	seed 004: a declaration without a blank line after it (xfs_inode.c)
SPACING	seeds 004, 008: ': ' in a bitfield, '! ' before a call (kernel style of 2013)
FUNCTION_ARGUMENTS	seeds 006, 008: prototypes without parameter names (xfs_qm.h, xfs_icache.h)
LONG_LINE	seed 008: a 106-column line the hand series wrote (xfs_qm_dqget's call)
ASSIGN_IN_IF	seed 008: 'if ((error = ...))' kept from the kernel's code
COMMIT_LOG_LONG_LINE	seed 009: its own body line; only allowed verbatim (see below)
"
# Kinds the seeds do not have:
other_kinds="
BRACES	braces the kernel's code already has around a single statement
	('if (!uid_eq(iuid, uid)) {' in xfs_setattr_nonsize): a rule changes the
	condition, not the braces, as the hand series did (3.9's code has them)
NO_AUTHOR_SIGN_OFF	steps whose manifest body has no Signed-off-by of the author
	(steps the seeds do not have): kidpush never signs for a person, the
	sign-off is the user's (--signoff), the author stays the manifest's
"
checkpatch "$seeds"/00*.patch >"$T/seeds.out"
kinds() { sed -n 's/^[^ ]*:[0-9]*: [A-Z]*:\([A-Z_]*\):.*/\1/p' "$1" | LC_ALL=C sort -u; }
kinds "$T/seeds.out" >"$T/seed-kinds"
echo "the seeds' own kinds: $(tr '\n' ' ' <"$T/seed-kinds")"
for k in $(printf '%s\n' "$seed_kinds" | cut -f1); do
	grep -qx "$k" "$T/seed-kinds" || fail "$k is listed as a seed's kind but no seed has it"
done
allowed=$(printf '%s\n%s\n' "$seed_kinds" "$other_kinds" | grep -v '^	' | cut -f1 | grep .)

# check_patches NAME DIR MANIFEST: checkpatch on DIR's patches (not the
# cover letter); the body lines not from MANIFEST ("| " lines) <= 75
check_patches() {
	name=$1 dir=$2 manifest=$3
	n=0
	for p in $(patches_in "$dir"); do
		n=$((n + 1))
		checkpatch "$p" >"$T/one.out"
		sed 's/^[^:]*\///' "$T/one.out"
		while IFS= read -r f; do
			k=$(echo "$f" | sed -n 's/^[^ ]*:[0-9]*: [A-Z]*:\([A-Z_]*\):.*/\1/p')
			echo "$allowed" | grep -qx "$k" || fail "$name: $(basename "$p"): $k is not allowed: $f"
			if [ "$k" = COMMIT_LOG_LONG_LINE ]; then
				l=$(echo "$f" | sed -n 's/^[^ ]*:\([0-9]*\): .*/\1/p')
				text=$(sed -n "${l}p" "$p")
				grep -qxF -- "$text" "$seeds"/00*.patch ||
					fail "$name: $(basename "$p"):$l: a body line over 75 columns that no seed has: $text"
			fi
		done <"$T/one.out"
		# the commit message's body: after the headers' blank line, up to ---
		awk 'b && /^---$/ { exit } b { print } /^$/ { b = 1 }' "$p" >"$T/body"
		while IFS= read -r line; do
			[ ${#line} -le 75 ] && continue
			grep -qxF -- "| $line" "$manifest" && continue
			fail "$name: $(basename "$p"): the driver wrote a body line over 75 columns: $line"
		done <"$T/body"
	done
	[ "$n" -gt 0 ] || fail "$name: no patch"
	ok "$name: $n patches: checkpatch finds only the allowed kinds, body lines the driver wrote <= 75 columns"
}

export GIT_COMMITTER_NAME="Kid Push Tester" GIT_COMMITTER_EMAIL=tester@kidpush.example
./run.sh series --signoff -q -j2 --out "$T/series" || fail "./run.sh series --signoff failed"
grep -qx 'Signed-off-by: Kid Push Tester <tester@kidpush.example>' "$(patches_in "$T/series" | head -n 1)" ||
	fail "the series is not signed off"
check_patches "series" "$T/series" "$KIDPUSH_ROOT/cocci/xfs/series"

KIDPUSH_AUTHOR="Kid Push Tester <tester@kidpush.example>" ./run.sh convert --signoff -q -j2 --out "$T/convert" ||
	fail "./run.sh convert --signoff failed"
grep -qx 'Signed-off-by: Kid Push Tester <tester@kidpush.example>' "$(patches_in "$T/convert" | head -n 1)" ||
	fail "the convert patch is not signed off"
check_patches "convert" "$T/convert" /dev/null

# the cover letter's blurb (up to git's shortlog): lines over 75 columns
# only where they carry the manifest's text or an action's note
awk '/^[^ ].* \([0-9]+\):$/ { exit } b { print } /^$/ { b = 1 }' "$T/series/0000-cover-letter.patch" >"$T/blurb"
while IFS= read -r line; do
	[ ${#line} -le 75 ] && continue
	t=$(printf '%s\n' "$line" | sed -e 's/^ *//' -e 's/^step [0-9A-Za-z_-]*: //' -e 's/^[0-9A-Za-z_-]*   *//' -e 's/^action: //')
	case $t in note:*) continue ;; esac
	grep -qF -- "$t" "$KIDPUSH_ROOT/cocci/xfs/series" && continue
	fail "cover letter: a line over 75 columns the driver wrote: $line"
done <"$T/blurb"
ok "cover letter: lines over 75 columns only carry the manifest's text or an action's note"
