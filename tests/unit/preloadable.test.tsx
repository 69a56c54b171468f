import { act, render, screen } from '@testing-library/react';
import { Suspense, useMemo, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@/ui/preloadable';
import { useArrived } from '@/ui/useArrived';

const page = (text: string) => async () => ({ default: () => <p>{text}</p> });

describe('preloadable', () => {
  it('renders at once when its code was preloaded, without showing the fallback', async () => {
    const Page = preloadable(page('Loaded'));
    await Page.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('suspends until its code arrives when it was not preloaded', async () => {
    const Page = preloadable(page('Arrived'));
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });

  it('loads its code once, and tries again after a failure', async () => {
    let calls = 0;
    const Page = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: () => <p>Back</p> };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(calls).toBe(2);
  });

  describe('useArrived', () => {
    /** Shows the part only once its code is there, as a page shows a row's detail. */
    function Opened({ wanted, part: Part }: { wanted: boolean; part: ReturnType<typeof preloadable> }) {
      const parts = useMemo(() => [Part], [Part]);
      const ready = useArrived(wanted, parts);
      return <Suspense fallback={<p>Fallback shown</p>}>{wanted && ready ? <Part /> : <p>Not yet</p>}</Suspense>;
    }

    it('shows a part whose code came before it was wanted in the same render', async () => {
      const Part = preloadable(page('Detail'));
      await Part.preload();
      render(<Opened wanted part={Part} />);
      expect(screen.getByText('Detail')).toBeInTheDocument();
    });

    it('fetches the code once wanted and shows the part when it comes, never a fallback', async () => {
      let arrive: () => void = () => undefined;
      let calls = 0;
      const Part = preloadable(() => {
        calls += 1;
        return new Promise<{ default: () => ReactElement }>((done) => {
          arrive = () => done({ default: () => <p>Detail</p> });
        });
      });
      const { rerender } = render(<Opened wanted={false} part={Part} />);
      expect(calls).toBe(0);
      rerender(<Opened wanted part={Part} />);
      expect(screen.getByText('Not yet')).toBeInTheDocument();
      await act(async () => arrive());
      expect(screen.getByText('Detail')).toBeInTheDocument();
      expect(screen.queryByText('Fallback shown')).not.toBeInTheDocument();
      expect(calls).toBe(1);
    });

    it('renders a part whose code failed, so that its error boundary reports it', async () => {
      const Part = preloadable(() => Promise.reject<{ default: () => ReactElement }>(new Error('offline')));
      render(<Opened wanted part={Part} />);
      expect(await screen.findByText('Fallback shown')).toBeInTheDocument();
    });
  });
});
