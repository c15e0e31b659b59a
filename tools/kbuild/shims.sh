# tools/kbuild/shims.sh — what an older kernel needs to build under the local
# compiler (sourced).  Each shim is detected from the tree's own files and
# applied in the farm only (never in the tree); $shims lists what was applied
# (comma separated, also printed as the preparer's shims= line).
#
# Needs: $src (farm), kb_farm (prepare.sh), die(), say().
#
#   include/linux/compiler-gccN.h  3.x compiler-gcc.h includes
#       compiler-gcc<__GNUC__>.h, absent for gcc >= 5 (and sparse defines
#       __GNUC__ like the gcc it was built with): a header that includes the
#       newest one the tree has.
#   KBUILD_CFLAGS+=-fno-pie        gcc built with --enable-default-pie and a
#       tree that predates its -fno-PIE handling (4.10).
#   HOSTCFLAGS+=-fcommon           gcc >= 10 defaults to -fno-common; host
#       tools of 3.10..4.x define the same global in two objects
#       (arch/x86/tools/relocs: "multiple definition of per_cpu_load_addr").
#   HOSTCFLAGS-=-Werror            a tree whose host tools build with
#       -Werror: newer gcc warns where the release's gcc did not.
#   KBUILD_CFLAGS+=-Wno-error      likewise for a tree (vendor 3.10.99) that
#       builds the kernel itself with -Werror (gcc 12: "ignoring attribute
#       'noreturn' because it conflicts with attribute 'const'" in log2.h).
# The make variables go into a block appended to the farm's top Makefile,
# so that any `make -C SRC O=BUILD ...` gets them without extra arguments.

shims_apply() {
	shims=
	_gcc=$(gcc -dumpversion | cut -d. -f1)
	_mk=
	# 1. compiler-gccN.h
	if grep -q 'gcc_header(__GNUC__)' "$src/include/linux/compiler-gcc.h" 2>/dev/null; then
		for _major in "$_gcc" \
			$(echo | sparse -E -dM - 2>/dev/null | sed -n 's/^#define __GNUC__ //p'); do
			[ -e "$src/include/linux/compiler-gcc$_major.h" ] && continue
			_base=
			for _c in compiler-gcc4.h compiler-gcc5.h; do
				[ -e "$src/include/linux/$_c" ] && _base=$_c
			done
			[ -n "$_base" ] || die "old compiler-gcc.h scheme but no compiler-gcc4.h"
			printf '/* kidpush shim: gcc %s -> %s */\n#include <linux/%s>\n' \
				"$_major" "$_base" "$_base" |
				kb_farm rewrite "include/linux/compiler-gcc$_major.h"
			touch -r "$src/include/linux/compiler-gcc.h" "$src/include/linux/compiler-gcc$_major.h"
			shims="$shims,include/linux/compiler-gcc$_major.h"
		done
	fi
	# 2. -fno-pie
	if gcc -v 2>&1 | grep -q -- '--enable-default-pie' && ! grep -q 'fno-PIE' "$src/Makefile"; then
		_mk="${_mk}KBUILD_CFLAGS += -fno-pie
"
		shims="$shims,KBUILD_CFLAGS+=-fno-pie"
	fi
	# 3. -fcommon for host tools
	if [ "$_gcc" -ge 10 ] && ! grep -qs 'fcommon' "$src/Makefile" &&
		grep -qs '^Elf_Addr per_cpu_load_addr;' "$src/arch/x86/tools/relocs.c"; then
		_mk="${_mk}HOSTCFLAGS += -fcommon
"
		shims="$shims,HOSTCFLAGS+=-fcommon"
	fi
	# 4. host tools with -Werror
	if [ "$_gcc" -ge 8 ] && grep -qs '^HOSTCFLAGS[ 	]*:*=.*-Werror' "$src/Makefile"; then
		_mk="${_mk}HOSTCFLAGS := \$(filter-out -Werror,\$(HOSTCFLAGS))
"
		shims="$shims,HOSTCFLAGS-=-Werror"
	fi
	# 5. kernel code with -Werror
	if [ "$_gcc" -ge 8 ] && grep -Eqs '^KBUILD_CFLAGS[ 	]*:*=.*[ 	]-Werror([ 	\\]|$)' "$src/Makefile"; then
		_mk="${_mk}KBUILD_CFLAGS += -Wno-error
"
		shims="$shims,KBUILD_CFLAGS+=-Wno-error"
	fi
	if [ -n "$_mk" ]; then
		{ cat "$src/Makefile"
		  printf '\n# kidpush shims (tools/kbuild/shims.sh) for gcc %s\n%s' "$_gcc" "$_mk"
		} | kb_farm rewrite Makefile
	fi
	shims=${shims#,}
}
