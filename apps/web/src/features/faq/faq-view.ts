type CategoryLabels = Readonly<Record<string, string>>;

/** The server's name for topics imported without a category, per language. */
const UNCATEGORISED = new Set(['General', 'عام']);

/** A category's name in the current language; unknown names are shown as stored, capitalised. */
export function faqCategoryLabel(category: string, labels: CategoryLabels & { general: string }): string {
  if (UNCATEGORISED.has(category)) return labels.general;
  const key = category.trim().toLowerCase();
  return labels[key] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/** How many answers the groups hold. */
export function countTopics(groups: readonly { topics: readonly unknown[] }[]): number {
  return groups.reduce((sum, group) => sum + group.topics.length, 0);
}

/** The search text the server should get: trimmed, or none when blank. */
export function searchTerm(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? trimmed : undefined;
}

/** General questions first (including the server's uncategorised group), the rest in the server's order. */
export function orderFaqGroups<G extends { category: string }>(groups: readonly G[]): G[] {
  const isGeneral = (group: G) =>
    UNCATEGORISED.has(group.category) || group.category.toLowerCase() === 'general';
  return [...groups.filter(isGeneral), ...groups.filter((group) => !isGeneral(group))];
}
