#!/bin/sh
# tools/actions/kconfig: each operation on a small hand-written Kconfig,
# blank-line handling, errors leave the file untouched, --if-present.
. "$KIDPUSH_ROOT/tests/actions/lib.sh"
cat >"$T/Kconfig" <<'K'
config FOO
	bool "Foo support (EXPERIMENTAL)"
	depends on EXPERIMENTAL
	depends on BAR
	select BAZ

	default n
	help
	  Foo lets you depends on BAR in the help text.
	  depends on BAR

config BAR
	# comment of BAR
	bool
	default y

	# Things
	depends on QUX = n
	depends on ZAP = n

config BAZ
	bool "Baz"
	depends on BAR
	help
	 Baz help.

config LAST
	bool
K
cp "$T/Kconfig" "$T/orig"

expect_rc 0 "$A/kconfig" Kconfig drop BAR depends on ZAP = n
cat >"$T/want" <<'K'
config FOO
	bool "Foo support (EXPERIMENTAL)"
	depends on EXPERIMENTAL
	depends on BAR
	select BAZ

	default n
	help
	  Foo lets you depends on BAR in the help text.
	  depends on BAR

config BAR
	# comment of BAR
	bool
	default y

	# Things
	depends on QUX = n

config BAZ
	bool "Baz"
	depends on BAR
	help
	 Baz help.

config LAST
	bool
K
same "$T/Kconfig" "$T/want" "drop: one line of one entry, the blank line before the next entry kept"
ok "drop"

expect_rc 0 "$A/kconfig" Kconfig unref BAR
expect_rc 0 "$A/kconfig" Kconfig unref BAZ
cat >"$T/want" <<'K'
config FOO
	bool "Foo support (EXPERIMENTAL)"
	depends on EXPERIMENTAL
	default n
	help
	  Foo lets you depends on BAR in the help text.
	  depends on BAR

config BAR
	# comment of BAR
	bool
	default y

	# Things
	depends on QUX = n

config BAZ
	bool "Baz"
	help
	 Baz help.

config LAST
	bool
K
same "$T/Kconfig" "$T/want" "unref: depends/select lines go, help text untouched, inner blank line dropped"
ok "unref"

expect_rc 0 "$A/kconfig" Kconfig remove BAR
[ "$(cat "$T/out")" = "kconfig: note: removed BAR, which still had 'depends on X = n' for: QUX" ] || fail "note for BAR's blocker: $(cat "$T/out")"
expect_rc 0 "$A/kconfig" Kconfig remove BAZ
[ -s "$T/out" ] && fail "a note for BAZ, which had no blockers: $(cat "$T/out")"
expect_rc 0 "$A/kconfig" Kconfig untag FOO EXPERIMENTAL
cat >"$T/want" <<'K'
config FOO
	bool "Foo support"
	default n
	help
	  Foo lets you depends on BAR in the help text.
	  depends on BAR

config LAST
	bool
K
same "$T/Kconfig" "$T/want" "remove + untag"
ok "remove (names the blockers it removes), untag"

cp "$T/Kconfig" "$T/before"
expect_rc 1 "$A/kconfig" Kconfig remove NOPE
expect "$T/out" remove-nope.out    # "nothing to remove for NOPE"
expect_rc 1 "$A/kconfig" Kconfig drop FOO depends on NOPE
expect_rc 1 "$A/kconfig" Kconfig untag LAST EXPERIMENTAL
expect_rc 0 "$A/kconfig" --if-present Kconfig remove NOPE
expect_rc 2 "$A/kconfig" Kconfig frobnicate FOO
expect_rc 2 "$A/kconfig" Kconfig remove 'FOO BAR'
expect_rc 2 "$A/kconfig" missing remove FOO
expect_rc 2 "$A/kconfig" Kconfig remove
same "$T/Kconfig" "$T/before" "a failed or refused edit changed the file"
for f in "$T"/*.kc.*; do [ -e "$f" ] && fail "temporary file left behind: $f"; done
ok "absent symbol: exit 1 and file untouched; --if-present: exit 0; usage errors: exit 2"
