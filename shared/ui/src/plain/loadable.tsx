// Plain React (no UI kit): imported by path, so each build bundles its own copy.
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';

type Module<P> = { default: ComponentType<P> };

export type Loadable<P extends object> = ComponentType<P> & {
  /** Starts the download (or joins the one under way); the component then draws at once. */
  load: () => Promise<Module<P>>;
};

/**
 * A module loaded on demand, as React state: `initial` when it is there already, else undefined
 * until `load()` resolves (a re-render in a transition, not a Suspense retry). A failed load is
 * thrown to the nearest error boundary. One mount loads one module: give it a new key to load another.
 */
export function useLoaded<T>(initial: T | undefined, load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState(() => initial);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one mount loads one module (see above)
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    // Also when the module arrived between this render and its effect: load() has resolved.
    // Drawn as a transition: React renders what the module draws (a page, the UI kit's root and the
    // header) in slices, yielding to the browser, not in one long task (issue 28, Total Blocking
    // Time); what is on screen (the fallback) stays until it is ready.
    load().then(
      (module) => live && startTransition(() => setValue(() => module)),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (failure) throw failure.error;
  return value;
}

/**
 * A component loaded on demand that switches from `fallback` to itself by state, not through
 * Suspense: React holds back a suspended boundary's reveal until 300 ms after its fallback
 * showed, which delayed a member page's first paint by that timer (issue 12). Once loaded (or
 * after `load()` resolved) it draws at once; a failed load is thrown to the nearest error boundary,
 * and the next mount tries again.
 */
export function loadable<P extends object>(
  load: () => Promise<Module<P>>,
  fallback: ReactNode = null,
): Loadable<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, like React.lazy
  function LoadableComponent(props: P) {
    const Component = useLoaded(loaded, start)?.default;
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(LoadableComponent, { load: start });
}
