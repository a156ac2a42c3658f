import { ActionIcon, Group, Textarea, useDirection } from '@mantine/core';
import { IconSend2 } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { canSend } from './quick-asks.ts';

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  isPending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  voice: ReactNode;
};

/** Message input (Enter sends, Shift+Enter breaks the line), the voice button and Send (§2, §5). */
export function Composer({ value, onChange, onSend, isPending, inputRef, voice }: ComposerProps) {
  const t = useT().concierge.input;
  const { dir } = useDirection();
  const isSendable = canSend(value, isPending);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (isSendable) onSend();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isSendable) onSend();
      }}
      data-testid="composer"
    >
      <Group gap={6} wrap="nowrap" align="flex-end">
        {voice}
        <Textarea
          ref={inputRef}
          flex={1}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t.placeholder}
          aria-label={t.label}
          autosize
          minRows={1}
          maxRows={5}
          radius="xl"
          size="md"
          styles={{ input: { paddingInline: 'var(--mantine-spacing-md)' } }}
          enterKeyHint="send"
          data-testid="chat-input"
        />
        <ActionIcon
          type="submit"
          size={42}
          radius="xl"
          disabled={!isSendable}
          aria-label={t.send}
          data-testid="send-button"
        >
          <IconSend2 size={20} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        </ActionIcon>
      </Group>
    </form>
  );
}
