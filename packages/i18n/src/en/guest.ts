/** Texts of the guest screens; filled by the guest feature. */
export const guest = {} as const;
