import { PAGES } from './pages';
import { ROUTES } from './routes';

describe('the router account builds from its declarations', () => {
  it('has a page for every declared route, and declares every page', () => {
    const declared = ROUTES.map((route) => route.path).sort();
    expect(Object.keys(PAGES).sort()).toEqual(declared);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('asks for sign-in on the account pages (spec §6), nowhere else', () => {
    const guarded = ROUTES.filter((route) => route.access !== 'anyone').map((route) => route.path);
    expect(guarded).toEqual(['/settings', '/profile', '/profiles', '/notifications', '/billing']);
  });
});
