# tools/actions: the C parts of the kfmt and tp-cocci actions (build/kidpush-kfmt, build/kidpush-tpbody, build/kidpush-replace);
# component "actions" (the series driver runs them).  unifdef: the unifdef action.
KFMT_SRC := $(wildcard tools/actions/kfmt-*.c)
ACTIONS_HDRS := tools/actions/kfmt.h tools/actions/kfmt-lex.h $(wildcard tools/common/*.h)
BINS += $(BUILD)/kidpush-kfmt
DEPS += unifdef
actions_USES := common
# the kconfig action edits through build/kidpush-kbuild (kconfig-edit,
# tools/kbuild/kb-kedit.c; its rule is in tools/kbuild/kbuild.mk)
BINS += $(BUILD)/kidpush-kbuild

$(BUILD)/kidpush-kfmt: $(KFMT_SRC) $(ACTIONS_HDRS) $(BUILD)/libkpcommon.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(KPCOMMON_CFLAGS) -o $@ $(KFMT_SRC) $(KPCOMMON_LIBS)

TEST_BINS += $(BUILD)/test-kfmt-units
$(BUILD)/test-kfmt-units: tests/actions/kfmt-units.c tests/lib/unit.h tools/actions/kfmt-lex.c tools/actions/kfmt-text.c $(ACTIONS_HDRS) $(BUILD)/libkpcommon.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(KPCOMMON_CFLAGS) -Itools/actions -o $@ tests/actions/kfmt-units.c tools/actions/kfmt-lex.c tools/actions/kfmt-text.c $(KPCOMMON_LIBS)

# the results of the kfmt and tp-cocci actions written atomically (write-results.sh)
BINS += $(BUILD)/kidpush-replace
$(BUILD)/kidpush-replace: tools/actions/replace.c $(ACTIONS_HDRS) $(BUILD)/libkpcommon.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(KPCOMMON_CFLAGS) -o $@ tools/actions/replace.c $(KPCOMMON_LIBS)

# the C part of the tp-cocci action
BINS += $(BUILD)/kidpush-tpbody
$(BUILD)/kidpush-tpbody: tools/actions/tpbody.c tools/actions/kfmt-lex.c $(ACTIONS_HDRS) $(BUILD)/libkpcommon.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(KPCOMMON_CFLAGS) -o $@ tools/actions/tpbody.c tools/actions/kfmt-lex.c $(KPCOMMON_LIBS)
