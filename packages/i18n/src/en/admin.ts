/** Texts of the admin screens; filled by the admin feature. */
export const admin = {} as const;
