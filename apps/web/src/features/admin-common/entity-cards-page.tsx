import { CardGrid, CardGridSkeleton, EmptyState, type ListQuery, ListStates, PageHeader } from '@marsa/ui';
import { Fragment, type ReactNode } from 'react';
import { AddButton } from './add-button.tsx';

type ListTexts = { loadFailed: string; retry: string; empty: { title: string; body: string } };

type EntityCardsProps<T extends { id: number }> = {
  texts: ListTexts;
  query: ListQuery<T[]>;
  /** The rows in the order shown, where the screen sorts them; the query's rows otherwise. */
  rows?: T[];
  /** Names the grid's test id, e.g. 'department' gives `department-list`. */
  name: string;
  /** The empty state's picture and its next step (the add button). */
  icon: ReactNode;
  addButton: ReactNode;
  /** Placeholder cards shaped like the real ones; plain ones unless given. */
  loading?: ReactNode;
  /** Figures shown above the cards (and above the empty state). */
  summary?: ReactNode;
  renderCard: (row: T) => ReactNode;
};

/** An admin list's cards in a grid, with its loading, failed and empty states. */
export function EntityCards<T extends { id: number }>(props: EntityCardsProps<T>) {
  const { texts } = props;
  return (
    <ListStates
      query={props.query}
      texts={texts}
      loading={props.loading}
      summary={props.summary ? () => props.summary : undefined}
      empty={
        <EmptyState
          icon={props.icon}
          title={texts.empty.title}
          description={texts.empty.body}
          action={props.addButton}
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
  );
}

type EntityCardsPageProps<T extends { id: number }> = Omit<EntityCardsProps<T>, 'addButton' | 'loading'> & {
  texts: ListTexts & { title: string; subtitle: string; add: string };
  /** Height of the placeholder cards' body, to match the real cards while loading. */
  cardBodyHeight?: number;
  onAdd: () => void;
  /** The add/edit dialog. */
  children: ReactNode;
};

/**
 * An admin list screen (§2): the heading with the add button, the cards with their loading,
 * failed and empty states, and the entity's add/edit dialog.
 */
export function EntityCardsPage<T extends { id: number }>({
  cardBodyHeight,
  onAdd,
  children,
  ...cards
}: EntityCardsPageProps<T>) {
  const { texts } = cards;
  const addButton = <AddButton onClick={onAdd}>{texts.add}</AddButton>;
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} actions={addButton} />
      <EntityCards
        {...cards}
        addButton={addButton}
        loading={<CardGridSkeleton bodyHeight={cardBodyHeight} />}
      />
      {children}
    </>
  );
}
