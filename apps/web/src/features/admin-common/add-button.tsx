import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type AddButtonProps = ButtonProps & { onClick: () => void; children: ReactNode; 'data-testid'?: string };

/** The '+ Add …' button of an admin list, in its header and in its empty state. */
export function AddButton(props: AddButtonProps) {
  return <Button leftSection={<IconPlus size={props.size === 'sm' ? 16 : 18} />} {...props} />;
}
