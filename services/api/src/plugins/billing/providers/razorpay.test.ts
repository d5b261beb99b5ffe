import { signBody } from './hmac';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER, razorpayProvider } from './razorpay';

const secret = 'razorpay-webhook-secret-0123';
const keys = { keyId: 'rzp_test_key', keySecret: 'rzp_test_secret' };

describe('Razorpay seam', () => {
  const provider = razorpayProvider(keys, secret, async () => {
    throw new Error('no network in tests');
  });
  const paid = Buffer.from(
    JSON.stringify({
      event: 'payment_link.paid',
      payload: { payment_link: { entity: { reference_id: 'cs_abc12345' } } },
    }),
  );

  it('verifies X-Razorpay-Signature (hex HMAC-SHA256 of the raw body) and keeps the event id', () => {
    const headers = {
      [RAZORPAY_SIGNATURE_HEADER]: signBody(secret, paid),
      [RAZORPAY_EVENT_ID_HEADER]: 'evt_1',
    };
    expect(provider.verify(paid, headers)).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      sessionId: 'cs_abc12345',
    });
  });

  it('refuses a wrong signature and ignores event types it does not handle', () => {
    const wrong = {
      [RAZORPAY_SIGNATURE_HEADER]: signBody('other', paid),
      [RAZORPAY_EVENT_ID_HEADER]: 'evt_1',
    };
    expect(() => provider.verify(paid, wrong)).toThrow('Invalid signature');
    const other = Buffer.from(JSON.stringify({ event: 'order.paid', payload: {} }));
    const headers = {
      [RAZORPAY_SIGNATURE_HEADER]: signBody(secret, other),
      [RAZORPAY_EVENT_ID_HEADER]: 'evt_2',
    };
    expect(provider.verify(other, headers)).toBeNull();
  });

  it('creates a Payment Link for the amount in paise with the session as reference', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const withFetch = razorpayProvider(keys, secret, async (url, init) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ short_url: 'https://rzp.io/i/abc' }), { status: 200 });
    });
    const { url } = await withFetch.createCheckout({
      sessionId: 'cs_abc12345',
      plan: 'standard',
      planName: 'Standard',
      amountInr: 339,
      returnUrl: 'https://premieres.in/success?session_id=cs_abc12345',
    });
    expect(url).toBe('https://rzp.io/i/abc');
    expect(calls[0]?.body).toMatchObject({ amount: 33900, currency: 'INR', reference_id: 'cs_abc12345' });
  });
});
