import { PlainLanguageSelect } from '@premieres/ui/plain/PlainLanguageSelect';
import { ChevronDown } from 'lucide-react';

/** The interface-language picker of the landing page: a native select without the UI kit. */
export function LandingLanguageSelect() {
  return (
    <span className="lp-select-wrap">
      <PlainLanguageSelect className="lp-select" />
      <ChevronDown aria-hidden="true" />
    </span>
  );
}
