# tools/kbuild/kbuild.mk — the kernel-build preparer (tools/kbuild/prepare.sh,
# POSIX sh + awk; nothing to compile).  What a `make O=... prepare` of a
# kernel tree needs on Debian:
DEPS += gcc make bc flex bison libelf-dev libssl-dev util-linux perl
