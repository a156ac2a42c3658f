/** The §2 filter tabs. */
export const LEARNING_FILTERS = ['all', 'helpful', 'needsWork', 'corrected'] as const;
export type LearningFilter = (typeof LEARNING_FILTERS)[number];

/** What the filters and search look at (an AI learning row has these fields). */
export type LearningFields = {
  query: string;
  topic: string;
  response: string;
  wasHelpful: boolean | null;
  adminCorrection: string | null;
};

export type LearningStatus = 'corrected' | 'helpful' | 'needsWork' | 'unrated';

/** §4: 'corrected' when an admin correction is present. */
export const isCorrected = (learning: LearningFields): boolean => Boolean(learning.adminCorrection?.trim());

/** The badge a learning gets: corrected first, then the guest's verdict (none yet: unrated). */
export function learningStatus(learning: LearningFields): LearningStatus {
  if (isCorrected(learning)) return 'corrected';
  if (learning.wasHelpful === true) return 'helpful';
  if (learning.wasHelpful === false) return 'needsWork';
  return 'unrated';
}

/** §5: case-insensitive match of the search text on query, topic and response; blank matches all. */
export function matchesSearch(learning: LearningFields, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [learning.query, learning.topic, learning.response].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** §4: helpful and needs work go by wasHelpful; corrected by the presence of a correction. */
export function matchesFilter(learning: LearningFields, filter: LearningFilter): boolean {
  switch (filter) {
    case 'helpful':
      return learning.wasHelpful === true;
    case 'needsWork':
      return learning.wasHelpful === false;
    case 'corrected':
      return isCorrected(learning);
    default:
      return true;
  }
}

/** The learnings shown for a search and a tab, in their original order. */
export function filterLearnings<T extends LearningFields>(
  learnings: readonly T[],
  search: string,
  filter: LearningFilter,
): T[] {
  return learnings.filter((learning) => matchesFilter(learning, filter) && matchesSearch(learning, search));
}

/** How many learnings each tab holds under the current search. */
export function countByFilter(
  learnings: readonly LearningFields[],
  search: string,
): Record<LearningFilter, number> {
  const found = learnings.filter((learning) => matchesSearch(learning, search));
  return {
    all: found.length,
    helpful: found.filter((learning) => matchesFilter(learning, 'helpful')).length,
    needsWork: found.filter((learning) => matchesFilter(learning, 'needsWork')).length,
    corrected: found.filter((learning) => matchesFilter(learning, 'corrected')).length,
  };
}

/** §4: the edit box starts from the correction, or else the original response (also what Cancel restores). */
export const correctionDraft = (learning: LearningFields): string =>
  isCorrected(learning) ? (learning.adminCorrection ?? '') : learning.response;
