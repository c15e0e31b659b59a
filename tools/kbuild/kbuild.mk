# tools/kbuild/kbuild.mk — the kernel-build preparer (tools/kbuild/prepare.sh,
# POSIX sh) and the kernel-build facts in C: build/libkpkbuild.a
# (kbuild.h) and its front command build/kidpush-kbuild, which the preparer
# calls (kb-compdb.c: Kbuild's compile commands from its dry run).  What a
# `make O=... prepare` of a kernel tree needs on Debian:
DEPS += gcc make bc flex bison libelf-dev libssl-dev util-linux perl
KBUILD_LIB_SRCS := $(filter-out tools/kbuild/kb-main.c,$(wildcard tools/kbuild/*.c))
KBUILD_LIB_OBJS := $(patsubst tools/kbuild/%.c,$(BUILD)/kbuild/%.o,$(KBUILD_LIB_SRCS))
KBUILD_CFLAGS_KP = -Itools/kbuild $(KPCOMMON_CFLAGS)
BINS += $(BUILD)/libkpkbuild.a $(BUILD)/kidpush-kbuild
kbuild_USES := common

$(BUILD)/kbuild/%.o: tools/kbuild/%.c tools/kbuild/kbuild.h $(wildcard tools/common/*.h) tools/kbuild/kbuild.mk
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(KBUILD_CFLAGS_KP) -c -o $@ $<

$(BUILD)/libkpkbuild.a: $(KBUILD_LIB_OBJS)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/kidpush-kbuild: tools/kbuild/kb-main.c $(BUILD)/libkpkbuild.a $(BUILD)/libkpcommon.a | $(BUILD)
	$(CC) $(CFLAGS) $(KBUILD_CFLAGS_KP) -o $@ tools/kbuild/kb-main.c $(BUILD)/libkpkbuild.a $(KPCOMMON_LIBS)
