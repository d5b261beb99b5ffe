import { useTranslation } from '@premieres/i18n';
import { KitStyles, PageStyle } from '@premieres/ui/plain/PageStyle';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedTitleGrid } from '../catalogue/PagedTitleGrid';
import { BROWSE_NS } from '../i18n';
import { BrowsePage } from '../layout/BrowsePage';
import { useSlicedReady } from '../layout/sliced-render';
import { FIRST_SCREEN_CARDS } from '../rows/rowSources';
import { SEARCH_PAGE_CSS } from './search-page-css';
import { useDebouncedValue } from './useDebouncedValue';
import { useRecentSearches } from './useRecentSearches';
import { useSearchResults } from './useSearchResults';

/** Typing on the page settles this long before the URL (and the results) follow. */
const URL_DEBOUNCE_MS = 300;

/**
 * `/search?q=`: the results of a query, shareable by its URL. The page's own box edits the query:
 * the URL follows typing (replacing the entry), and clearing the box clears the results and the
 * URL's q at once. Plain elements (search-page-css.ts, the kit's pk- classes): no UI kit on its
 * first screen.
 */
export function SearchPage() {
  const { t } = useTranslation(BROWSE_NS);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  // What this page last wrote into the URL: any other q is a navigation (back, a header search).
  const written = useRef(q);
  useEffect(() => {
    if (q !== written.current) {
      written.current = q;
      setText(q);
    }
  }, [q]);
  const write = (next: string) => {
    written.current = next;
    setParams(next ? { q: next } : {}, { replace: true });
  };
  const settled = useDebouncedValue(text.trim(), URL_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only settled typing moves the URL
  useEffect(() => {
    if (settled && settled !== written.current && settled === text.trim()) write(settled);
  }, [settled]);
  const recent = useRecentSearches(false);
  const results = useSearchResults(q);
  // The results draw in slices once they arrive (issue 28: a grid of cards in one long task).
  const resultsDrawn = useSlicedReady(!results.isLoading);

  const clear = () => {
    setText('');
    write('');
  };
  const title = q ? t('search.title', { query: q }) : t('search.pageTitle');
  const summary = !q
    ? t('search.prompt')
    : !resultsDrawn
      ? undefined
      : results.total > 0
        ? t('search.count', { count: results.total })
        : t('search.none');
  return (
    <BrowsePage title={title} intro={summary}>
      <KitStyles />
      <PageStyle name="mfe-browse-search-page" css={SEARCH_PAGE_CSS} />
      <div className="sp-box">
        {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark (the first paint pictures its box; a <search> would add one) */}
        <form
          className="sp-form"
          role="search"
          aria-label={t('search.label')}
          onSubmit={(event) => {
            event.preventDefault();
            const next = text.trim();
            if (!next) return clear();
            write(next);
            recent.remember(next);
          }}
        >
          <span className="sp-icon" aria-hidden="true">
            <Search />
          </span>
          <input
            className="pk-input"
            data-size="lg"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            name="q"
            value={text}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            data-testid="search-page-input"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setText(next);
              // Emptied: the results go at once, not after the pause.
              if (!next.trim()) write('');
            }}
          />
          {text ? (
            <button
              type="button"
              className="pk-btn"
              data-variant="ghost"
              data-icon=""
              aria-label={t('search.clear')}
              onClick={clear}
            >
              <X />
            </button>
          ) : null}
        </form>
      </div>
      {q ? (
        !resultsDrawn ? (
          <PlainSpinner minHeight="40vh" />
        ) : (
          <div className="sp-results" data-testid="search-results">
            {/* The first screen's cards, as the document's first paint drew them (layout/first-paint.ts). */}
            <PagedTitleGrid grid={results} priorityCards={FIRST_SCREEN_CARDS} />
          </div>
        )
      ) : null}
    </BrowsePage>
  );
}
