import { useLanguagePicker } from '@premieres/i18n';
import { ChevronDown } from 'lucide-react';

/** The interface-language picker of the landing page: a native select without the UI kit. */
export function LandingLanguageSelect() {
  const picker = useLanguagePicker();
  return (
    <span className="lp-select-wrap">
      <select
        className="lp-select"
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
      <ChevronDown aria-hidden="true" />
    </span>
  );
}
