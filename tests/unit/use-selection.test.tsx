/**
 * The list's rows learn the opened record with the click itself (src/engine/useSelection.ts, issue 41): the
 * row's look changes in the click's first render, not in a second one after it. Any other change of the
 * selection (the address, a close) reaches them once it has rendered.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSelectedRow } from '@/engine/list/selectedRow';
import { useSelection } from '@/engine/useSelection';
import { useUpdateParams } from '@/navigation/useUpdateParams';
import type { ResourceDefinition } from '@/engine/types';

const definition = { name: 'widgets', selectionParam: 'widgetID' } as ResourceDefinition;

afterEach(() => vi.useRealTimers());

function renderSelection(url: string) {
  const row = createSelectedRow();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestMemoryRouter initialEntries={[url]}>{children}</TestMemoryRouter>
  );
  const hook = renderHook(() => useSelection(definition, row), { wrapper });
  return { row, ...hook };
}

describe('useSelection', () => {
  it('tells the rows of a chosen record as it is chosen, before React renders it', () => {
    const { row, result } = renderSelection('/widgets');
    expect(row.get()).toBeUndefined();
    act(() => {
      result.current.select(5);
      expect(row.get()).toBe('5');
    });
    expect(result.current.id).toBe(5);
  });

  it('follows a record opened from the address, and a close', () => {
    vi.useFakeTimers();
    const { row, result } = renderSelection('/widgets?widgetID=7');
    expect(row.get()).toBe('7');
    act(() => result.current.clear());
    void act(() => vi.runAllTimers());
    expect(row.get()).toBeUndefined();
  });
});

describe('a tab chosen at once after a record', () => {
  it('is kept when the record reaches the address', () => {
    vi.useFakeTimers();
    const { result } = renderSelection('/widgets');
    act(() => result.current.select(5));
    // Before the frame after the click has painted, the record's address is not written yet.
    act(() => result.current.setTab(1));
    void act(() => vi.runAllTimers());
    expect(result.current.id).toBe(5);
    expect(result.current.tab).toBe(1);
  });

  it('is kept when chosen while the record is on its way to the address', () => {
    vi.useFakeTimers();
    const { result } = renderSelection('/widgets');
    act(() => result.current.select(5));
    act(() => {
      // The record's write has gone (after the paint, in a transition) and has not rendered yet.
      vi.runAllTimers();
      result.current.setTab(1);
    });
    expect(result.current.id).toBe(5);
    expect(result.current.tab).toBe(1);
  });
});

describe('another change of the address made as a record opens', () => {
  it('keeps the record, whether its write is waiting for the paint or on its way', () => {
    vi.useFakeTimers();
    let search = '';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestMemoryRouter initialEntries={['/widgets']} locationCallback={(l) => (search = l.search)}>
        {children}
      </TestMemoryRouter>
    );
    const { result } = renderHook(
      () => ({ selection: useSelection(definition, createSelectedRow()), update: useUpdateParams() }),
      { wrapper },
    );
    act(() => result.current.selection.select(5));
    // A search applied before the frame after the click has painted: the record is written after it.
    act(() => result.current.update((params) => params.set('filters', 'a')));
    act(() => {
      vi.runAllTimers();
      // And one applied once the record's write has gone, before it renders.
      result.current.update((params) => params.set('sort', 'name'));
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ widgetID: '5', filters: 'a', sort: 'name' });
    expect(result.current.selection.id).toBe(5);
  });
});
