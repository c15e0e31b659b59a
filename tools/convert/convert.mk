# tools/convert/convert.mk — build/kidpush-convert, ./run.sh convert: the
# driver over build/kidpush-series (plan filter, scope, manifest, both passes,
# audit and gate before and after, cover table and bodies; doc/convert.md).
# It runs spatch (cocci/kuid) through the series driver, the strict gate
# (sparse), kidpush-audit and kidpush-infer, whose own .mk files add their
# packages; it links jansson and the core library (its child processes:
# tools/common/kp-proc.c, shared with the series driver).
CONVERT_SRC := $(wildcard tools/convert/*.c)
CONVERT_OBJ := $(patsubst tools/convert/%.c,$(BUILD)/convert/%.o,$(CONVERT_SRC))
# the kernel-build facts (the UIDGID_CONVERTED blockers): build/libkpkbuild.a
# the series manifest: the driver's own struct, reader and writer
# (tools/series/manifest.c), built in memory and written with its writer
CONVERT_CFLAGS = $(CFLAGS) $(KBUILD_CFLAGS_KP) -Itools/series -Itools/plan
CONVERT_SERIES_OBJ := $(BUILD)/series/manifest.o
BINS += $(BUILD)/kidpush-convert
DEPS += coccinelle sparse git libjansson-dev
convert_USES := series actions audit infer checks kbuild plan common

$(BUILD)/convert/%.o: tools/convert/%.c tools/convert/convert.h tools/kbuild/kbuild.h tools/series/manifest.h tools/plan/kp-plan.h $(wildcard tools/common/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CONVERT_CFLAGS) -c -o $@ $<

$(BUILD)/kidpush-convert: $(CONVERT_OBJ) $(CONVERT_SERIES_OBJ) $(BUILD)/libkpkbuild.a $(BUILD)/libkpplan.a $(BUILD)/libkpcommon.a
	$(CC) $(CONVERT_CFLAGS) -o $@ $(CONVERT_OBJ) $(CONVERT_SERIES_OBJ) $(KPPLAN_LIBS) $(BUILD)/libkpkbuild.a $(KPCOMMON_LIBS)

# the tests' view of the pieces (tests/convert/units.c): all but main.c
TEST_BINS += $(BUILD)/test-convert-units
$(BUILD)/test-convert-units: tests/convert/units.c $(filter-out $(BUILD)/convert/main.o,$(CONVERT_OBJ)) $(CONVERT_SERIES_OBJ) $(BUILD)/libkpkbuild.a $(BUILD)/libkpplan.a $(BUILD)/libkpcommon.a
	$(CC) $(CONVERT_CFLAGS) -Itools/convert -o $@ tests/convert/units.c $(filter-out $(BUILD)/convert/main.o,$(CONVERT_OBJ)) $(CONVERT_SERIES_OBJ) $(KPPLAN_LIBS) $(BUILD)/libkpkbuild.a $(KPCOMMON_LIBS)
BENCHES += tools/convert/bench.sh
