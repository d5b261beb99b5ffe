import { cueBackground, cueFontSize } from './cueStyle';

it('keeps cues legible on a phone and scales them on a TV', () => {
  expect(cueFontSize('medium', 202)).toBe(14); // 360-px phone, 16:9
  expect(cueFontSize('small', 202)).toBe(12);
  expect(cueFontSize('large', 756)).toBe(49); // 1920×1080 window, 70 vh
  expect(cueFontSize('medium', 756)).toBeGreaterThan(cueFontSize('small', 756));
  expect(cueBackground('box').bg).not.toBe('transparent');
  expect(cueBackground('none').textShadow).toBe('none');
});
