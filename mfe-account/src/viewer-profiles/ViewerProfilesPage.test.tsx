import type { ViewerProfile } from '@premieres/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

// Names stored before the sanitizer may still carry a right-to-left override (U+202E).
const profiles: ViewerProfile[] = [
  { id: 'p1', name: 'Main', avatar: 'sun', kids: false, ceiling: 'A', hasPin: false, isMain: true },
  { id: 'p2', name: '\u202Enimda', avatar: 'kite', kids: false, ceiling: 'A', hasPin: true, isMain: false },
];

describe("'Who's watching?'", () => {
  it("isolates each profile's name (<bdi>), on its tile and in the PIN prompt's sentence", async () => {
    const api = fakeAccountApi({ 'GET viewer-profiles': { items: profiles } });
    await renderAccount('/profiles', { user: testUser });
    const tile = (await screen.findAllByTestId('profile-tile')).find(
      (element) => element.getAttribute('data-profile-name') === '\u202Enimda',
    );
    expect(tile?.querySelector('bdi')).toHaveTextContent(/^\u202Enimda$/);

    fireEvent.click(tile as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const bdi = within(dialog).getByText('\u202Enimda', { selector: 'bdi' });
    // The words around the name stay outside the isolate.
    expect(bdi.parentElement?.textContent).toBe('Enter the PIN of \u202Enimda.');
    expect(api.unanswered).toEqual([]);
  });
});
