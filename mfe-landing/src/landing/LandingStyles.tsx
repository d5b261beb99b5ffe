import { LANDING_CSS } from './landing-css';

/** The landing CSS as one <style> that React 19 hoists into <head> once (also when prerendered). */
export function LandingStyles() {
  return (
    <style href="mfe-landing-page" precedence="default">
      {LANDING_CSS}
    </style>
  );
}
