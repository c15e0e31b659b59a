# kidpush — top-level build.  Components add themselves through their own
# .mk files (tools/*/*.mk, checks/*.mk): each appends its binaries to BINS
# (test programs to TEST_BINS), its Debian packages to DEPS and its
# benchmarks to BENCHES.  A component is named after its .mk file
# (tools/series/series.mk: series); for each one the Makefile records what
# its .mk file added and provides
#   make deps-NAME    install what NAME needs (its DEPS + BASE_DEPS)
#   make build-NAME   build only NAME's BINS
# NAME_USES (set in the .mk file) names components NAME needs as well.
# ./run.sh CMD runs `make deps-NAME build-NAME` for CMD's component only.
CC      ?= cc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
BUILD   := build
BINS    :=
TEST_BINS :=
BENCHES :=
COMPONENTS :=
# What every component's build needs.
BASE_DEPS := gcc make libc6-dev
# What `make check` needs besides the components' packages.
DEPS    := python3 valgrind bc procps time

.PHONY: all check deps bench clean

all: build-all

# include_component FILE NAME: include FILE, record the BINS and DEPS words
# it added as NAME_BINS and NAME_DEPS.
define include_component
_kp_bins := $$(BINS)
_kp_deps := $$(DEPS)
include $(1)
COMPONENTS += $(2)
$(2)_BINS := $$(wordlist $$(words x $$(_kp_bins)),$$(words $$(BINS)),$$(BINS))
$(2)_DEPS := $$(wordlist $$(words x $$(_kp_deps)),$$(words $$(DEPS)),$$(DEPS))
endef
$(foreach f,$(sort $(wildcard tools/*/*.mk checks/*.mk)),$(eval $(call include_component,$(f),$(basename $(notdir $(f))))))

# deps-NAME / build-NAME for each component (see the top of this file)
define component_targets
.PHONY: deps-$(1) build-$(1) print-deps-$(1)
deps-$(1):
	@tools/deps.sh $$(sort $(BASE_DEPS) $(foreach c,$(1) $($(1)_USES),$$($(c)_DEPS)))
print-deps-$(1):
	@echo $$(sort $(BASE_DEPS) $(foreach c,$(1) $($(1)_USES),$$($(c)_DEPS)))
build-$(1): $(foreach c,$(1) $($(1)_USES),$$($(c)_BINS))
endef
$(foreach c,$(COMPONENTS),$(eval $(call component_targets,$(c))))

build-all: $(BINS) $(TEST_BINS)

deps:
	@tools/deps.sh $(sort $(BASE_DEPS) $(DEPS))

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
