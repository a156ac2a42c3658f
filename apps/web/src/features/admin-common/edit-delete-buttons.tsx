import { Button, Group, type GroupProps } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';

type EditDeleteTexts = { edit: string; delete: string; editLabel?: string; deleteLabel?: string };

/** What an admin card's Edit and Delete buttons do. */
export type CardActions = { onEdit: () => void; onDelete: () => void; isDeleting: boolean };

type EditDeleteButtonsProps = CardActions &
  GroupProps & {
    /** The item's name, for the buttons' accessible labels ('Edit {name}'). */
    name?: string;
    /** Other words than the admin's usual Edit and Delete (the selected deck's). */
    texts?: EditDeleteTexts;
  };

const labelFor = (label: string | undefined, name: string | undefined) =>
  label && name ? interpolate(label, { name }) : undefined;

/** The Edit and Delete pair every admin card (and the selected deck) ends with. */
export function EditDeleteButtons({
  name,
  texts: given,
  onEdit,
  onDelete,
  isDeleting,
  ...group
}: EditDeleteButtonsProps) {
  const crud = useT().admin.crud;
  const texts = given ?? crud;
  return (
    <Group gap="xs" {...group}>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} />}
        onClick={onEdit}
        aria-label={labelFor(texts.editLabel, name)}
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
        aria-label={labelFor(texts.deleteLabel, name)}
      >
        {texts.delete}
      </Button>
    </Group>
  );
}
