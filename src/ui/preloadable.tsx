import { lazy, type ComponentType } from 'react';

/** A lazily loaded component (a page, or a part a page shows at once) whose code can be fetched ahead of its first render. */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  preload(): Promise<unknown>;
  /** Whether the code has arrived: rendered now, it would not suspend. */
  loaded(): boolean;
};

/**
 * Like React.lazy, with `preload()`. Once the code has arrived the component renders at once, without
 * suspending: a Suspense fallback that has to be revealed costs a throttled frame (about 300 ms in
 * React 19), which was most of the time to the first rows of a list.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
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
  function Loadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Loadable, { preload, loaded: () => !!loaded });
}

/**
 * Starts fetching a component's code if it is preloadable; settles when it has arrived (or failed: the
 * render reports a failure).
 */
export function preload(component: unknown): Promise<unknown> {
  if (typeof component === 'function' && 'preload' in component) {
    return (component as Preloadable).preload().catch(() => undefined);
  }
  return Promise.resolve();
}
