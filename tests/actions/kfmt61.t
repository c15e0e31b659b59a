#!/bin/sh
# tools/actions/kfmt on real kernel code (Debian linux-source-6.1 fs/xfs):
# nothing changes when the step added nothing; with every line "added"
# (files new in the step) no file is refused (tokens kept) and a second
# run changes nothing (idempotent).
. "$KIDPUSH_ROOT/tests/actions/lib.sh"
L=$("$KIDPUSH_ROOT/tests/lib/kernel.sh" linux61) || { echo "no linux-6.1 tree"; exit 77; }
[ -d "$L/fs/xfs" ] || { echo "no fs/xfs in $L"; exit 77; }
G="git -c user.name=t -c user.email=t@example.org"
mkdir -p "$T/k/fs" && cp -r "$L/fs/xfs" "$T/k/fs/" || fail "copy"
cd "$T/k" && git init -q . && git add -A && $G commit -qm base || fail "git"
set -- 'fs/xfs/*.c' 'fs/xfs/*.h' 'fs/xfs/*/*.c' 'fs/xfs/*/*.h'
"$A/kfmt" "$@" || fail "kfmt failed on an unchanged tree"
[ -z "$(git status --porcelain)" ] || { git status --short | head; fail "kfmt changed an unchanged tree"; }
ok "unchanged tree: nothing changes"

git rm -q -r --cached fs && $G commit -qm empty && git add -A || fail "git"
"$A/kfmt" "$@" || fail "kfmt refused or failed with every line added"
git diff --quiet && fail "every line added, yet nothing re-formatted"
git add -A || fail "git add"
"$A/kfmt" "$@" || fail "second run failed"
git diff --quiet || { git diff | head -40; fail "second run changed files (not idempotent)"; }
ok "every line added: no refusal, idempotent"
