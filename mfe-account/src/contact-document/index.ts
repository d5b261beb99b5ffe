// The island bundle of the prerendered /contact document: an entry of mfe-account's islands build
// (webpack.config.ts) on Preact.
import { startVitalsReporter } from '@premieres/api-client/vitals';
import { STATIC_PAGE_CONTAINER_ID } from '@premieres/ui/plain/static-page-ids';
import { mountContact } from './island';

const container = document.getElementById(STATIC_PAGE_CONTAINER_ID);
if (container) void mountContact(container);
// Field data like the shell's pages (loads web-vitals when idle, reports on hide).
startVitalsReporter({ routeOf: () => '/contact' });
