import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import '../i18n/registerLandingStrings';
import HelpPage from './HelpPage';

test('has a search box, the three support cards and three topic groups', async () => {
  await renderPage(<HelpPage />, { path: '/help' });
  expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search help articles' })).toBeInTheDocument();
  expect(screen.getByText('Available 24/7')).toBeInTheDocument();
  expect(screen.getByText('Send us a message and we will reply within 24 hours.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  expect(screen.getByText('Available 9AM-9PM')).toBeInTheDocument();
  for (const group of ['gettingStarted', 'account', 'watching']) {
    expect(screen.getByTestId(`help-topic-${group}`)).toBeInTheDocument();
  }
});

test('the live-chat button does nothing', async () => {
  await renderPage(<HelpPage />, { path: '/help' });
  fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeInTheDocument();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('six popular articles open /help/{slug} in a new tab', async () => {
  await renderPage(<HelpPage />, { path: '/help' });
  const section = screen.getByRole('heading', { name: 'Popular articles' }).parentElement as HTMLElement;
  const links = within(section).getAllByRole('link');
  expect(links).toHaveLength(6);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
  expect(links[0]).toHaveAttribute('href', '/help/how-to-reset-your-password');
  expect(links[5]).toHaveAttribute('href', '/help/update-your-payment-method-upi-cards-net-banking');
});

test('in Malayalam the titles are translated but the slugs stay the same', async () => {
  await renderPage(<HelpPage />, { path: '/help', language: 'ml' });
  const link = screen.getByRole('link', { name: /പാസ്‌വേഡ് എങ്ങനെ റീസെറ്റ് ചെയ്യാം/ });
  expect(link).toHaveAttribute('href', '/help/how-to-reset-your-password');
});
