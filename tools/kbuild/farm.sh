# tools/kbuild/farm.sh — the symlink farm of a kernel tree (sourced).
#
# Needs: $tree (real path of the input tree), $src (farm directory), die().
# The farm is shallow: one symlink per entry of the tree's top directory; a
# directory becomes real (holding symlinks to its entries) only where a file
# of our own is placed.  Nothing is ever written through a link, so the
# input tree is never modified.

farm_build() {
	rm -rf "$src"
	mkdir -p "$src" || die "cannot create $src"
	for e in "$tree"/* "$tree"/.[!.]*; do
		[ -e "$e" ] || [ -L "$e" ] || continue
		case "${e##*/}" in .git|.pc|.config|.config.old) continue ;; esac
		ln -s "$e" "$src/" || die "cannot build the symlink farm in $src"
	done
	# An in-tree build would make "make O=" refuse the farm ("not clean").
	for g in include/config include/generated "$tree"/arch/*/include/generated; do
		g=${g#"$tree"/}
		if [ -e "$tree/$g" ]; then
			farm_materialize "$(dirname "$g")"
			rm -rf "${src:?}/$g"
		fi
	done
}

# farm_materialize DIR (tree-relative): make $src/DIR a real directory.
farm_materialize() {
	[ -n "$1" ] && [ "$1" != . ] || return 0
	farm_materialize "$(dirname "$1")"
	if [ -L "$src/$1" ]; then
		rm -f "$src/$1"
		mkdir "$src/$1"
		for e in "$tree/$1"/* "$tree/$1"/.[!.]*; do
			[ -e "$e" ] || [ -L "$e" ] || continue
			ln -s "$e" "$src/$1/"
		done
	elif [ ! -e "$src/$1" ]; then
		mkdir "$src/$1"
	fi
}

# farm_place REL FILE: put a copy of FILE at REL, never through a link.
farm_place() {
	farm_materialize "$(dirname "$1")"
	rm -f "$src/$1"
	cp "$2" "$src/$1" || die "cannot place $1 in the farm"
}

# farm_rewrite REL < content: replace REL by new content, keeping the
# original's timestamp so that builds made before stay valid.
farm_rewrite() {
	_t=$src/.kidpush-rewrite.$$
	cat >"$_t" || die "cannot write $_t"
	if [ -e "$src/$1" ]; then touch -r "$src/$1" "$_t"; fi
	farm_materialize "$(dirname "$1")"
	rm -f "$src/$1"
	mv "$_t" "$src/$1" || die "cannot place $1 in the farm"
}

# farm_restore REL: make REL a link to the tree's file again (or remove it
# when the tree has none).
farm_restore() {
	rm -f "$src/$1"
	if [ -e "$tree/$1" ] || [ -L "$tree/$1" ]; then ln -s "$tree/$1" "$src/$1"; fi
}

# farm_manifest: "HASH  REL" of every regular file in the farm (ours), then
# "-> REL" for every link that does not point to the tree's file of the same
# name (there should be none).  Written into the cache marker and compared
# on reuse.
farm_manifest() {
	(cd "$src" && find . -type f ! -name '.kidpush-*' -print0 | LC_ALL=C sort -z |
		xargs -0 -r sha1sum) || return 1
	(cd "$src" && find . -type l -printf '%P\t%l\n' | LC_ALL=C sort |
		awk -F'\t' -v t="$tree" '$2 != t "/" $1 { print "-> " $1 }')
}
