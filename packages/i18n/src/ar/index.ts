import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { chat } from './chat.ts';
import { common } from './common.ts';
import { guest } from './guest.ts';

import type { Messages } from '../messages.ts';

export const ar: Messages = { common, auth, chat, guest, admin };
