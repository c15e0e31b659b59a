# tools/actions: the C parts of the kfmt and tp-cocci actions (build/kidpush-kfmt, build/kidpush-tpbody);
# component "actions" (the series driver runs them).  unifdef: the unifdef action.
KFMT_SRC := $(wildcard tools/actions/kfmt-*.c)
BINS += $(BUILD)/kidpush-kfmt
DEPS += unifdef

$(BUILD)/kidpush-kfmt: $(KFMT_SRC) tools/actions/kfmt.h tools/actions/kfmt-lex.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(KFMT_SRC)

TEST_BINS += $(BUILD)/test-kfmt-units
$(BUILD)/test-kfmt-units: tests/actions/kfmt-units.c tools/actions/kfmt-lex.c tools/actions/kfmt-text.c tools/actions/kfmt.h tools/actions/kfmt-lex.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itools/actions -o $@ tests/actions/kfmt-units.c tools/actions/kfmt-lex.c tools/actions/kfmt-text.c

# the C part of the tp-cocci action
BINS += $(BUILD)/kidpush-tpbody
$(BUILD)/kidpush-tpbody: tools/actions/tpbody.c tools/actions/kfmt-lex.c tools/actions/kfmt-lex.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ tools/actions/tpbody.c tools/actions/kfmt-lex.c
