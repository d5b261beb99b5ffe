// The three metrics the reporter sends, as static named exports: loaded through this module, the
// web-vitals chunk leaves out what is not reported (TTFB).
export { onCLS, onINP, onLCP } from 'web-vitals';
