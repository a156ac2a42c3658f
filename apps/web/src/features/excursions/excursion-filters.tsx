import { Button, Grid, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import {
  EMPTY_EXCURSION_FILTERS,
  EXCURSION_CATEGORIES,
  EXCURSION_DIFFICULTIES,
  EXCURSION_FILTER_ALL,
  type ExcursionFilters as Filters,
  PRICE_BAND_NAMES,
} from '@marsa/trpc/schemas';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';

type ExcursionFiltersProps = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  shown: number;
  total: number;
};

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

const isClear = (filters: Filters) =>
  filters.search === '' &&
  filters.category === EXCURSION_FILTER_ALL &&
  filters.difficulty === EXCURSION_FILTER_ALL &&
  filters.priceRange === EXCURSION_FILTER_ALL;

/** §2/§5 filter card: text search, category, difficulty, price band and 'Clear Filters'. */
export function ExcursionFilters({ filters, onChange, shown, total }: ExcursionFiltersProps) {
  const t = useT().excursions;
  const f = t.filters;
  const all = EXCURSION_FILTER_ALL;
  const categories = [all, ...EXCURSION_CATEGORIES] as const;
  const difficulties = [all, ...EXCURSION_DIFFICULTIES] as const;
  const bands = [all, ...PRICE_BAND_NAMES] as const;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg" data-testid="excursion-filters">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput
            label={f.searchLabel}
            placeholder={f.search}
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
            data-testid="excursion-search"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
          <Select
            label={f.category}
            value={filters.category}
            allowDeselect={false}
            data={categories.map((value) => ({
              value,
              label: value === all ? f.allCategories : t.categories[value],
            }))}
            onChange={(value) => onChange({ ...filters, category: oneOf(categories, value, all) })}
            data-testid="filter-category"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 6, lg: 3 }}>
          <Select
            label={f.difficulty}
            value={filters.difficulty}
            allowDeselect={false}
            data={difficulties.map((value) => ({
              value,
              label: value === all ? f.allDifficulties : t.difficulties[value],
            }))}
            onChange={(value) => onChange({ ...filters, difficulty: oneOf(difficulties, value, all) })}
            data-testid="filter-difficulty"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Select
            label={f.priceRange}
            value={filters.priceRange}
            allowDeselect={false}
            data={bands.map((value) => ({ value, label: value === all ? f.allPrices : t.priceBands[value] }))}
            onChange={(value) => onChange({ ...filters, priceRange: oneOf(bands, value, all) })}
            data-testid="filter-price"
          />
        </Grid.Col>
      </Grid>
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="excursion-count">
          {interpolate(f.showing, { count: shown, total })}
        </Text>
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => onChange(EMPTY_EXCURSION_FILTERS)}
          disabled={isClear(filters)}
        >
          {f.clear}
        </Button>
      </Group>
    </Paper>
  );
}
