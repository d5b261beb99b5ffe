import { useTranslation } from '@premieres/i18n';

// Imported by path (`@premieres/ui/plain/PlainSpinner`), not through the package's shared entry:
// it needs no Chakra, so pages that must not load the UI kit (the shell's first paint, landing) use it.
// Inline styles and an SVG that animates itself (SMIL): it shows before the UI kit has loaded.
const BOX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  color: '#e50914',
} as const;
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Full-area loading state without the UI kit (`minHeight` as the kit's PageSpinner's). */
export function PlainSpinner({ minHeight = BOX.minHeight }: { minHeight?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" style={{ ...BOX, minHeight }}>
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
        <circle
          cx="24"
          cy="24"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="4"
        />
        <path
          d="M24 4a20 20 0 0 1 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        >
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 24 24"
            to="360 24 24"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
      <span style={HIDDEN}>{t('actions.loading')}</span>
    </div>
  );
}
