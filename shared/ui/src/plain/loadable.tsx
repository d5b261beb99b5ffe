// Plain React (no UI kit): imported by path, so each build bundles its own copy.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

type Module<P> = { default: ComponentType<P> };

export type Loadable<P extends object> = ComponentType<P> & {
  /** Starts the download (or joins the one under way); the component then draws at once. */
  load: () => Promise<Module<P>>;
};

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
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
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
    const [Component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      // Also when the module arrived between this render and its effect: start() has resolved.
      start().then(
        (module) => live && setComponent(() => module.default),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(LoadableComponent, { load: start });
}
