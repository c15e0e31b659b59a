/* row task: a task's object owned by "root" when the task is not dumpable: the
 * root of the task's namespace, not of the initial one. */
#include <linux/ns.h>

void task_owner(struct task_struct *task, struct inode *inode)
{
	if (task_dumpable(task))
		inode->i_uid = task->cred->euid;
	else
		inode->i_uid = GLOBAL_ROOT_UID; /* expect: ns-ignored */
}
