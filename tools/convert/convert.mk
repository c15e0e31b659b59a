# tools/convert/convert.mk — ./run.sh convert (tools/convert/convert.sh, a thin
# driver over build/kidpush-series; the plan helper convert.py is Python 3).
# It runs spatch (cocci/kuid), the strict gate (sparse), kidpush-audit and
# kidpush-infer, whose own .mk files add their packages.
DEPS += python3 coccinelle sparse git
convert_USES := series actions audit infer checks kbuild
