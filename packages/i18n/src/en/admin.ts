/** Texts shared by the admin screens. */
export const admin = {
  /** The Arabic counterparts of guest-facing texts, shown beside the English fields. */
  /** What every admin card and dialog says about its item. */
  crud: {
    edit: 'Edit',
    editLabel: 'Edit {name}',
    delete: 'Delete',
    deleteLabel: 'Delete {name}',
    cancel: 'Cancel',
    close: 'Close',
  },
  bilingual: {
    nameAr: 'Name (Arabic)',
    titleAr: 'Title (Arabic)',
    portNameAr: 'Port name (Arabic)',
    descriptionAr: 'Description (Arabic)',
    arabicHint: 'Optional: Arabic screens show the English text when this is empty.',
  },
} as const;
