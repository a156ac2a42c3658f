import type { MantineColor } from '@mantine/core';
import type { Messages } from '@marsa/i18n';
import {
  IconBed,
  IconBuildingStore,
  IconInfoCircle,
  IconMapPin,
  IconMasksTheater,
  IconMassage,
  IconSwimming,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

const STYLES: Record<string, { color: MantineColor; Icon: IconComponent }> = {
  dining: { color: 'orange', Icon: IconToolsKitchen2 },
  entertainment: { color: 'grape', Icon: IconMasksTheater },
  services: { color: 'blue', Icon: IconInfoCircle },
  shopping: { color: 'pink', Icon: IconBuildingStore },
  recreation: { color: 'cyan', Icon: IconSwimming },
  accommodation: { color: 'indigo', Icon: IconBed },
  spa: { color: 'teal', Icon: IconMassage },
};

const FALLBACK = { color: 'gray', Icon: IconMapPin };

/** The colour and icon that mark a venue category in lists, badges and map pins. */
export function categoryStyle(category: string): { color: MantineColor; Icon: IconComponent } {
  return STYLES[category] ?? FALLBACK;
}

/** The category's name in the current language, or the stored name when it is not a known one. */
export function categoryLabel(category: string, t: Messages): string {
  const labels: Record<string, string> = t.deckMaps.categories;
  return labels[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}
