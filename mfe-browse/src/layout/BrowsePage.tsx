import { DocumentTitle } from '@premieres/ui/plain/DocumentTitle';
import type { ReactNode } from 'react';
import { BrowsePageStyles } from './BrowsePageStyles';
import { usePageDrawn } from './usePageDrawn';

/** Page frame under the shell's header: a title, an optional intro and the rows (plain elements). */
export function BrowsePage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageDrawn();
  return (
    <main className="bp-main">
      <BrowsePageStyles />
      {typeof title === 'string' ? <DocumentTitle page={title} /> : null}
      <div className="bp-intro">
        <h1 className="bp-title">{title}</h1>
        {intro ? <p className="bp-lead">{intro}</p> : null}
      </div>
      {children}
    </main>
  );
}
