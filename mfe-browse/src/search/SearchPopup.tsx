import { PLACEHOLDER_IMAGE } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { swapToPlaceholder } from '@premieres/ui/plain/placeholder';
import { Clock, Search } from 'lucide-react';
import { BROWSE_NS } from '../i18n';
import type { SearchOption } from './search-options';

interface Props {
  listId: string;
  optionId: (index: number) => string;
  options: readonly SearchOption[];
  active: number;
  /** The box is empty: the options are recent searches (with a clear button). */
  showingRecent: boolean;
  loading: boolean;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
  onClearRecent: () => void;
}

/**
 * The list under the header box (role listbox; the input keeps focus and points at the
 * highlighted option with aria-activedescendant). Below the header on a phone, under the field
 * from md up.
 */
export function SearchPopup(props: Props) {
  const { t } = useTranslation(BROWSE_NS);
  const { options, showingRecent, loading } = props;
  const titles = options.filter((option) => option.kind === 'title').length;
  return (
    <div className="hs-popup" data-testid="search-popup">
      {showingRecent ? (
        <div className="hs-recent">
          <span className="hs-recent-title" id={`${props.listId}-label`}>
            {t('search.recent')}
          </span>
          <button
            type="button"
            className="pk-btn"
            data-size="xs"
            data-variant="ghost"
            aria-label={t('search.clearRecentLabel')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={props.onClearRecent}
          >
            {t('search.clearRecent')}
          </button>
        </div>
      ) : null}
      <div
        className="hs-list"
        role="listbox"
        id={props.listId}
        aria-label={showingRecent ? t('search.recent') : t('search.suggestions')}
      >
        {options.map((option, index) => (
          // The input keeps focus (and the list stays open) when an option is clicked; the keyboard
          // moves through the options from the input (aria-activedescendant), so none is focusable.
          // biome-ignore lint/a11y/useFocusableInteractive: the combobox's input keeps the focus
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
          <div
            key={optionKey(option)}
            id={props.optionId(index)}
            role="option"
            aria-selected={index === props.active}
            data-testid="search-option"
            className="hs-option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => props.onHover(index)}
            onClick={() => props.onChoose(option)}
          >
            <OptionContent option={option} />
          </div>
        ))}
      </div>
      {loading && titles === 0 && !showingRecent ? (
        <div className="hs-loading" role="status">
          <span className="hs-spinner" aria-hidden="true" />
          <span>{t('search.loading')}</span>
        </div>
      ) : null}
    </div>
  );
}

function optionKey(option: SearchOption): string {
  if (option.kind === 'title') return `title:${option.suggestion.id}`;
  return `${option.kind}:${option.q}`;
}

function OptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation(BROWSE_NS);
  if (option.kind === 'title') {
    const { suggestion } = option;
    return (
      <>
        <img
          src={suggestion.thumbnail || PLACEHOLDER_IMAGE}
          alt=""
          className="hs-poster"
          loading="lazy"
          onError={(event) => swapToPlaceholder(event.currentTarget)}
        />
        <div className="hs-text">
          <div className="hs-truncate hs-title">{suggestion.title}</div>
          {suggestion.year ? <div className="hs-year">{suggestion.year}</div> : null}
        </div>
      </>
    );
  }
  const Icon = option.kind === 'recent' ? Clock : Search;
  return (
    <>
      <span className="hs-icon" aria-hidden="true">
        <Icon size={18} />
      </span>
      <span className="hs-truncate">
        {option.kind === 'recent' ? option.q : t('search.seeAll', { query: option.q })}
      </span>
    </>
  );
}
