import { Badge } from '@mantine/core';

type ActiveBadgeProps = { isActive: boolean; labels: { active: string; inactive: string } };

/**
 * 'Active' (green dot) or 'Inactive' (grey dot), as §4 shows departments, promotions, decks and
 * venues. The dot variant keeps the text dark: Mantine's light green badge text fails AA contrast.
 */
export function ActiveBadge({ isActive, labels }: ActiveBadgeProps) {
  return (
    <Badge
      color={isActive ? 'green' : 'gray'}
      variant="dot"
      style={{ flexShrink: 0 }}
      data-testid="status-badge"
      data-active={isActive}
    >
      {isActive ? labels.active : labels.inactive}
    </Badge>
  );
}
