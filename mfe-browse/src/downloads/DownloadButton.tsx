import { useTranslation } from '@premieres/i18n';
import { Download } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { BROWSE_NS } from '../i18n';
import { DownloadStyles } from './DownloadStyles';

/**
 * The Download button that opens the quality choice: the same before the download manager has
 * loaded (LazyDownloadControl) and after (DownloadControl), so nothing moves when it arrives.
 */
export function DownloadButton({
  label,
  compact,
  onClick,
  ...intent
}: {
  label?: string;
  compact: boolean;
  onClick: () => void;
} & Pick<HTMLAttributes<HTMLButtonElement>, 'onPointerEnter' | 'onFocus'>) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <>
      <DownloadStyles />
      <button
        type="button"
        className="pk-btn"
        data-size={compact ? 'sm' : 'lg'}
        data-variant="outline"
        aria-label={label}
        onClick={onClick}
        data-testid="download-button"
        {...intent}
      >
        <Download /> {compact ? null : t('downloads.download')}
      </button>
    </>
  );
}
