# kidpush — top-level build.  Components add themselves through their own
# .mk files (tools/*/*.mk, checks/*.mk): each appends its binaries to BINS,
# its Debian packages to DEPS and its benchmarks to BENCHES.
CC      ?= cc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
BUILD   := build
BINS    :=
BENCHES :=
# What `make check` needs on a fresh Debian machine (components add more).
DEPS    := git coccinelle gcc make libc6-dev unifdef python3 valgrind bc procps time

.PHONY: all check deps bench clean

all: build-all

include $(sort $(wildcard tools/*/*.mk checks/*.mk))

build-all: $(BINS)

deps:
	@tools/deps.sh $(sort $(DEPS))

check: deps
	@$(MAKE) --no-print-directory all
	@tests/run $(TESTS)

bench: deps
	@$(MAKE) --no-print-directory all
	@set -e; for b in $(BENCHES); do echo "== $$b"; $$b; done

clean:
	rm -rf $(BUILD)

$(BUILD):
	mkdir -p $@
