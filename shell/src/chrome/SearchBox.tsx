import { useTranslation } from '@premieres/i18n';
import { ArrowLeft, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n';
import { searchTarget } from './nav-items';

interface Props {
  /** The results page (the route that declares `nav: search`). */
  to: string;
  /** The box opened or closed (the header swaps in browse's box only while this one is closed or empty). */
  onOpenChange?: (open: boolean) => void;
  /** What the member has typed so far (the header keeps this box while it holds some). */
  onTextChange?: (text: string) => void;
}

/**
 * The plain search box, kept for when browse's (suggestions as you type) cannot load: a button
 * that opens a text field; submitting opens the results page. On a phone the open box takes the
 * header's whole row, over the logo, with a back button.
 */
export function SearchBox({ to, onOpenChange, onTextChange }: Props) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [open, setOpenState] = useState(false);
  const [text, setTextState] = useState('');
  const setText = (next: string) => {
    setTextState(next);
    onTextChange?.(next);
  };
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(to, text);
    if (!target) return;
    navigate(target);
    setOpen(false);
    setText('');
  };

  if (!open) {
    return (
      <button
        type="button"
        className="pk-btn"
        data-variant="ghost"
        data-size="sm"
        data-icon=""
        aria-label={t('header.openSearch')}
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden="true" />
      </button>
    );
  }
  return (
    // Phone: the whole header row, over the logo (chrome-css .ah-search); md up: in the row.
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark (found by role)
    <form role="search" onSubmit={submit} className="ah-search">
      <button
        type="button"
        className="pk-btn ah-narrow-only"
        data-variant="ghost"
        data-size="sm"
        data-icon=""
        aria-label={t('header.closeSearch')}
        onClick={() => setOpen(false)}
      >
        <ArrowLeft aria-hidden="true" />
      </button>
      <input
        // biome-ignore lint/a11y/noAutofocus: the member has just asked for the box
        autoFocus
        className="pk-input"
        data-size="sm"
        type="search"
        name="q"
        value={text}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <button
        type="button"
        className="pk-btn ah-wide-only"
        data-variant="ghost"
        data-size="sm"
        data-icon=""
        aria-label={t('header.closeSearch')}
        onClick={() => setOpen(false)}
      >
        <X aria-hidden="true" />
      </button>
    </form>
  );
}
