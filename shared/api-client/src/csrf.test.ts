import { csrfHeaders, currentCsrfToken, rotateCsrfToken } from './csrf';

describe('CSRF token', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps one 32-character token per tab in sessionStorage csrf-token', () => {
    const token = currentCsrfToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sessionStorage.getItem('csrf-token')).toBe(token);
    expect(currentCsrfToken()).toBe(token);
  });

  it('replaces a malformed stored value', () => {
    sessionStorage.setItem('csrf-token', 'short');
    expect(currentCsrfToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('sends the same token as header and cookie (double submit)', () => {
    const written: string[] = [];
    const setter = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    const headers = csrfHeaders();
    setter.mockRestore();
    const token = headers['x-csrf-token'];
    expect(token).toBe(sessionStorage.getItem('csrf-token'));
    expect(written).toEqual([`csrf-token=${token}; Path=/api/auth; SameSite=Strict`]);
  });

  it('rotates to a new token', () => {
    const first = currentCsrfToken();
    const second = rotateCsrfToken();
    expect(second).not.toBe(first);
    expect(currentCsrfToken()).toBe(second);
  });
});
