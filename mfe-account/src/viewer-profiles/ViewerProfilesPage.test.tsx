import { apiError } from '@premieres/api-client/testing';
import type { ViewerProfile } from '@premieres/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('asks the PIN of a protected profile: digits only, sent once complete, a refusal shown and the PIN cleared', async () => {
    let wrong = true;
    const api = fakeAccountApi({
      'GET viewer-profiles': { items: profiles },
      'POST viewer-profiles/:id/select': () =>
        wrong
          ? apiError(403, 'Wrong PIN', { code: 'VIEWER_PIN_WRONG', messageId: 'viewer.pinWrong' })
          : { profile: profiles[1], token: 'viewer-token' },
    });
    await renderAccount('/profiles', { user: testUser });
    const tile = (await screen.findAllByTestId('profile-tile')).find(
      (element) => element.getAttribute('data-profile-name') === '\u202Enimda',
    );
    fireEvent.click(tile as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByTestId('pin-input') as HTMLInputElement;
    const submit = within(dialog).getByRole('button', { name: 'Continue' });

    fireEvent.change(input, { target: { value: '12a3' } });
    expect(input.value).toBe('123');
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: '12345' } });
    expect(input.value).toBe('1234');
    expect(submit).toBeEnabled();

    fireEvent.click(submit);
    expect(await within(dialog).findByText('Wrong PIN.')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(submit).toBeDisabled();
    // The refusal stays while the next PIN is typed.
    fireEvent.change(input, { target: { value: '4321' } });
    expect(within(dialog).getByText('Wrong PIN.')).toBeInTheDocument();

    wrong = false;
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST viewer-profiles/:id/select').map((call) => call.json)).toEqual([
      { pin: '1234' },
      { pin: '4321' },
    ]);
    expect(api.unanswered).toEqual([]);
  });
});
