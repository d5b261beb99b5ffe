// The island bundle of the static pages' prerendered documents (/faq, /help, /about, /privacy,
// /terms, /shipping): a separate entry of the landing islands build (webpack.config.ts), a few KB.
import { startVitalsReporter } from '@premieres/api-client/vitals';
import { landingRouteOf } from '../islands/route-of';
import { startStaticPage } from './island';

void startStaticPage();
// Field data like the shell's pages (loads web-vitals when idle, reports on hide).
startVitalsReporter({ routeOf: landingRouteOf });
