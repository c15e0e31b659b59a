#!/bin/sh
# The whole XFS series over Debian's linux-source-6.1 fs/xfs: XFS is converted
# upstream, so nothing may be emitted, and spatch must not fail on any file.
. "$KIDPUSH_ROOT/tests/series/lib.sh"
tree=$(tests/lib/kernel.sh linux61) || exit 77
start=$(date +%s)
set +e
build/kidpush-series --tree "$tree" --out "$T/out" -j "$(nproc)" --no-cache 2>"$T/log"
rc=$?
set -e
cat "$T/log"
echo "wall time: $(( $(date +%s) - start )) s"
[ $rc = 0 ] || fail "exit $rc: some file was skipped (see above)"
[ -z "$(patches_in "$T/out")" ] || { head -80 $(patches_in "$T/out" | head -1); fail "patches emitted on 6.1"; }
ok "6.1 fs/xfs: no patch, no failure"
