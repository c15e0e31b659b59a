int b_f0(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 0;
	if (x == y || c->flags != 0)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 0 && !c->next;
}

int b_f1(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 1;
	if (x == y || c->flags != 1)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 1 && !c->next;
}

int b_f2(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 2;
	if (x == y || c->flags != 2)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 2 && !c->next;
}

int b_f3(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 3;
	if (x == y || c->flags != 3)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 3 && !c->next;
}

int b_f4(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 4;
	if (x == y || c->flags != 4)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 4 && !c->next;
}

int b_f5(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 5;
	if (x == y || c->flags != 5)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 5 && !c->next;
}

int b_f6(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 6;
	if (x == y || c->flags != 6)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 6 && !c->next;
}

int b_f7(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 7;
	if (x == y || c->flags != 7)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 7 && !c->next;
}

int b_f8(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 8;
	if (x == y || c->flags != 8)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 8 && !c->next;
}

int b_f9(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 9;
	if (x == y || c->flags != 9)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 9 && !c->next;
}

int b_f10(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 10;
	if (x == y || c->flags != 10)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 10 && !c->next;
}

int b_f11(struct conn *c, int x, int y)
{
	int r = (int)c->count + x * 11;
	if (x == y || c->flags != 11)
		r = y - (long)x;
	c->owner = x < y ? x : y;
	c->count = r + c->count / 2;
	return r >= 11 && !c->next;
}
