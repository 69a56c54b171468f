import { lazy, type ComponentType } from 'react';

/** A lazily loaded page whose code can be fetched ahead of its first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * Like React.lazy, with `preload()`. Once the code has arrived the page renders at once, without
 * suspending: a Suspense fallback that has to be revealed costs a throttled frame (about 300 ms in
 * React 19), which is most of the time to the first rows of a list.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload });
}
