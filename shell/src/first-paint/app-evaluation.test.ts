import { appEvaluationMayStart } from './app-evaluation';
import { endFirstPaint, expectFirstPaint, settleFirstPaint } from './first-paint-state';

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__premieresFirstPaint;
  document.head.innerHTML = '';
});

afterEach(() => endFirstPaint());

test("the app's preloaded code runs once the document's first paint is on screen", async () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/framework.js">';
  expectFirstPaint();
  const start = appEvaluationMayStart(document);
  expect(await settledYet(start)).toBe(false);
  settleFirstPaint();
  expect(await settledYet(start)).toBe(true);
});

test('without preloads (the static index.html) the code loads at once, paint or not', async () => {
  expectFirstPaint();
  expect(await settledYet(appEvaluationMayStart(document))).toBe(true);
});

test('a page without a first paint starts at once', async () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="/framework.js">';
  expect(await settledYet(appEvaluationMayStart(document))).toBe(true);
});
