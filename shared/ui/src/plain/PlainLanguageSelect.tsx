/** @jsxRuntime automatic @jsxImportSource react */
import { useLanguagePicker } from '@premieres/i18n';

/**
 * The interface-language picker as a native select, for pages drawn without the UI kit (the
 * landing document, the prerendered /auth): the page's stylesheet styles it through `className`.
 */
export function PlainLanguageSelect({ className }: { className: string }) {
  const picker = useLanguagePicker();
  return (
    <select
      className={className}
      aria-label={picker.label}
      data-testid="language-select"
      value={picker.value}
      onChange={picker.onChange}
    >
      {picker.options.map(({ code, name }) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
