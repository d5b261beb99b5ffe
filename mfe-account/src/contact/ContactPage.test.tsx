import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifyMock } from '../test/mocks';
import { renderAccount, testUser } from '../test/renderAccount';
import { CONTACT_SUBMISSIONS_KEY } from './submissionLog';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/jestMockFactories').mockApiClient());
jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

const MINUTE = 60_000;
const START = new Date('2025-01-10T10:00:00.000Z').getTime();

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  window.localStorage.clear();
  notifyMock.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Moves the clock in steps, letting React re-render (and re-arm its timers) between them. */
async function advance(ms: number) {
  let left = ms;
  while (left > 0) {
    const step = Math.min(left, 30_000);
    left -= step;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(step);
    });
  }
}

function form() {
  return within(screen.getByRole('form', { name: 'Send us a message' }));
}

// Inside an async act: Chakra's Field notices new error texts through a MutationObserver.
async function fill(values: { name?: string; email?: string; subject?: string; message?: string }) {
  const f = form();
  const labels = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;
  await act(async () => {
    for (const [field, value] of Object.entries(values)) {
      fireEvent.change(f.getByLabelText(labels[field as keyof typeof labels]), { target: { value } });
    }
  });
}

const valid = {
  name: 'Asha',
  email: 'asha@example.com',
  subject: 'Billing question',
  message: 'Please tell me when my plan renews.',
};

async function submit() {
  const button = form().getByRole('button', { name: 'Send Message' });
  await act(async () => {
    fireEvent.click(button);
  });
}

/** One accepted submission: valid values, Send, then the simulated 1 s send. */
async function sendOnce() {
  await fill(valid);
  await submit();
  await advance(1000);
}

describe('/contact form', () => {
  it('shows each rule message and the failure toast, and sends nothing', async () => {
    await renderAccount('/contact');
    await fill({ name: ' A ', email: '', subject: 'Hey', message: 'Too short' });
    await submit();
    const f = form();
    expect(f.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(f.getByText('Email is required')).toBeInTheDocument();
    expect(f.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(f.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith(
      'error',
      'Please fix the errors',
      'Check the highlighted fields and try again.',
    );

    await fill({ email: 'not-an-address' });
    await submit();
    expect(form().getByText('Please enter a valid email address')).toBeInTheDocument();
    await advance(5000);
    expect(notifyMock).not.toHaveBeenCalledWith('success', expect.anything(), expect.anything());
    expect(window.localStorage.getItem(CONTACT_SUBMISSIONS_KEY)).toBeNull();
  });

  it('removes angle brackets before checking (a name of only brackets is too short)', async () => {
    await renderAccount('/contact');
    await fill({ ...valid, name: '<>' });
    await submit();
    expect(form().getByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it('waits 1 second, then shows the success toast and clears subject and message', async () => {
    await renderAccount('/contact');
    await fill(valid);
    await submit();
    await advance(999);
    expect(notifyMock).not.toHaveBeenCalled();
    expect(form().getByRole('button', { name: /Send/ })).toBeDisabled();

    await advance(1);
    expect(notifyMock).toHaveBeenCalledWith(
      'success',
      'Message sent successfully!',
      "We'll get back to you within 24 hours.",
    );
    expect(form().getByLabelText('Subject')).toHaveValue('');
    expect(form().getByLabelText('Message')).toHaveValue('');
    expect(form().getByLabelText('Name')).toHaveValue('Asha');
  });

  it('fills name and e-mail for a signed-in member', async () => {
    await renderAccount('/contact', { user: testUser });
    expect(form().getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(form().getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('locks after 3 accepted submissions within the hour, with the minutes rounded up', async () => {
    await renderAccount('/contact');
    await sendOnce();
    await sendOnce();
    expect(screen.queryByTestId('contact-locked')).not.toBeInTheDocument();
    await sendOnce();

    expect(notifyMock).toHaveBeenCalledTimes(3);
    const locked = screen.getByTestId('contact-locked');
    expect(locked).toHaveTextContent('Too many submissions');
    // First accepted at START + 1 s; now START + 3 s: 59 min 58 s left, shown as 60.
    expect(locked).toHaveTextContent('Please wait 60 minutes before sending another message.');
    expect(screen.queryByRole('form', { name: 'Send us a message' })).not.toBeInTheDocument();

    // 59 min 58 s - 30 min 30 s = 29 min 28 s left: 30 minutes.
    await advance(30 * MINUTE + 30_000);
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 30 minutes');
    // 28 s more: exactly 29 min left.
    await advance(28_000);
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 29 minutes');
  });

  it('keeps the lock across a reload, and opens the form again when the hour is over', async () => {
    const first = await renderAccount('/contact');
    await sendOnce();
    await sendOnce();
    await sendOnce();
    first.unmount();

    await advance(10 * MINUTE);
    await renderAccount('/contact');
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 50 minutes');

    // The first submission (START + 1 s) leaves the window at START + 60 min + 1 s.
    await advance(START + 60 * MINUTE + 1000 - Date.now() - 1);
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 1 minutes');
    await advance(1);
    expect(screen.queryByTestId('contact-locked')).not.toBeInTheDocument();
    // A slot is free again: a 4th message goes through.
    await sendOnce();
    expect(notifyMock).toHaveBeenLastCalledWith(
      'success',
      'Message sent successfully!',
      "We'll get back to you within 24 hours.",
    );
    expect(notifyMock).toHaveBeenCalledTimes(4);
  });

  it('refuses a submission another tab pushed over the limit, with the Too many submissions toast', async () => {
    await renderAccount('/contact');
    const now = Date.now();
    window.localStorage.setItem(CONTACT_SUBMISSIONS_KEY, JSON.stringify([now - 90_000, now - 60_000, now]));
    await fill(valid);
    await submit();
    expect(notifyMock).toHaveBeenCalledWith(
      'error',
      'Too many submissions',
      'Please wait 59 minutes before sending another message.',
    );
    expect(screen.getByTestId('contact-locked')).toBeInTheDocument();
  });

  it('shows the messages in the visitor language', async () => {
    await renderAccount('/contact', { language: 'hi' });
    const send = screen.getByRole('button', { name: 'संदेश भेजें' });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(screen.getByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith(
      'error',
      'कृपया त्रुटियाँ ठीक करें',
      'चिह्नित फ़ील्ड जाँचें और फिर से कोशिश करें।',
    );
  });
});

describe('/contact details', () => {
  it('shows support e-mail, phone, an Indian postal address, the hours and three FAQs', async () => {
    await renderAccount('/contact');
    expect(screen.getByRole('link', { name: 'support@premieres.in' })).toHaveAttribute(
      'href',
      'mailto:support@premieres.in',
    );
    expect(screen.getByRole('link', { name: '000-800-919-1743' })).toHaveAttribute(
      'href',
      'tel:0008009191743',
    );
    expect(screen.getByTestId('contact-address')).toHaveTextContent('India');
    expect(screen.getByTestId('contact-hours-weekdays')).toHaveTextContent('Mon-Fri 9:00 AM-9:00 PM');
    expect(screen.getByTestId('contact-hours-weekend')).toHaveTextContent('Weekend 10:00 AM-6:00 PM');
    const faq = within(screen.getByTestId('faq-list'));
    expect(faq.getAllByText(/\?$/)).toHaveLength(3);
    expect(
      faq.getByText('We answer every message within 24 hours, usually much sooner.'),
    ).toBeInTheDocument();
  });
});
