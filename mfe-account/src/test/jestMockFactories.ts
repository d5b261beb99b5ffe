// The factory for jest.mock('@premieres/ui'): the real kit with notify watched. The API is
// not mocked: tests script it with fakeAccountApi (the real client over a fake fetch).
export function mockUi() {
  return { ...jest.requireActual('@premieres/ui'), notify: jest.fn() };
}
