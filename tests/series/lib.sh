# lib.sh — shared helpers for the series driver tests (sourced), on the
# common tests/lib.sh (fail, ok, kp_run, expect).
set -eu
: "${KIDPUSH_ROOT:?}"
. "$KIDPUSH_ROOT/tests/lib.sh"
make -s build/kidpush-series
KP=$KIDPUSH_ROOT/build/kidpush-series
T=$(mktemp -d /tmp/kidpush-test.XXXXXX)
export TMPDIR=$T/tmp KIDPUSH_CACHE=$T/cache EXPECT_TMP=$T
mkdir -p "$TMPDIR"
trap '[ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
# tree_hash DIR: one hash over every file's path and content (not .git)
tree_hash() { (cd "$1" && find . -path ./.git -prune -o -type f -print | LC_ALL=C sort | xargs -r sha256sum | sha256sum); }
# make_widget_tree DIR N: a git repo with N small C files using widget_get_id()
make_widget_tree() {
	mkdir -p "$1/drv"
	i=0
	while [ "$i" -lt "$2" ]; do
		cat >"$1/drv/w$i.c" <<EOC
#include "widget.h"

int widget_check_$i(struct widget *w, int want)
{
	if (widget_get_id(w) != want)
		return -1;
	return widget_get_id(w) + $i;
}
EOC
		i=$((i + 1))
	done
	printf 'struct widget { int w_id; };\nint widget_get_id(struct widget *w);\n' >"$1/drv/widget.h"
	git -C "$1" init -q && git -C "$1" add -A &&
		git -C "$1" -c user.name=t -c user.email=t@t commit -qm base
}
patches_in() { find "$1" -maxdepth 1 -name '0*.patch' ! -name '0000-cover-letter.patch' | LC_ALL=C sort; }
# commit_all DIR: commit what a test added to a tree made by make_widget_tree
# (the driver refuses uncommitted changes in scope unless --allow-dirty)
commit_all() { git -C "$1" add -A && git -C "$1" -c user.name=t -c user.email=t@t commit -qm more; }
