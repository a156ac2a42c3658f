import { Button } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type EditDeleteTexts = { edit: string; delete: string; editLabel: string; deleteLabel: string };

type EditDeleteButtonsProps = {
  /** The item's name, for the buttons' accessible labels ('Edit {name}'). */
  name: string;
  texts: EditDeleteTexts;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
};

/** The Edit and Delete pair every admin card ends with. */
export function EditDeleteButtons({ name, texts, onEdit, onDelete, isDeleting }: EditDeleteButtonsProps) {
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} />}
        onClick={onEdit}
        aria-label={interpolate(texts.editLabel, { name })}
      >
        {texts.edit}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} />}
        onClick={onDelete}
        loading={isDeleting}
        aria-label={interpolate(texts.deleteLabel, { name })}
      >
        {texts.delete}
      </Button>
    </>
  );
}
