import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';
import { categoryLabel, categoryStyle } from './category-style.tsx';
import { ALL_CATEGORIES, type VenueFilters as Filters } from './venue-filter.ts';

type VenueFiltersProps = { categories: string[]; filters: Filters; onChange: (filters: Filters) => void };

/** §2 sidebar filters once a deck is chosen: All Categories plus the deck's categories, and a venue search. */
export function VenueFilters({ categories, filters, onChange }: VenueFiltersProps) {
  const t = useT();
  const text = t.deckMaps.filters;
  const options = [ALL_CATEGORIES, ...categories];

  return (
    <Stack gap="md">
      <TextInput
        label={text.search}
        placeholder={text.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        rightSection={
          filters.search ? (
            <CloseButton
              size="sm"
              aria-label={text.clearSearch}
              onClick={() => onChange({ ...filters, search: '' })}
            />
          ) : null
        }
        data-testid="venue-search"
      />
      <div>
        <Text size="sm" fw={500} mb={6} id="venue-category-label">
          {text.category}
        </Text>
        <Group gap={6} role="group" aria-labelledby="venue-category-label" data-testid="category-filters">
          {options.map((category) => {
            const isActive = filters.category === category;
            const isAll = category === ALL_CATEGORIES;
            const { color, Icon } = categoryStyle(category);
            return (
              <Button
                key={category}
                size="xs"
                radius="xl"
                variant={isActive ? 'filled' : 'light'}
                color={isAll ? undefined : color}
                leftSection={isAll ? null : <Icon size={14} aria-hidden />}
                aria-pressed={isActive}
                onClick={() => onChange({ ...filters, category })}
              >
                {isAll ? text.allCategories : categoryLabel(category, t)}
              </Button>
            );
          })}
        </Group>
      </div>
    </Stack>
  );
}
