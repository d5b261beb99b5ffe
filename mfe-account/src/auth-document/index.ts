// The island bundle of the prerendered /auth document: an entry of mfe-account's islands build
// (webpack.config.ts) on Preact.
import { startVitalsReporter } from '@premieres/api-client/vitals';
import { STATIC_PAGE_CONTAINER_ID } from '@premieres/ui/plain/static-page-ids';
import { mountAuth } from './island';

const container = document.getElementById(STATIC_PAGE_CONTAINER_ID);
if (container) void mountAuth(container);
// Field data like the shell's pages (loads web-vitals when idle, reports on hide).
startVitalsReporter({ routeOf: () => '/auth' });
