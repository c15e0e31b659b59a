/* the wire encoder alone in its file: no other acl-out site (the rule is gated on its own) */
static void f(struct posix_acl_entry *entry, __be32 *p)
{
	switch (entry->e_tag) {
	case ACL_USER:
		*p++ = htonl(entry->e_id);
		break;
	}
}
