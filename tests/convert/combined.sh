# combined.sh — sourced from the project root by the tests that run the rules
# together as convert runs them (chain.t, gates.t): skips (77) without spatch,
# makes a temporary directory $tmp (removed on exit) and writes the combined
# rule to $tmp/kuid.cocci (test-convert-units rules, convert's rules.c).
command -v spatch >/dev/null 2>&1 || { echo "spatch not installed"; exit 77; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
make -s build/test-convert-units || exit 1
build/test-convert-units rules cocci/kuid >"$tmp/kuid.cocci" || exit 1
