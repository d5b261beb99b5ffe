import { screen } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { renderAccount, testUser } from '../test/renderAccount';

beforeEach(() => fakeAccountApi());

describe('/auth-test', () => {
  it('shows a signed-out session', async () => {
    await renderAccount('/auth-test');
    expect(screen.getByTestId('auth-test-loading')).toHaveTextContent('No');
    expect(screen.getByTestId('auth-test-user')).toHaveTextContent('Signed out');
    expect(screen.getByTestId('auth-test-email')).toHaveTextContent('None');
    expect(screen.getByTestId('auth-test-role')).toHaveTextContent('user');
    expect(screen.getByTestId('auth-test-is-admin')).toHaveTextContent('No');
  });

  it('shows an admin with both flags and the links', async () => {
    await renderAccount('/auth-test', { user: { ...testUser, role: 'admin' } });
    expect(screen.getByTestId('auth-test-email')).toHaveTextContent('asha@example.com');
    expect(screen.getByTestId('auth-test-id')).toHaveTextContent('u-1');
    expect(screen.getByTestId('auth-test-role')).toHaveTextContent('admin');
    expect(screen.getByTestId('auth-test-is-admin')).toHaveTextContent('Yes');
    expect(screen.getByTestId('auth-test-is-moderator')).toHaveTextContent('Yes');
    expect(screen.getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin');
  });

  it('shows the loading state of the first session check', async () => {
    await renderAccount('/auth-test', { loading: true });
    expect(screen.getByTestId('auth-test-loading')).toHaveTextContent('Yes');
  });
});
