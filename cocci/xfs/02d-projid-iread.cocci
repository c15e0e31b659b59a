/// Fill ip->i_projid from the on-disk halves when an inode is read.
//
// Confidence: High
// Options: --no-includes --very-quiet
//
// When an inode is read from disk, fill the cached ip->i_projid from the
// two 16-bit halves right after the on-disk inode has been copied into
// ip->i_d by xfs_dinode_from_disk().
//
// Why: i_projid replaces xfs_get_projid() (rule 02b); it must be valid
// from the moment the in-core inode exists.  New code, anchored on the call
// that fills ip->i_d from the disk buffer.
//
// Relies on: xfs_dinode_from_disk(&ip->i_d, dip) as a statement.  Not
// applied when an i_projid assignment already follows (idempotent).
//
// Layout: spatch reflows an added expression onto one line (93 columns
// here).  The author broke it after the `|`, continuation three tabs and
// two spaces deeper than the statement; the Python rule builds the
// right-hand side as text with that break (from the matched inode
// expression and the statement's column), so spatch prints it as is.
// Only the layout comes from the script; what is added is fixed above.
virtual patch
@done@
typedef xfs_inode_t;
{struct xfs_inode *, xfs_inode_t *} ip;
expression D, E;
position p;
@@
  xfs_dinode_from_disk@p(&ip->i_d, D);
  ip->i_projid = E;

@r@
{struct xfs_inode *, xfs_inode_t *} ip;
expression D;
position p != done.p;
@@
  xfs_dinode_from_disk@p(&ip->i_d, D);

@script:python text@
ip << r.ip;
p << r.p;
v;
@@
# The statement's indent is p's column in tabs (kernel code indents with
# tabs); the continuation sits three tabs and two spaces deeper, as the
# series' author wrote it.
cont = "\t" * (int(p[0].column) + 3) + "  "
coccinelle.v = cocci.make_ident("((projid_t)%s->i_d.di_projid_hi << 16) |\n%s%s->i_d.di_projid_lo"
                                % (ip, cont, ip))

@@
typedef projid_t;
{struct xfs_inode *, xfs_inode_t *} r.ip;
expression r.D;
position r.p;
identifier text.v;
@@
  xfs_dinode_from_disk@p(&ip->i_d, D);
+
+ ip->i_projid = v;
+
