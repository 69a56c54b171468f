/**
 * The address's parameters change through one updater (src/navigation/useUpdateParams.ts): the filters,
 * the sort, a list's tab, the chosen record and its tab (the lint refuses react-router's own setter:
 * eslint/conventions.mjs). Each change starts from the address as last written; with react-router's own functional update, each starts from the last render's parameters and
 * the second undoes the first (the Events page's "N new events" button cleared the filters, then restored
 * the sort, and the filters came back).
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { TestMemoryRouter } from 'react-admin';
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
    void act(() => result.current.navigate('/roles?serviceNameID=5'));
    await act(async () => await Promise.resolve());
    act(() => result.current.update((params) => params.set('order', 'DESC')));
    expect(paramsOf(result.current.location.search)).toEqual({ serviceNameID: '5', order: 'DESC' });
  });

  it('starts from a change written and not rendered yet', async () => {
    const { result } = renderUpdater('/users?filters=x');
    await act(async () => {
      result.current.update((params) => params.set('userID', '5'));
      // A later task: the first change is in the history, not yet in a render.
      await Promise.resolve();
      result.current.update((params) => params.delete('filters'));
    });
    expect(paramsOf(result.current.location.search)).toEqual({ userID: '5' });
  });

  it('does the same under a data router, as the component tests use', async () => {
    let location = { search: '' };
    let update: ReturnType<typeof useUpdateParams> = () => undefined;
    const Updater = () => {
      update = useUpdateParams();
      return null;
    };
    renderHook(() => null, {
      wrapper: () => (
        <TestMemoryRouter initialEntries={['/users?filters=x']} locationCallback={(l) => (location = l)}>
          <Updater />
        </TestMemoryRouter>
      ),
    });
    await act(async () => {
      update((params) => params.set('userID', '5'));
      await Promise.resolve();
      update((params) => params.delete('filters'));
    });
    expect(paramsOf(location.search)).toEqual({ userID: '5' });
  });
});
