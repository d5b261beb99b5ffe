import { screen } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import '../i18n/registerLandingStrings';
import AboutPage from './AboutPage';
import FaqPage from './FaqPage';
import PrivacyPage from './PrivacyPage';
import ShippingPage from './ShippingPage';
import TermsPage from './TermsPage';

test('/faq lists ten questions, with the plan facts of the spec', async () => {
  await renderPage(<FaqPage />, { path: '/faq' });
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  expect(screen.getAllByRole('group')).toHaveLength(10);
  expect(
    screen.getByText('Plans range from ₹159 to ₹649 a month. There are no extra costs and no contracts.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Basic: 1 screen. Standard: 2 screens. Premium: 4 screens.')).toBeInTheDocument();
  expect(
    screen.getByText('Mobile: 480p. Basic: 720p. Standard: 1080p. Premium: 4K HDR.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});

test.each([
  [AboutPage, 'About premieres', 'Our promise'],
  [PrivacyPage, 'Privacy Policy', 'Cookies'],
  [TermsPage, 'Terms & Conditions', '30-day money-back guarantee'],
  [ShippingPage, 'Shipping & Delivery', 'A fully digital service'],
])('%p is a static page with a Back button', async (Page, title, section) => {
  await renderPage(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});

test('/shipping says nothing is shipped', async () => {
  await renderPage(<ShippingPage />);
  expect(screen.getByText(/Nothing is shipped: there are no physical products/)).toBeInTheDocument();
});

test('static pages are translated', async () => {
  await renderPage(<TermsPage />, { language: 'hi' });
  expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
});
