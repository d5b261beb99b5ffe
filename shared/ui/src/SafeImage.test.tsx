import { fireEvent, screen } from '@testing-library/react';
import { PLACEHOLDER_IMAGE, PlaceholderImage, SafeImage } from './SafeImage';
import { renderUi } from './test-utils';

test('an empty source shows the placeholder', () => {
  renderUi(<SafeImage src="" alt="Poster" />);
  expect(screen.getByAltText('Poster')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(PLACEHOLDER_IMAGE).toBe('/placeholder.svg');
});

test('a broken image is replaced by the placeholder once', () => {
  const onError = jest.fn();
  renderUi(<SafeImage src="https://cdn.example/broken.jpg" alt="Poster" onError={onError} />);
  const image = screen.getByAltText('Poster') as HTMLImageElement;
  expect(image.src).toBe('https://cdn.example/broken.jpg');
  fireEvent.error(image);
  expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  expect(onError).toHaveBeenCalledTimes(1);
  // A failing placeholder does not loop.
  fireEvent.error(image);
  expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
});

test('PlaceholderImage always shows the placeholder', () => {
  renderUi(<PlaceholderImage alt="Empty slot" />);
  expect(screen.getByAltText('Empty slot')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});
