import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import '../i18n/registerLandingStrings';
import { EmailCapture, signUpPath } from './EmailCapture';

async function submit(address: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: address } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  });
}

test('a bad address shows the spec message and stays on the page', async () => {
  await renderPage(<EmailCapture />);
  await submit('not-an-email');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('an address with ".." gets the format message', async () => {
  await renderPage(<EmailCapture />);
  await submit('john..doe@example.com');
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
});

test('an empty address is rejected', async () => {
  await renderPage(<EmailCapture />);
  await submit('   ');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
});

test('the message is translated', async () => {
  await renderPage(<EmailCapture />, { language: 'hi' });
  fireEvent.change(screen.getByRole('textbox', { name: 'ईमेल पता' }), { target: { value: 'nope' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'शुरू करें' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('कृपया एक मान्य ईमेल पता दर्ज करें');
});

test('a good address goes to sign-up with the address filled in', async () => {
  await renderPage(<EmailCapture />);
  await submit('  Priya.Sharma@example.in ');
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/auth?email=Priya.Sharma%40example.in&mode=signup',
  );
});

test('typing again clears the error', async () => {
  await renderPage(<EmailCapture />);
  await submit('bad');
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'bad@' } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('signUpPath encodes the address', () => {
  expect(signUpPath(' a+b@example.com ')).toBe('/auth?email=a%2Bb%40example.com&mode=signup');
});
