// Plain React (no UI kit): imported by path, so each build bundles its own copy. The context is kept
// on globalThis so every build's copy shares one: an island inside the shell's UiProvider (or
// another island) draws its children as they are.
import { type Context, createContext, type ReactNode, useContext } from 'react';
import { useLoaded } from './loadable';

type UiKit = typeof import('@premieres/ui');

const INSIDE_KEY = Symbol.for('premieres.ui-kit.inside');
const registry = globalThis as unknown as Record<symbol, Context<boolean> | undefined>;

/** True below a UiProvider that the shell or an island drew. */
registry[INSIDE_KEY] ??= createContext(false);
export const InsideUiKit: Context<boolean> = registry[INSIDE_KEY];

let loadedKit: UiKit | undefined;
let pendingKit: Promise<UiKit> | undefined;

/**
 * Loads the shared UI kit (Chakra, its theme, the toaster) once per page, from the shell's shared
 * scope: pages drawn without it (issue 28: a member page's first screen) call this when the member
 * first needs a part drawn with it (a menu, a dialog, a toast), or to warm it up on intent.
 */
export function loadUiKit(): Promise<UiKit> {
  pendingKit ??= import('@premieres/ui').then(
    (kit) => {
      loadedKit = kit;
      return kit;
    },
    (error: unknown) => {
      pendingKit = undefined;
      throw error;
    },
  );
  return pendingKit;
}

/**
 * Draws `children` (parts built with the UI kit) inside it, loading the kit first unless an outer
 * UiProvider is there already; `fallback` shows meanwhile. A failed load goes to the nearest error
 * boundary, as any lazy part's.
 */
export function UiIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inside = useContext(InsideUiKit);
  if (inside) return children;
  return <LoadedIsland fallback={fallback}>{children}</LoadedIsland>;
}

function LoadedIsland({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const kit = useLoaded(loadedKit, loadUiKit);
  if (!kit) return fallback;
  return (
    <kit.UiProvider>
      <InsideUiKit.Provider value={true}>{children}</InsideUiKit.Provider>
    </kit.UiProvider>
  );
}
