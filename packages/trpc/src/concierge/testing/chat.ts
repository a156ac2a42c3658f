import type { Db } from '@marsa/db';
import type { PublicUser } from '../../auth/public-user.ts';
import { messageText } from '../../domains/chat/content.ts';
import { startChatTurn } from '../../domains/chat/turn.ts';
import { insertGuest } from './fixtures.ts';

export type StoredReply = { text: string; content: string };

/** A guest of the test ship, with the chat turns the real chat route runs (messages stored, history read back). */
export async function chatGuest(db: Db, fullName = 'Test Guest') {
  const id = await insertGuest(db, fullName);
  const user: PublicUser = {
    id,
    username: `g${id}`,
    fullName,
    roomNumber: '7012',
    deck: '7',
    isAdmin: false,
  };
  const config = { brandName: 'Marsa', secureCookies: false, uploadDir: '/tmp' };
  const say = async (text: string, lang: 'en' | 'ar' = 'en'): Promise<StoredReply> => {
    const turn = await startChatTurn({ db, config }, user, text, lang);
    await turn.result.consumeStream();
    const message = await turn.settled();
    return { text: messageText(message.content), content: message.content };
  };
  return { user, say };
}
