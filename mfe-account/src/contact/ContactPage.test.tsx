import { apiError, type FakeApi } from '@premieres/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { notifyMock } from '../test/mocks';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

const MINUTE = 60_000;
const START = new Date('2025-01-10T10:00:00.000Z').getTime();
const OPEN = { locked: false, remainingMinutes: 0 };

let api: FakeApi;
beforeEach(() => {
  jest.useFakeTimers({ now: START });
  jest.clearAllMocks();
  api = fakeAccountApi({ 'GET contact/limit': OPEN, 'POST contact': { id: 'm1', limit: OPEN } });
});
afterEach(() => {
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

const sent = () => api.callsTo('POST contact').map((call) => call.json);

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
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
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
    expect(sent()).toEqual([]);
  });

  it('removes angle brackets before checking (a name of only brackets is too short)', async () => {
    await renderAccount('/contact');
    await fill({ ...valid, name: '<>' });
    await submit();
    expect(form().getByText('Name must be at least 2 characters')).toBeInTheDocument();
  });

  it('sends the message to the API, shows the success toast and clears subject and message', async () => {
    await renderAccount('/contact');
    await fill(valid);
    await submit();
    expect(sent()).toEqual([valid]);
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

  it('locks after the third accepted message, counting the minutes down, and opens again when the API says so', async () => {
    api.on('POST contact', { id: 'm3', limit: { locked: true, remainingMinutes: 60 } });
    await renderAccount('/contact');
    await fill(valid);
    await submit();
    const locked = screen.getByTestId('contact-locked');
    expect(locked).toHaveTextContent('Too many submissions');
    expect(locked).toHaveTextContent('Please wait 60 minutes before sending another message.');
    expect(screen.queryByRole('form', { name: 'Send us a message' })).not.toBeInTheDocument();

    await advance(30 * MINUTE + 30_000);
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 30 minutes');
    await advance(29 * MINUTE + 29_000);
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 1 minutes');
    await advance(31_000);
    await waitFor(() => expect(screen.queryByTestId('contact-locked')).not.toBeInTheDocument());
    expect(api.callsTo('GET contact/limit')).toHaveLength(2);
  });

  it('shows the locked state on a later visit when the API says this client must wait', async () => {
    api.on('GET contact/limit', { locked: true, remainingMinutes: 50 });
    await renderAccount('/contact');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 50 minutes');
  });

  it('a fourth message the API refuses brings the Too many submissions toast and the locked state', async () => {
    api.on(
      'POST contact',
      apiError(429, 'Please wait 59 minutes before sending another message.', {
        code: 'CONTACT_RATE_LIMITED',
        retryAfterMinutes: 59,
      }),
    );
    await renderAccount('/contact');
    await fill(valid);
    await submit();
    expect(notifyMock).toHaveBeenCalledWith(
      'error',
      'Too many submissions',
      'Please wait 59 minutes before sending another message.',
    );
    expect(screen.getByTestId('contact-locked')).toHaveTextContent('Please wait 59 minutes');
  });

  it("shows the API's field messages when it refuses the values", async () => {
    api.on(
      'POST contact',
      apiError(400, 'Subject must be at least 5 characters', {
        fields: { subject: 'Subject must be at least 5 characters' },
      }),
    );
    await renderAccount('/contact');
    await fill(valid);
    await submit();
    expect(form().getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith(
      'error',
      'Your message could not be sent',
      'Subject must be at least 5 characters',
    );
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
