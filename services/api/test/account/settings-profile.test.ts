import { ACCOUNT_SETTINGS_DEFAULTS, FULL_NAME_TOO_SHORT } from '@premieres/contracts';
import { bearer, signIn, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();

const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
  api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('/api/me/settings', () => {
  it('answers the spec defaults before anything is saved (switches on, no language yet)', async () => {
    const member = await signUp(api.app);
    const res = await call('GET', '/api/me/settings', member.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ACCOUNT_SETTINGS_DEFAULTS);
  });

  it('saves the switches, language and cookie choices per account, for every later session', async () => {
    const member = await signUp(api.app);
    const saved = await call('PATCH', '/api/me/settings', member.accessToken, {
      autoplay: false,
      language: 'ml',
      cookies: { analytics: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      emailNotifications: true,
      autoplay: false,
      language: 'ml',
      cookies: { analytics: true, marketing: false },
    });
    // Only the fields sent change.
    await call('PATCH', '/api/me/settings', member.accessToken, { emailNotifications: false });
    // A new device: another sign-in reads the same settings.
    const otherDevice = await signIn(api.app, member.email, member.password);
    const read = await call('GET', '/api/me/settings', otherDevice.accessToken);
    expect(read.json()).toEqual({
      emailNotifications: false,
      autoplay: false,
      language: 'ml',
      cookies: { analytics: true, marketing: false },
    });
    // Another account is untouched.
    const other = await signUp(api.app);
    expect((await call('GET', '/api/me/settings', other.accessToken)).json()).toEqual(
      ACCOUNT_SETTINGS_DEFAULTS,
    );
  });

  it.each<[object, string]>([
    [{}, 'an empty patch'],
    [{ language: 'fr' }, 'an unknown language'],
    [{ autoplay: 'yes' }, 'a switch that is not a boolean'],
    [{ theme: 'dark' }, 'an unknown field'],
    [{ cookies: { essential: false } }, 'turning essential cookies off'],
  ])('refuses %p (%s) with 400 and changes nothing', async (payload) => {
    const member = await signUp(api.app);
    const res = await call('PATCH', '/api/me/settings', member.accessToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeDefined();
    expect((await call('GET', '/api/me/settings', member.accessToken)).json()).toEqual(
      ACCOUNT_SETTINGS_DEFAULTS,
    );
  });
});

describe('/api/me/profile', () => {
  it('shows e-mail, member-since date and full name; the name can be changed (sanitised)', async () => {
    const member = await signUp(api.app, undefined, undefined, 'First Name');
    const before = await call('GET', '/api/me/profile', member.accessToken);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      email: member.email,
      full_name: 'First Name',
      created_at: expect.any(String),
    });
    const changed = await call('PATCH', '/api/me/profile', member.accessToken, {
      full_name: '  Asha <Rao> ',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().full_name).toBe('Asha Rao');
    // The session's user (auth/me) sees the new name too.
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(member.accessToken),
    });
    expect(me.json().full_name).toBe('Asha Rao');
  });

  it("refuses a name under 2 characters with the spec's message and keeps the old one", async () => {
    const member = await signUp(api.app, undefined, undefined, 'Kept Name');
    const res = await call('PATCH', '/api/me/profile', member.accessToken, { full_name: ' <a> ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: FULL_NAME_TOO_SHORT,
      fields: { full_name: FULL_NAME_TOO_SHORT },
    });
    expect((await call('GET', '/api/me/profile', member.accessToken)).json().full_name).toBe('Kept Name');
  });
});
