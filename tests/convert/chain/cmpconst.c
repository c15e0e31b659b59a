static void show_anon(struct seq_file *m, struct svc_export *exp)
{
	if (exp->ex_anon_uid != (uid_t)-2 && exp->ex_anon_uid != (0x10000-2))
		seq_printf(m, ",anonuid=%u", exp->ex_anon_uid);
}
