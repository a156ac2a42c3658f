import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { chat } from './chat.ts';
import { common } from './common.ts';
import { guest } from './guest.ts';

export const en = { common, auth, chat, guest, admin };
