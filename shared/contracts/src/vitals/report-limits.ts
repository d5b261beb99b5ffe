// Apart from the schemas: the pages' reporter (shell and the landing islands) only needs these.

/** Where the shell sends its reports (navigator.sendBeacon, so a plain same-origin URL). */
export const WEB_VITALS_REPORT_URL = '/api/vitals';

/** Samples in one report: the shell sends at most one per metric and page view on each hide. */
export const WEB_VITALS_MAX_SAMPLES = 20;
