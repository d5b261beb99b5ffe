import { PLANS } from '@premieres/contracts';
import { i18n } from '@premieres/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import '../i18n/registerLandingStrings';
import { LandingPage } from './LandingPage';

beforeEach(() => {
  // No API: the trending grid stays hidden.
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('shows the headline, starting price and top bar', async () => {
  await renderPage(<LandingPage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Unlimited movies, premieres and more' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Starts at ₹159. Cancel anytime.')).toBeInTheDocument();
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  expect(within(header).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});

test('shows the three plans with their exact features; Standard is Most Popular', async () => {
  await renderPage(<LandingPage />);
  for (const plan of PLANS) {
    const card = screen.getByTestId(`plan-${plan.id}`);
    expect(within(card).getByRole('heading', { name: plan.name })).toBeInTheDocument();
    expect(card).toHaveTextContent(`₹${plan.price}/month`);
    for (const feature of plan.features) expect(within(card).getByText(feature)).toBeInTheDocument();
  }
  expect(screen.getByTestId('plan-basic')).toHaveTextContent('1 mobile device');
  expect(screen.getByTestId('plan-premium')).toHaveTextContent('4K Ultra HD + HDR');
  const standard = screen.getByTestId('plan-standard');
  expect(within(standard).getByText('Most Popular')).toBeInTheDocument();
  expect(within(standard).getByRole('link', { name: 'Start Premium Trial' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
  expect(screen.getAllByText('Most Popular')).toHaveLength(1);
});

test('shows hero buttons, four feature blurbs, six FAQ items and the money-back guarantee', async () => {
  await renderPage(<LandingPage />);
  expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/auth');
  expect(screen.getByRole('link', { name: 'Add to List' })).toHaveAttribute('href', '/auth');
  expect(screen.getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '#features');
  for (const key of ['tv', 'offline', 'everywhere', 'kids'])
    expect(screen.getByTestId(`feature-${key}`)).toBeInTheDocument();
  expect(screen.getByTestId('feature-everywhere')).toHaveTextContent('available in 190+ countries');
  expect(within(screen.getByTestId('faq-list')).getAllByRole('group')).toHaveLength(6);
  expect(screen.getByText('How much does premieres cost?')).toBeInTheDocument();
  expect(screen.getByTestId('money-back')).toHaveTextContent('30-day money-back guarantee');
  expect(
    screen.getByText('Ready to watch? Enter your email to create or restart your membership.'),
  ).toBeInTheDocument();
});

test('the footer has the phone line, the link columns and a language select', async () => {
  await renderPage(<LandingPage />);
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('Questions? Call 000-800-919-1743');
  const link = (name: string) => within(footer).getByRole('link', { name });
  expect(link('Careers')).toHaveAttribute('href', '/contact');
  expect(link('Media Centre')).toHaveAttribute('href', '/contact');
  expect(link('Gift Cards')).toHaveAttribute('href', '/shipping');
  expect(link('Privacy')).toHaveAttribute('href', '/privacy');
  expect(link('Terms of Use')).toHaveAttribute('href', '/terms');
  expect(link('FAQ')).toHaveAttribute('href', '/faq');
  expect(link('Help Centre')).toHaveAttribute('href', '/help');
  expect(link('About Us')).toHaveAttribute('href', '/about');
  expect(link('Speed Test')).toHaveAttribute('href', '/speed-test');
  expect(within(footer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
});

test('switching to Hindi and then Malayalam translates the page; prices stay in rupees', async () => {
  await renderPage(<LandingPage />);
  const [select] = screen.getAllByRole('combobox', { name: 'Language' });
  if (!select) throw new Error('no language select');
  await act(async () => {
    fireEvent.change(select, { target: { value: 'hi' } });
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अनलिमिटेड फ़िल्में, प्रीमियर और बहुत कुछ');
  expect(screen.getByText('₹159 से शुरू। कभी भी रद्द करें।')).toBeInTheDocument();
  expect(within(screen.getByTestId('plan-standard')).getByText('सबसे लोकप्रिय')).toBeInTheDocument();
  expect(screen.getByTestId('plan-standard')).toHaveTextContent('₹339/माह');

  await act(async () => {
    fireEvent.change(screen.getAllByRole('combobox')[0] as HTMLElement, { target: { value: 'ml' } });
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'പരിധിയില്ലാത്ത സിനിമകളും പ്രീമിയറുകളും അതിലേറെയും',
  );
  expect(screen.getByTestId('plan-premium')).toHaveTextContent('₹699/മാസം');
  expect(i18n.language).toBe('ml');
});

test('the trending grid holds its place while the API answers, then shows its titles', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => [
      { id: 'b', title: 'Second', thumbnail: 'second', trending_position: 2 },
      { id: 'a', title: 'First', thumbnail: 'https://img.example/first.jpg', trending_position: 1 },
    ],
  }) as unknown as typeof fetch;
  await renderPage(<LandingPage />);
  const grid = await screen.findByTestId('trending');
  expect(within(grid).getByRole('heading', { name: 'Trending Now' })).toBeInTheDocument();
  const tiles = await within(grid).findAllByTestId('trending-tile');
  expect(within(grid).queryAllByTestId('trending-placeholder')).toHaveLength(0);
  expect(tiles.map((tile) => tile.textContent)).toEqual(['#1First', '#2Second']);
  expect(tiles[0]).toHaveAttribute('href', '/auth');
  expect(within(tiles[0] as HTMLElement).getByAltText('First')).toHaveAttribute(
    'src',
    'https://img.example/first.jpg',
  );
  expect(within(tiles[1] as HTMLElement).getByAltText('Second')).toHaveAttribute(
    'src',
    '/media/movie-thumbnails/second.jpg',
  );
});

test.each([
  ['an API error', { ok: false, status: 502, json: async () => ({}) }],
  ['an empty list', { ok: true, json: async () => [] }],
  ['an HTML fallback', { ok: true, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) }],
])('the trending grid stays hidden on %s', async (_case, response) => {
  globalThis.fetch = jest.fn().mockResolvedValue(response) as unknown as typeof fetch;
  await renderPage(<LandingPage />);
  expect(globalThis.fetch).toHaveBeenCalledWith('/api/trending', expect.anything());
  await waitFor(() => expect(screen.queryByTestId('trending')).not.toBeInTheDocument());
  expect(screen.queryByText('Trending Now')).not.toBeInTheDocument();
});
