/* row task, fixed (and the initial root as the fallback for an unmapped root). */
#include <linux/ns.h>

void taskf_owner(struct task_struct *task, struct inode *inode)
{
	kuid_t uid = task->cred->euid;
	if (!task_dumpable(task)) {
		uid = make_kuid(task->mm->user_ns, 0);
		if (!uid_valid(uid))
			uid = GLOBAL_ROOT_UID;
	}
	inode->i_uid = uid;
}

/* a kernel thread's objects are the initial root's: a property of the task, not
 * the task handed to a call */
void kthread_owner(struct task_struct *task, struct inode *inode, int kthread)
{
	if (kthread_flag(task->cred, kthread))
		inode->i_uid = GLOBAL_ROOT_UID;
}
