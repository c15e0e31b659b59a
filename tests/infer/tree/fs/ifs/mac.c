/* tests/infer fixture: a kernel id handed to a function-like macro whose body
 * casts it to a raw integer (nfsd's nfsd_ruid(rq, uid) ((u32)(uid))): the
 * site is the argument, written here, not the whole call. */
#include "ifs.h"

#define ifs_ruid(rq, uid)	((u32)(uid))

unsigned int htonl(unsigned int x);

void ifs_encode(u32 *p, void *rq, struct inode *inode)
{
	*p = htonl((u32) ifs_ruid(rq, inode->i_uid));
}

/* the same inside a sink that is itself a macro (cpu_to_le32(x)) */
void ifs_encode_disk(struct ifs_disk_inode *di, void *rq, struct inode *inode)
{
	di->d_uid = cpu_to_le32((u32) ifs_ruid(rq, inode->i_uid));
}

/* SET_UID(var, id) of highuid.h: a reply to the calling process (ncpfs'
 * ioctl), the site at its id argument */
#define SET_UID(var, uid) do { (var) = (uid) & 0xFFFF; } while (0)
void ifs_reply(unsigned short *out, struct inode *inode)
{
	SET_UID(*out, inode->i_uid);
}
