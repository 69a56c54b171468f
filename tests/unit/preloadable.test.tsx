import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '@/ui/preloadable';

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
});
