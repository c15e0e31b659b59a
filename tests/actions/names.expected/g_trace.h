TRACE_EVENT(gadget_event,
	TP_PROTO(struct gadget *g),
	TP_ARGS(g),
	TP_STRUCT__entry(
		__field(u32, id)
	),
	TP_fast_assign(
		__entry->id = gadget_id(g);
	),
	TP_printk("id %u", __entry->id)
);
