// The island bundle of the prerendered /speed-test document: a separate entry of the landing
// islands build (webpack.config.ts) on Preact, since the test itself is interactive.
import { startVitalsReporter } from '@premieres/api-client/vitals';
import { landingRouteOf } from '../islands/route-of';
import { STATIC_PAGE_CONTAINER_ID } from './ids';
import { mountSpeedTest } from './speed-test-island';

const container = document.getElementById(STATIC_PAGE_CONTAINER_ID);
if (container) mountSpeedTest(container);
// Field data like the shell's pages (loads web-vitals when idle, reports on hide).
startVitalsReporter({ routeOf: landingRouteOf });
