import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListStates } from './list-states.tsx';

const texts = { loadFailed: 'Could not load', retry: 'Try again' };
const renderIn = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const query = (state: { isPending?: boolean; isError?: boolean; data?: string[] }) => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

afterEach(cleanup);

describe('ListStates', () => {
  it('shows placeholder cards while the list loads', () => {
    renderIn(
      <ListStates query={query({ isPending: true })} texts={texts}>
        {() => 'items'}
      </ListStates>,
    );
    expect(screen.getByTestId('list-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('items')).toBeNull();
  });

  it('shows a failed load with a retry that refetches', () => {
    const failed = query({ isError: true });
    renderIn(
      <ListStates query={failed} texts={texts}>
        {() => 'items'}
      </ListStates>,
    );
    expect(screen.getByText('Could not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty list, with the summary above it', () => {
    renderIn(
      <ListStates
        query={query({ data: [] })}
        texts={texts}
        empty={<p>Nothing yet</p>}
        summary={(rows) => <p>{rows.length} rows</p>}
      >
        {() => 'items'}
      </ListStates>,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.getByText('0 rows')).toBeTruthy();
    expect(screen.queryByText('items')).toBeNull();
  });

  it('hands the loaded items to its children', () => {
    renderIn(
      <ListStates query={query({ data: ['a', 'b'] })} texts={texts} empty="Nothing yet">
        {(rows) => rows.join(' and ')}
      </ListStates>,
    );
    expect(screen.getByText('a and b')).toBeTruthy();
  });
});
