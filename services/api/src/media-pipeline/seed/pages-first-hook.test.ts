import Fastify from 'fastify';
import { pagesFirstHook } from './pages-first-hook';

describe('pagesFirstHook', () => {
  it("counts a browser's page loads, not its scripts, images, API calls or writes", async () => {
    let pages = 0;
    const app = Fastify();
    app.addHook(
      'onRequest',
      pagesFirstHook(() => {
        pages += 1;
      }),
    );
    app.all('/*', async () => 'ok');
    const load = (method: 'GET' | 'POST', headers: Record<string, string>) =>
      app.inject({ method, url: '/movies', headers });
    try {
      await load('GET', { 'sec-fetch-dest': 'document', accept: 'text/html' });
      expect(pages).toBe(1);
      await load('GET', { 'sec-fetch-dest': 'script', accept: '*/*' });
      await load('GET', { 'sec-fetch-dest': 'empty', accept: 'text/html, application/json' });
      await load('GET', { 'sec-fetch-dest': 'image' });
      await load('POST', { 'sec-fetch-dest': 'document', accept: 'text/html' });
      expect(pages).toBe(1);
      // A browser without fetch metadata: its Accept says a page.
      await load('GET', { accept: 'text/html,application/xhtml+xml' });
      await load('GET', { accept: 'application/json' });
      expect(pages).toBe(2);
    } finally {
      await app.close();
    }
  });
});
