import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

/** Goes to a path of the site. */
export type Navigate = (to: string) => void;

// Inside the shell, App provides react-router's navigate (clicks stay client-side). The islands
// page (/, served without the shell) has no provider: a link is a plain document navigation.
const NavigateContext = createContext<Navigate | null>(null);

export const LandingNavigationProvider = NavigateContext.Provider;

/** A full document navigation (an object, so that tests can watch it: jsdom cannot navigate). */
export const documentNavigation = { go: (to: string) => window.location.assign(to) };

const documentNavigate: Navigate = (to) => documentNavigation.go(to);

/** The provided navigate, or a full document navigation where there is no router. */
export function useLandingNavigate(): Navigate {
  return useContext(NavigateContext) ?? documentNavigate;
}

/** A modified or non-primary click keeps the browser's own behaviour (new tab, download…). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

export interface LandingLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the site, e.g. '/auth'. */
  to: string;
}

/** A link of the landing pages: `<a href>` (as react-router's Link renders it), client-side when a router is provided. */
export function LandingLink({ to, onClick, target, ...rest }: LandingLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
