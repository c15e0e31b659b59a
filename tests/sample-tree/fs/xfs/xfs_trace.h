/*
 * kidpush sample tree: a trace event for dquots, shaped like the XFS
 * tracepoints (spatch cannot parse the event macros; step 13 converts the
 * id through the tp-cocci action).
 */
#ifndef _TRACE_XFS_H
#define _TRACE_XFS_H

DECLARE_EVENT_CLASS(xfs_dquot_class,
	TP_PROTO(struct xfs_dquot *dqp),
	TP_ARGS(dqp),
	TP_STRUCT__entry(
		__field(u32, id)
		__field(unsigned, flags)
	),
	TP_fast_assign(
		__entry->id = be32_to_cpu(dqp->q_core.d_id);
		__entry->flags = dqp->dq_flags;
	),
	TP_printk("id 0x%x flags %u", __entry->id, __entry->flags)
)

#endif /* _TRACE_XFS_H */
