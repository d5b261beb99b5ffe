import { carryToast, takeCarriedToast } from './carried-toast';

beforeEach(() => sessionStorage.clear());

test('a carried toast is taken once by the next page', () => {
  carryToast({ kind: 'success', title: 'Welcome back!', description: "You've successfully signed in." });
  expect(takeCarriedToast()).toEqual({
    kind: 'success',
    title: 'Welcome back!',
    description: "You've successfully signed in.",
  });
  expect(takeCarriedToast()).toBeNull();
});

test('nothing carried, or something that is not a toast, gives null', () => {
  expect(takeCarriedToast()).toBeNull();
  sessionStorage.setItem('premieres-carried-toast', '{"kind":"evil","title":1}');
  expect(takeCarriedToast()).toBeNull();
  sessionStorage.setItem('premieres-carried-toast', 'not json');
  expect(takeCarriedToast()).toBeNull();
});
