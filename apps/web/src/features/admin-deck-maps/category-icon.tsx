import {
  IconBed,
  IconInfoCircle,
  IconMapPin,
  IconMasksTheater,
  IconMassage,
  IconShoppingBag,
  IconSwimming,
  IconToolsKitchen2,
} from '@tabler/icons-react';

const ICONS = {
  dining: IconToolsKitchen2,
  entertainment: IconMasksTheater,
  services: IconInfoCircle,
  shopping: IconShoppingBag,
  recreation: IconSwimming,
  accommodation: IconBed,
  spa: IconMassage,
} as const;

/** The icon of a §9 venue category (a pin for anything else). */
export function CategoryIcon({ category, size = 16 }: { category: string; size?: number }) {
  const Icon = ICONS[category as keyof typeof ICONS] ?? IconMapPin;
  return <Icon size={size} aria-hidden />;
}
