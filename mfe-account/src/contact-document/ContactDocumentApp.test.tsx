import { apiError, type FakeApi, fakeApi } from '@premieres/api-client/testing';
import {
  CONTACT_ERROR_CODES,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_TOO_SHORT,
  EMAIL_INVALID,
} from '@premieres/contracts';
import { initI18n } from '@premieres/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { registerAccountStrings } from '../i18n';
import { ContactDocumentApp } from './ContactDocumentApp';
import { TOAST_MS } from './toasts';

// The prerendered /contact's island (here on React; Preact in the build): the contracts' rules,
// the same texts and toasts as the shell's page, the API's limit.
const OPEN = { locked: false, remainingMinutes: 0 };
const valid = {
  Name: 'Asha Rao',
  Email: 'asha@example.in',
  Subject: 'Billing question',
  Message: 'Please tell me when my plan renews.',
};

let api: FakeApi;
beforeAll(() => {
  initI18n({ language: 'en' });
  registerAccountStrings();
});
beforeEach(() => {
  jest.useFakeTimers();
  api = fakeApi({ 'GET contact/limit': OPEN, 'POST contact': { id: 'm1', limit: OPEN } });
});
afterEach(() => {
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

async function show() {
  render(<ContactDocumentApp />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  return within(screen.getByRole('form', { name: 'Send us a message' }));
}

async function fillAndSend(form: ReturnType<typeof within>, values: Partial<typeof valid>) {
  await act(async () => {
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(form.getByLabelText(label, { exact: true }), { target: { value } });
    }
    fireEvent.click(form.getByRole('button', { name: 'Send Message' }));
    await jest.advanceTimersByTimeAsync(0);
  });
}

test('an invalid message is not sent: the contracts’ messages under the fields, the fix-errors toast', async () => {
  const form = await show();
  await fillAndSend(form, {
    Name: 'A',
    Email: 'not-an-email',
    Subject: 'Billing question',
    Message: 'short',
  });
  expect(api.callsTo('POST contact')).toEqual([]);
  expect(form.getByText(CONTACT_NAME_TOO_SHORT)).toBeTruthy();
  expect(form.getByText(EMAIL_INVALID)).toBeTruthy();
  expect(form.getByText(CONTACT_MESSAGE_TOO_SHORT)).toBeTruthy();
  expect(form.getByLabelText('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Please fix the errors')).toBeTruthy();
});

test('a valid message is posted; the success toast shows, then goes; subject and message are cleared', async () => {
  const form = await show();
  await fillAndSend(form, valid);
  expect(api.callsTo('POST contact').map((call) => call.json)).toEqual([
    { name: 'Asha Rao', email: 'asha@example.in', subject: 'Billing question', message: valid.Message },
  ]);
  expect(screen.getByText('Message sent successfully!')).toBeTruthy();
  expect(screen.getByText("We'll get back to you within 24 hours.")).toBeTruthy();
  expect((form.getByLabelText('Name', { exact: true }) as HTMLInputElement).value).toBe('Asha Rao');
  expect((form.getByLabelText('Subject', { exact: true }) as HTMLInputElement).value).toBe('');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(TOAST_MS);
  });
  expect(screen.queryByText('Message sent successfully!')).toBeNull();
});

test('the third accepted message locks the form for the minutes the API says', async () => {
  api.on('POST contact', { id: 'm3', limit: { locked: true, remainingMinutes: 60 } });
  const form = await show();
  await fillAndSend(form, valid);
  expect(screen.getByTestId('contact-locked').textContent).toContain(
    'Please wait 60 minutes before sending another message.',
  );
  expect(screen.queryByRole('form', { name: 'Send us a message' })).toBeNull();
});

test('a message over the limit (429) shows the locked state and the too-many toast', async () => {
  api.on(
    'POST contact',
    apiError(429, 'Too many submissions', { code: CONTACT_ERROR_CODES.rateLimited, retryAfterMinutes: 59 }),
  );
  const form = await show();
  await fillAndSend(form, valid);
  expect(screen.getByTestId('contact-locked').textContent).toContain('Too many submissions');
  expect(screen.getByTestId('contact-locked').textContent).toContain('Please wait 59 minutes');
});

test('a page opened while locked shows the locked state', async () => {
  api.on('GET contact/limit', { locked: true, remainingMinutes: 12 });
  render(<ContactDocumentApp />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByTestId('contact-locked').textContent).toContain('Please wait 12 minutes');
});
