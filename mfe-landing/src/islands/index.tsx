// The islands bundle of the landing document (/, /home, /index): built by this remote's webpack
// config as a separate, non-federated entry on Preact, so a visitor's first page needs neither the
// shell nor React. Clicks that leave the page are document navigations (landing/navigation.tsx).
import { startVitalsReporter } from '@premieres/api-client/vitals';
import { LANDING_CONTAINER_ID } from './ids';
import { mountIslands } from './mount';
import { landingRouteOf } from './route-of';

const container = document.getElementById(LANDING_CONTAINER_ID);
if (container) mountIslands(container);
// Field data like the shell's pages (loads web-vitals when idle, reports on hide).
startVitalsReporter({ routeOf: landingRouteOf });
