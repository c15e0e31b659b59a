#!/bin/sh
# A tool action's "NAME: note: TEXT" lines reach the cover letter, under
# the step (here: kconfig removing an entry that still had a blocker).
. "$KIDPUSH_ROOT/tests/series/lib.sh"
mkdir -p "$T/tree"
cat >"$T/tree/Kconfig" <<'K'
config GADGET_FS
	tristate "Gadget filesystem"

config IDS_CONVERTED
	bool
	default y
	depends on GADGET_FS = n

config LAST
	bool
K
git -C "$T/tree" init -q && git -C "$T/tree" add -A &&
	git -C "$T/tree" -c user.name=t -c user.email=t@t commit -qm base
cat >"$T/series" <<'M'
prefix: PATCH test
cover-subject: gadget: notes
step: 01
subject: gadget: Remove IDS_CONVERTED
author: Test Author <test@example.org>
date: Mon, 1 Jan 2024 10:00:00 +0000
files: Kconfig
action: kconfig Kconfig remove IDS_CONVERTED
body:
| Remove the option.
M
"$KP" --tree "$T/tree" --series "$T/series" --out "$T/o" -q --no-cache || fail "run failed"
# the cover letter lists the action and its note ("removed IDS_CONVERTED,
# which still had 'depends on X = n' for: GADGET_FS"); the patch has no note
expect_dir "$T/o" o
ok "action note in the cover letter, not in the patch"
