import { act, fireEvent, screen } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderAt, signOut } from '../test/render';
import { ContentRow, cardsOnScreen } from './ContentRow';

describe('ContentRow', () => {
  const scrollBy = jest.fn();
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
  });
  beforeEach(() => {
    scrollBy.mockClear();
    signOut();
    fakeBrowseApi();
  });

  it('renders nothing for an empty row', () => {
    renderAt('/movies', <ContentRow title="Comedy" items={[]} />);
    expect(screen.queryByRole('region', { name: 'Comedy' })).not.toBeInTheDocument();
  });

  it('draws the first screen of cards at once and the rest when the page is idle', async () => {
    jest.useFakeTimers();
    try {
      const items = Array.from({ length: 20 }, (_, index) => movie({ id: `m${index}` }));
      renderAt('/movies', <ContentRow title="Action" items={items} />);
      expect(screen.getAllByTestId('content-card')).toHaveLength(cardsOnScreen(window.innerWidth));
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(screen.getAllByTestId('content-card')).toHaveLength(20);
    } finally {
      jest.useRealTimers();
    }
  });

  it('scrolls 400 px per arrow click and hides the arrow of the end it is at', () => {
    renderAt('/movies', <ContentRow title="Action" items={[movie({ id: '1' }), movie({ id: '2' })]} />);
    const scroller = screen.getByTestId('row-scroller');
    Object.defineProperties(scroller, {
      scrollWidth: { value: 2000, configurable: true },
      clientWidth: { value: 800, configurable: true },
      scrollLeft: { value: 0, writable: true, configurable: true },
    });
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Scroll Action left' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Action right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    scroller.scrollLeft = 400;
    fireEvent.scroll(scroller);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Action left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
    scroller.scrollLeft = 1200;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Scroll Action right' })).not.toBeInTheDocument();
  });

  it('shows the scrollbar while scrolling and hides it after 600 ms', () => {
    jest.useFakeTimers();
    try {
      renderAt('/movies', <ContentRow title="Action" items={[movie({ id: '1' })]} />);
      const scroller = screen.getByTestId('row-scroller');
      expect(scroller).toHaveAttribute('data-scrollbar', 'hidden');
      fireEvent.scroll(scroller);
      expect(scroller).toHaveAttribute('data-scrollbar', 'visible');
      act(() => jest.advanceTimersByTime(600));
      expect(scroller).toHaveAttribute('data-scrollbar', 'hidden');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the cards a row draws before the page is idle', () => {
  it('are those the screen shows, the one peeking in included', () => {
    // 9.25rem cards on phones, 11rem from 48rem up; 0.75rem gaps; 1rem / 2rem side padding.
    expect(cardsOnScreen(360)).toBe(4);
    expect(cardsOnScreen(412)).toBe(4);
    expect(cardsOnScreen(768)).toBe(5);
    expect(cardsOnScreen(1280)).toBe(8);
    expect(cardsOnScreen(1920)).toBe(12);
  });
});
