import type { ToolResults } from '../tools/types.ts';
import { planBySearch } from './plan-search.ts';
import { call, type Plan, type Step } from './plan-types.ts';

/**
 * 'is there an age limit?' after the spa's treatments, once it points at the Marsa Spa: what the
 * place's own record does not hold is asked of the ship's search as a question about that place
 * ('Marsa Spa: is there an age limit?', as a guest naming it would ask), and answered as that
 * question is. Undefined when the search leaves it to the lists.
 */
export function planPlaceQuestion(
  step: Step,
  place: string,
  results: Partial<ToolResults>,
): Plan | undefined {
  const query = placeQuery(step.focus.latest, place);
  if (results.search?.query !== query)
    return step.conversation.failed.includes('search')
      ? undefined
      : call({ toolName: 'search', input: { query } });
  const named: Step = { ...step, focus: { ...step.focus, latest: query, text: query, referent: undefined } };
  return planBySearch(named, results);
}

/** The question led by the place it is about ('Marsa Spa: is there an age limit?'). */
export const placeQuery = (latest: string, place: string) => `${place}: ${latest}`;
