// The landing page as static HTML, rendered in Node by react-dom/server: `npm start` and the release
// build prerender / with it, so the first paint needs no JavaScript and no browser on the machine.
import { initI18n } from '@premieres/i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { LANDING_CSS } from './landing/landing-css';

export interface PrerenderedPage {
  /** The page's markup, without the <style> React hoists (the CSS travels in `css`). */
  html: string;
  css: string;
}

const HOISTED_STYLE = /<style[^>]*data-precedence[^>]*>[\s\S]*?<\/style>/g;

/** The English landing page as a visitor's browser first paints it (no trending grid until the API answers). */
export function prerenderLandingPage(): PrerenderedPage {
  initI18n({ language: 'en' });
  const html = renderToString(
    <MemoryRouter initialEntries={['/']}>
      <App />
    </MemoryRouter>,
  );
  return { html: html.replace(HOISTED_STYLE, ''), css: LANDING_CSS };
}
