import { loadParts, STRINGS_PARTS } from '../i18n/parts';

export * from './providers';

// A page rendered on its own (not through its tab) has the whole namespace's strings; how a tab
// loads its own is tested through AdminRoutes (i18n/parts.test.tsx, with ./providers alone).
beforeAll(() => loadParts(...Object.values(STRINGS_PARTS)));
