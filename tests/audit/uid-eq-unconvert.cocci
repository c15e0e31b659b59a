// Mutation for the audit test: un-convert uid_eq()/gid_eq() into a compare of
// the values after conversion, __kuid_val(a) == __kuid_val(b), which the audit
// must report as converted-compare at every site.
@@
expression A, B;
@@
- uid_eq(A, B)
+ (__kuid_val(A) == __kuid_val(B))

@@
expression A, B;
@@
- gid_eq(A, B)
+ (__kgid_val(A) == __kgid_val(B))
