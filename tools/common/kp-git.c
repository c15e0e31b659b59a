/* kp-git.c — the one git runner for an untrusted input tree (kp-proc.h).
 *
 * git reads a repository's own configuration (.git/config and what it
 * includes) before it does anything, and that configuration names programs
 * git runs: filter drivers (selected by the tree's .gitattributes), textconv
 * and external diff drivers, hooks, fsmonitor, pagers, gpg.program, aliases;
 * an include.path naming a FIFO blocks git for ever.  No -c override can
 * stop an include, and filter.NAME.* is one key per NAME.  So git never
 * reads the tree's configuration: it runs on a view of the repository, a
 * scratch GIT_DIR of our own whose objects, refs and packed-refs are links
 * to the tree's, whose HEAD is a copy, whose index is the tree's (read only:
 * --no-optional-locks) and whose config holds only the data keys we copy
 * from the tree's (read with `git config --file --no-includes`, which runs
 * nothing): the repository format, how the work tree's files compare
 * (filemode, symlinks, ignorecase, autocrlf, eol) and the identity.  A
 * driver the tree's .gitattributes names is then undefined, which git
 * ignores. */
#include "kp-proc.h"
#include "kp-file.h"
#include "kp-path.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void git_env_local_unset(struct strlist *env)
{
	static const char *const local[] = { "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE",
		"GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR",
		"GIT_NAMESPACE", "GIT_PREFIX", "GIT_CONFIG", "GIT_CONFIG_PARAMETERS",
		"GIT_CONFIG_COUNT", "GIT_GRAFT_FILE", "GIT_REPLACE_REF_BASE",
		"GIT_SHALLOW_FILE", "GIT_NO_REPLACE_OBJECTS", "GIT_IMPLICIT_WORK_TREE",
		"GIT_INTERNAL_SUPER_PREFIX", NULL };
	for (const char *const *l = local; *l; l++) sl_pushs(env, *l);
}

/* the caller's variables that make git run a program or change its output */
static const char *const caller_vars[] = { "GIT_EXTERNAL_DIFF", "GIT_DIFF_OPTS", "GIT_PAGER",
	"PAGER", "GIT_EDITOR", "GIT_ASKPASS", "SSH_ASKPASS", "GIT_SSH", "GIT_SSH_COMMAND",
	"GIT_EXEC_PATH", "GIT_TEMPLATE_DIR", "GIT_ATTR_SOURCE", "GIT_CONFIG_SYSTEM", NULL };

void git_env_caller_unset(struct strlist *env)
{
	for (const char *const *v = caller_vars; *v; v++) sl_pushs(env, *v);
	git_env_local_unset(env);
}

void git_env_neutral(struct strlist *env)
{
	for (const char *const *v = caller_vars; *v; v++) sl_pushs(env, *v);
	sl_pushs(env, "GIT_CONFIG_NOSYSTEM=1");
	sl_pushs(env, "GIT_ATTR_NOSYSTEM=1");
	sl_pushs(env, "GIT_TERMINAL_PROMPT=0");
	sl_pushs(env, "GIT_OPTIONAL_LOCKS=0");
	sl_pushs(env, "LC_ALL=C");
}

int git_run(const struct git_child *g, char *const *args, struct buf *out, struct buf *err)
{
	struct strlist av = {0}, env = {0};
	sl_pushs(&av, "git");
	for (char *const *o = g->opts; o && *o; o++) sl_pushs(&av, *o);
	for (char *const *a = args; *a; a++) sl_pushs(&av, *a);
	sl_push(&av, NULL);
	git_env_local_unset(&env);
	git_env_neutral(&env);
	for (char *const *e = g->env; e && *e; e++) sl_pushs(&env, *e);
	sl_push(&env, NULL);
	struct proc_opts o = { .cwd = g->cwd, .env = env.v, .timeout = g->timeout, .merge_stderr = g->merge_stderr };
	int rc = proc_run(av.v, &o, out, err);
	av.n--; env.n--;   /* the NULL terminators: putenv() in the child only */
	sl_free(&av);
	sl_free(&env);
	return rc;
}

/* The data keys of the tree's configuration the view keeps. */
static int kept_key(const char *k)
{
	static const char *const keys[] = { "core.repositoryformatversion", "core.filemode",
		"core.symlinks", "core.ignorecase", "core.precomposeunicode", "core.autocrlf",
		"core.eol", "core.safecrlf", "core.checkstat", "core.trustctime",
		"user.name", "user.email", NULL };
	for (const char *const *p = keys; *p; p++)
		if (!strcmp(k, *p)) return 1;
	return !strncmp(k, "extensions.", 11) && !strchr(k + 11, '.');
}

/* CONFIG's kept keys as the text of a config file (a missing CONFIG: none). */
static int view_config(const char *config, struct buf *text)
{
	buf_puts(text, "[core]\n\tbare = false\n");
	if (access(config, F_OK) != 0) return 0;
	char *av[] = { "git", "config", "--file", (char *)config, "--no-includes", "-z", "-l", NULL };
	struct strlist env = {0};
	git_env_local_unset(&env);
	git_env_neutral(&env);
	sl_pushs(&env, "GIT_CONFIG_GLOBAL=/dev/null");
	sl_push(&env, NULL);
	struct buf out = {0};
	struct proc_opts o = { .cwd = "/", .env = env.v, .timeout = 60 };
	int rc = proc_run(av, &o, &out, NULL);
	env.n--;
	sl_free(&env);
	for (size_t p = 0; rc == 0 && p < out.len;) {
		const char *rec = out.s + p, *nl = strchr(rec, '\n');
		p += strlen(rec) + 1;
		if (!nl) continue;
		char *key = xstrndup(rec, (size_t)(nl - rec)), *dot = strchr(key, '.');
		if (kept_key(key) && dot) {
			*dot = 0;
			buf_printf(text, "[%s]\n\t%s = \"", key, dot + 1);
			for (const char *v = nl + 1; *v; v++) {
				if (*v == '\n') buf_puts(text, "\\n");
				else if (*v == '\t') buf_puts(text, "\\t");
				else if (*v == '"' || *v == '\\') buf_printf(text, "\\%c", *v);
				else buf_add(text, v, 1);
			}
			buf_puts(text, "\"\n");
		}
		free(key);
	}
	buf_free(&out);
	return rc == 0 ? 0 : -1;
}

/* TREE/.git's repository directory and common directory (a worktree's
 * .git file names the first, its commondir file the second): 0, or -1. */
static int git_dirs(const char *tree, char **gitdir, char **common)
{
	char *dotgit = path_join(tree, ".git");
	struct stat st;
	*gitdir = *common = NULL;
	if (stat(dotgit, &st) != 0) { free(dotgit); return -1; }
	if (S_ISDIR(st.st_mode)) {
		*gitdir = dotgit;
	} else {
		char *t = S_ISREG(st.st_mode) && st.st_size < 4096 ? read_text(dotgit, NULL) : NULL;
		free(dotgit);
		if (!t || strncmp(t, "gitdir: ", 8)) { free(t); return -1; }
		t[strcspn(t, "\n")] = 0;
		*gitdir = t[8] == '/' ? xstrdup(t + 8) : path_join(tree, t + 8);
		free(t);
	}
	char *cd = path_join(*gitdir, "commondir");
	char *c = read_text(cd, NULL);
	free(cd);
	if (c) {
		c[strcspn(c, "\n")] = 0;
		*common = c[0] == '/' ? xstrdup(c) : path_join(*gitdir, c);
		free(c);
	} else {
		*common = xstrdup(*gitdir);
	}
	return 0;
}

/* The view of TREE's repository in a new scratch directory: its path, or
 * NULL (with the reason in WHY). */
static char *git_view(const char *tree, struct buf *why)
{
	char *gitdir, *common;
	if (git_dirs(tree, &gitdir, &common) < 0) {
		buf_printf(why, "fatal: %s/.git is not a repository git can read", tree);
		return NULL;
	}
	const char *tmp = getenv("TMPDIR");
	char *view = path_join(tmp && *tmp == '/' ? tmp : "/tmp", "kidpush-git.XXXXXX");
	struct buf cfg = {0};
	char *cfgpath = path_join(common, "config"), *headpath = path_join(gitdir, "HEAD");
	char *head = read_text(headpath, NULL);
	int ok = head && mkdtemp(view) && view_config(cfgpath, &cfg) == 0;
	if (ok) {
		static const char *const links[] = { "objects", "refs", "packed-refs", "shallow", NULL };
		char *p = path_join(view, "HEAD");
		ok = write_file(p, head, strlen(head)) == 0;
		free(p);
		p = path_join(view, "config");
		ok = ok && write_file(p, cfg.s, cfg.len) == 0;
		free(p);
		for (const char *const *l = links; ok && *l; l++) {
			char *from = path_join(common, *l), *to = path_join(view, *l);
			ok = access(from, F_OK) != 0 || symlink(from, to) == 0;
			free(from);
			free(to);
		}
	}
	if (!ok) {
		buf_printf(why, "fatal: cannot read the repository %s: %s", gitdir,
			   !head ? "no HEAD" : strerror(errno));
		if (strcmp(view + strlen(view) - 6, "XXXXXX")) rm_rf(view);
		free(view);
		view = NULL;
	}
	free(cfgpath); free(headpath); free(head); buf_free(&cfg);
	free(gitdir); free(common);
	return view;
}

int git_in_tree(const char *tree, char *const *args, struct buf *out, struct buf *err)
{
	static char *const fixed[] = {
		"--no-optional-locks", "--literal-pathspecs", "--no-pager",
		"-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null",
		"-c", "core.attributesFile=/dev/null", "-c", "core.pager=cat",
		"-c", "diff.external=", "-c", "log.showSignature=false",
		"-c", "core.untrackedCache=false", "-c", "core.quotepath=false",
		"-c", "user.useConfigOnly=true", NULL };
	struct strlist env = {0};
	char *dotgit = path_join(tree, ".git"), *view = NULL;
	struct stat st;
	int has_git = lstat(dotgit, &st) == 0;
	free(dotgit);
	if (has_git) {
		struct buf why = {0};
		view = git_view(tree, err ? err : &why);
		buf_free(&why);
		if (!view) return 128;
	}
	if (view) {
		char *index = NULL, *gitdir = NULL, *common = NULL;
		if (git_dirs(tree, &gitdir, &common) == 0) index = path_join(gitdir, "index");
		sl_pushf(&env, "GIT_DIR=%s", view);
		sl_pushf(&env, "GIT_WORK_TREE=%s", tree);
		sl_pushf(&env, "GIT_INDEX_FILE=%s", index ? index : "/nonexistent");
		free(index); free(gitdir); free(common);
	} else {
		/* no repository of its own: none above it either */
		char *parent = xstrdup(tree), *slash = strrchr(parent, '/');
		if (slash) slash[slash == parent] = 0;
		sl_pushf(&env, "GIT_CEILING_DIRECTORIES=%s", parent);
		free(parent);
	}
	struct git_child g = { .cwd = tree, .opts = fixed, .env = env.v, .timeout = 600 };
	int rc = git_run(&g, args, out, err);
	sl_free(&env);
	if (view) { rm_rf(view); free(view); }
	return rc;
}
