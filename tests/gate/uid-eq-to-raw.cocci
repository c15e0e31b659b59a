// Mutation for the gate test: turn uid_eq()/gid_eq() back into comparisons
// of the raw struct values, the way unconverted code looks.  On a tree
// where kuid_t/kgid_t are structs these do not compile, and the gate must
// report each of them at its line.
@@
expression A, B;
@@
(
- !uid_eq(A, B)
+ A != B
|
- uid_eq(A, B)
+ A == B
|
- !gid_eq(A, B)
+ A != B
|
- gid_eq(A, B)
+ A == B
)
