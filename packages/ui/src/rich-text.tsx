import { Box, Stack, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { parseRichText, type RichSegment } from './rich-text-blocks.ts';

type RichTextProps = {
  text: string;
  /** Fixed venue and place names to show in bold wherever they appear. */
  names?: readonly string[];
  /** Set while the text is still streaming in: shows a soft caret after it. */
  isStreaming?: boolean;
};

const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Segments({ segments }: { segments: RichSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.isBold ? (
          <strong key={index}>{segment.text}</strong>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

const caret = (
  <Box
    component="span"
    aria-hidden
    display="inline-block"
    w={8}
    h="1em"
    ml={2}
    bg="currentColor"
    opacity={0.45}
    style={{ verticalAlign: 'text-bottom', borderRadius: 2 }}
  />
);

/**
 * An assistant reply as readable text (§2): headings, bullet and numbered lists and paragraphs,
 * with the ship's fixed names in bold. Lists indent on the reading side, so RTL works as is.
 */
export function RichText({ text, names = [], isStreaming = false }: RichTextProps) {
  const blocks = useMemo(() => parseRichText(text, names), [text, names]);
  const last = blocks.length - 1;
  return (
    <Stack gap={6} data-testid="rich-text">
      {blocks.map((block, index) => {
        const tail = isStreaming && index === last ? caret : null;
        switch (block.kind) {
          case 'heading':
            return (
              <Text key={index} fw={700} mt={index ? 4 : 0} style={WRAP} data-rich="heading">
                <Segments segments={block.segments} />
                {tail}
              </Text>
            );
          case 'paragraph':
            return (
              <Text key={index} style={WRAP} data-rich="paragraph">
                <Segments segments={block.segments} />
                {tail}
              </Text>
            );
          default: {
            const isNumbered = block.kind === 'numbered';
            return (
              <Box
                key={index}
                component={isNumbered ? 'ol' : 'ul'}
                start={isNumbered ? block.start : undefined}
                m={0}
                style={{ paddingInlineStart: '1.35rem', display: 'flex', flexDirection: 'column', gap: 4 }}
                data-rich={block.kind}
              >
                {block.items.map((item, position) => (
                  <Text key={position} component="li" style={WRAP}>
                    <Segments segments={item} />
                    {position === block.items.length - 1 ? tail : null}
                  </Text>
                ))}
              </Box>
            );
          }
        }
      })}
      {blocks.length === 0 && isStreaming ? <Text>{caret}</Text> : null}
    </Stack>
  );
}
