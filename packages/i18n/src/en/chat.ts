/** Texts of the chat screens; filled by the chat feature. */
export const chat = {} as const;
