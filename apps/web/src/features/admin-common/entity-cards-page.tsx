import { CardGrid, CardGridSkeleton, EmptyState, type ListQuery, ListStates, PageHeader } from '@marsa/ui';
import { Fragment, type ReactNode } from 'react';
import { AddButton } from './add-button.tsx';

type PageTexts = {
  title: string;
  subtitle: string;
  add: string;
  loadFailed: string;
  retry: string;
  empty: { title: string; body: string };
};

type EntityCardsPageProps<T extends { id: number }> = {
  texts: PageTexts;
  query: ListQuery<T[]>;
  /** The rows in the order shown, where the screen sorts them; the query's rows otherwise. */
  rows?: T[];
  /** Names the grid's test id, e.g. 'department' gives `department-list`. */
  name: string;
  /** The empty state's picture. */
  icon: ReactNode;
  /** Height of the placeholder cards' body, to match the real cards while loading. */
  cardBodyHeight?: number;
  /** Figures shown above the cards (and above the empty state). */
  summary?: ReactNode;
  onAdd: () => void;
  renderCard: (row: T) => ReactNode;
  /** The add/edit dialog. */
  children: ReactNode;
};

/**
 * An admin list screen (§2): the heading with the add button, the cards in a grid with the
 * loading, failed and empty states, and the entity's add/edit dialog.
 */
export function EntityCardsPage<T extends { id: number }>(props: EntityCardsPageProps<T>) {
  const { texts } = props;
  const addButton = <AddButton onClick={props.onAdd}>{texts.add}</AddButton>;
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} actions={addButton} />
      <ListStates
        query={props.query}
        texts={texts}
        loading={<CardGridSkeleton bodyHeight={props.cardBodyHeight} />}
        summary={props.summary ? () => props.summary : undefined}
        empty={
          <EmptyState
            icon={props.icon}
            title={texts.empty.title}
            description={texts.empty.body}
            action={addButton}
          />
        }
      >
        {(rows) => (
          <CardGrid testId={`${props.name}-list`}>
            {(props.rows ?? rows).map((row) => (
              <Fragment key={row.id}>{props.renderCard(row)}</Fragment>
            ))}
          </CardGrid>
        )}
      </ListStates>
      {props.children}
    </>
  );
}
