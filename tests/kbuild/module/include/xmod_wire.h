/* the fixture module's message, as sent */
struct xmod_msg {
	unsigned int owner;
	unsigned int group;
};
