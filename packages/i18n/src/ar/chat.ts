import type { chat as en } from '../en/chat.ts';
import type { Catalog } from '../types.ts';

export const chat: Catalog<typeof en> = {};
