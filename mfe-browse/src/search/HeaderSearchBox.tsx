import { useTranslation } from '@premieres/i18n';
import { ArrowLeft, Search, X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { HeaderSearchStyles } from './HeaderSearchStyles';
import { SearchPopup } from './SearchPopup';
import { moveActive, type SearchOption, searchOptions } from './search-options';
import { resultsPath, titlePath } from './search-paths';
import { useRecentSearches } from './useRecentSearches';
import { useSuggestions } from './useSuggestions';

/**
 * The header's search (spec §2): a button that opens a combobox. Typing shows suggestions (poster,
 * title, year); ArrowUp/Down move through them, Enter opens the highlighted title or, with none
 * highlighted, the results page; Escape closes the list, then the box. Focused and empty, it lists
 * the profile's recent searches. On a phone the open box takes the header's whole row, over the
 * logo, with a back button; from md up it sits in the row. `defaultOpen`: it starts open (focused).
 * Plain elements over header-search-css and the kit's `pk-` parts: the header loads no UI kit.
 */
export function HeaderSearchBox({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation(BROWSE_NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const suggestions = useSuggestions(text);
  const recent = useRecentSearches(open && focused && !text.trim());
  const options = searchOptions(text, suggestions.items, recent.items);
  const showingRecent = !text.trim();
  const popupShown = open && listOpen && (options.length > 0 || (!showingRecent && suggestions.loading));
  const activeIndex = active < options.length ? active : -1;

  // The results page has its own box: the header's would be a second one.
  if (pathname === '/search') return null;

  const close = () => {
    setOpen(false);
    setText('');
    setListOpen(false);
    setActive(-1);
  };
  const go = (path: string, remembered: string) => {
    recent.remember(remembered);
    navigate(path);
    close();
  };
  const choose = (option: SearchOption) => {
    if (option.kind === 'title') go(titlePath(option.suggestion.id), text);
    else go(resultsPath(option.q), option.q);
  };
  const submit = () => {
    if (text.trim()) go(resultsPath(text), text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      setActive(moveActive(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = popupShown ? options[activeIndex] : undefined;
      if (option) choose(option);
      else submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (popupShown) {
        setListOpen(false);
        setActive(-1);
      } else close();
    }
  };
  // Focus leaving the box (not to its own list or buttons) closes the list; an empty box closes.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setListOpen(false);
    setActive(-1);
    if (!text.trim()) setOpen(false);
  };

  if (!open) {
    return (
      <>
        <HeaderSearchStyles />
        <button
          type="button"
          className="pk-btn"
          data-variant="ghost"
          data-size="sm"
          data-icon=""
          aria-label={t('search.open')}
          data-testid="search-open"
          onClick={() => setOpen(true)}
        >
          <Search aria-hidden="true" />
        </button>
      </>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark (found by role)
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onBlur={onBlur}
      data-testid="header-search"
      // Phone: the whole header row (the logo is behind it); md up: in the row, giving way before
      // the logo and navigation do.
      className="hs-box"
    >
      <HeaderSearchStyles />
      <button
        type="button"
        className="pk-btn hs-back"
        data-variant="ghost"
        data-size="sm"
        data-icon=""
        aria-label={t('search.back')}
        onClick={close}
      >
        <ArrowLeft aria-hidden="true" />
      </button>
      <input
        ref={input}
        // biome-ignore lint/a11y/noAutofocus: the member has just opened the box
        autoFocus
        className="pk-input"
        data-size="sm"
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        name="q"
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={popupShown}
        aria-controls={listId}
        aria-activedescendant={popupShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onFocus={() => {
          setFocused(true);
          setListOpen(true);
        }}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setListOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        // Only clearing keeps the box open (a phone closes it with Back): empty, it shows from md up.
        className="pk-btn hs-close"
        data-empty={text ? undefined : ''}
        data-variant="ghost"
        data-size="sm"
        data-icon=""
        aria-label={text ? t('search.clear') : t('search.close')}
        onClick={() => {
          if (!text) return close();
          setText('');
          setActive(-1);
          input.current?.focus();
        }}
      >
        <X aria-hidden="true" />
      </button>
      {popupShown ? (
        <SearchPopup
          listId={listId}
          optionId={optionId}
          options={options}
          active={activeIndex}
          showingRecent={showingRecent}
          loading={suggestions.loading}
          onChoose={choose}
          onHover={setActive}
          onClearRecent={recent.clear}
        />
      ) : null}
    </form>
  );
}
