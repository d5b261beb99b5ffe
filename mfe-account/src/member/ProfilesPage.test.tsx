import { fireEvent, screen } from '@testing-library/react';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/jestMockFactories').mockApiClient());

describe('/profiles', () => {
  it('shows the two sample profiles and Add Profile, which do nothing', async () => {
    await renderAccount('/profiles', { user: testUser });
    expect(screen.getByRole('heading', { name: 'Profiles' })).toBeInTheDocument();
    const tiles = screen.getAllByTestId('profile-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Main', 'Kids', 'Add Profile']);
    for (const tile of tiles) fireEvent.click(tile);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profiles$/);
    expect(screen.getAllByTestId('profile-tile')).toHaveLength(3);
  });

  it('is open to visitors and translated', async () => {
    await renderAccount('/profiles', { language: 'ml' });
    expect(screen.getByRole('button', { name: 'കുട്ടികൾ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'പ്രൊഫൈൽ ചേർക്കുക' })).toBeInTheDocument();
  });
});
