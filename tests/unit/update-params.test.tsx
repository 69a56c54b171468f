/**
 * The address's parameters change through one updater (src/navigation/useUpdateParams.ts): the filters,
 * the sort and a list's tab. Changes made in one handler compose; with react-router's own functional
 * update, each starts from the last render's parameters and the second undoes the first (the Events page's
 * "N new events" button cleared the filters, then restored the sort, and the filters came back).
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUpdateParams } from '@/navigation/useUpdateParams';

function renderUpdater(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ update: useUpdateParams(), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useUpdateParams', () => {
  it('composes the changes made in one handler', () => {
    const { result } = renderUpdater('/events?filters=x&page=3&sort=name&order=ASC');
    act(() => {
      result.current.update((params) => {
        params.delete('filters');
        params.delete('page');
      });
      result.current.update((params) => {
        params.set('sort', 'createdAt');
        params.set('order', 'DESC');
      });
    });
    expect(paramsOf(result.current.location.search)).toEqual({ sort: 'createdAt', order: 'DESC' });
  });

  it('starts a later handler from the address as it then is, however it got there', async () => {
    const { result } = renderUpdater('/roles?serviceNameID=2');
    act(() => result.current.update((params) => params.set('sort', 'name')));
    await act(async () => await Promise.resolve());
    // The person goes elsewhere by a link or Back, not through the updater.
    act(() => result.current.navigate('/roles?serviceNameID=5'));
    await act(async () => await Promise.resolve());
    act(() => result.current.update((params) => params.set('order', 'DESC')));
    expect(paramsOf(result.current.location.search)).toEqual({ serviceNameID: '5', order: 'DESC' });
  });
});
