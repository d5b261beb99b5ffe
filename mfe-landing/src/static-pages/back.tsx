import { createContext, useContext } from 'react';

/** What Back does: inside the shell, App provides a router's history step (RouterNavigation). */
export type GoBack = () => void;

const BackContext = createContext<GoBack | null>(null);

export const BackProvider = BackContext.Provider;

/**
 * The provided Back, or none on a prerendered document: there the static pages' island handles
 * the button (`data-back`), since the page is not rendered by JavaScript.
 */
export function useBack(): GoBack | null {
  return useContext(BackContext);
}
