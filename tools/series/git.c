/* git.c — see git.h. */
#include "git.h"
#include "manifest.h"
#include "kp-proc.h"
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int git(const char *dir, const char *ident, const char *date, struct buf *out, ...)
{
	static char *const opts[] = { "-c", "core.quotepath=false", "-c", "core.autocrlf=false",
		"-c", "commit.gpgsign=false",
		/* no `git maintenance run --auto` after every commit of the scratch
		 * repository (a process each, nothing to maintain in a one-off tree) */
		"-c", "maintenance.auto=false", "-c", "gc.auto=0", NULL };
	struct strlist args = {0}, env = {0};
	va_list ap;
	va_start(ap, out);
	for (const char *a; (a = va_arg(ap, const char *));) sl_pushs(&args, a);
	va_end(ap);
	char *name = NULL, *mail = NULL;
	if (!ident || split_ident(ident, &name, &mail) < 0) {
		name = xstrdup("kidpush");
		mail = xstrdup("kidpush@localhost");
	}
	sl_pushf(&env, "GIT_AUTHOR_NAME=%s", name);
	sl_pushf(&env, "GIT_AUTHOR_EMAIL=%s", mail);
	sl_pushf(&env, "GIT_COMMITTER_NAME=%s", name);
	sl_pushf(&env, "GIT_COMMITTER_EMAIL=%s", mail);
	if (date) {
		sl_pushf(&env, "GIT_AUTHOR_DATE=%s", date);
		sl_pushf(&env, "GIT_COMMITTER_DATE=%s", date);
	}
	/* Nothing from the user's git configuration may change the output
	 * (git_run: none of the caller's git variables, no system config). */
	sl_pushs(&env, "GIT_CONFIG_GLOBAL=/dev/null");
	sl_pushs(&env, "HOME=/nonexistent");
	free(name);
	free(mail);
	/* the scratch repository in DIR, nothing else */
	struct git_child g = { .cwd = dir, .opts = opts, .env = env.v, .merge_stderr = 1 };
	int rc = git_run(&g, args.v ? args.v : (char *[]){ NULL }, out, NULL);
	sl_free(&args);
	sl_free(&env);
	return rc;
}

int git_init_base(const char *dir, const char *date, struct buf *err)
{
	if (git(dir, NULL, NULL, err, "init", "-q", "-b", "kidpush", NULL)) return -1;
	if (git_stage_all(dir, NULL, err) < 0) return -1;
	if (git(dir, NULL, date, err, "commit", "-q", "--allow-empty", "--no-verify",
		"-m", "kidpush: base tree", NULL)) return -1;
	if (git(dir, NULL, NULL, err, "tag", "kidpush-base", NULL)) return -1;
	return 0;
}

int git_stage_all(const char *dir, size_t *nchanged, struct buf *err)
{
	if (git(dir, NULL, NULL, err, "add", "-A", "-f", ".", NULL)) return -1;
	struct buf names = {0};
	if (git(dir, NULL, NULL, &names, "diff", "--cached", "--name-only", "-z", NULL)) {
		buf_printf(err, "git diff --cached failed: %s", names.s ? names.s : "");
		buf_free(&names);
		return -1;
	}
	size_t n = 0;
	for (size_t k = 0; k < names.len; k++) n += names.s[k] == 0;
	buf_free(&names);
	if (nchanged) *nchanged = n;
	return n > 0;
}

int git_commit(const char *dir, const char *ident, const char *date, const char *subject,
	       const char *body, const char *signoff, const char *msgfile, struct buf *err)
{
	struct buf msg = {0};
	buf_puts(&msg, subject);
	buf_puts(&msg, "\n");
	if (*body) buf_printf(&msg, "\n%s\n", body);
	if (write_file(msgfile, msg.s, msg.len) < 0) {
		buf_printf(err, "cannot write %s: %s", msgfile, strerror(errno));
		buf_free(&msg);
		return -1;
	}
	buf_free(&msg);
	int rc;
	if (signoff) {
		char *t = xasprintf("Signed-off-by: %s", signoff);
		rc = git(dir, ident, date, err, "-c", "trailer.ifexists=addIfDifferent", "commit", "-q",
			 "--no-verify", "--cleanup=verbatim", "-F", msgfile, "--trailer", t, NULL);
		free(t);
	} else {
		rc = git(dir, ident, date, err, "commit", "-q", "--no-verify", "--cleanup=verbatim",
			 "-F", msgfile, NULL);
	}
	unlink(msgfile);
	return rc ? -1 : 0;
}
