import { fireEvent, screen } from '@testing-library/react';
import { CardView } from '../cards/ContentCard';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderAt } from '../test/render';
import { ContentRow } from './ContentRow';

jest.mock('../cards/ContentCard', () => ({
  CardView: jest.fn(({ movie }: { movie: { title: string } }) => <p>{movie.title}</p>),
}));

// Scrolling changes the row's arrows and scrollbar only: a hundred cards drawn again on each
// scroll cost ~48 ms at 4x CPU right before a card's click (issue 12, INP).
beforeEach(() => fakeBrowseApi());

it('scrolling a row does not draw its cards again', () => {
  renderAt('/movies', <ContentRow title="Action" items={[movie({ id: '1' }), movie({ id: '2' })]} />);
  const scroller = screen.getByTestId('row-scroller');
  Object.defineProperties(scroller, {
    scrollWidth: { value: 2000, configurable: true },
    clientWidth: { value: 800, configurable: true },
    scrollLeft: { value: 400, writable: true, configurable: true },
  });
  const drawn = jest.mocked(CardView).mock.calls.length;
  fireEvent.scroll(scroller);
  expect(scroller).toHaveAttribute('data-scrollbar', 'visible');
  expect(screen.getByRole('button', { name: 'Scroll Action left' })).toBeInTheDocument();
  expect(jest.mocked(CardView).mock.calls.length).toBe(drawn);
});
