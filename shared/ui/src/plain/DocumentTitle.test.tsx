import { render } from '@testing-library/react';
import { DocumentTitle } from './DocumentTitle';

describe('DocumentTitle', () => {
  it('names the tab after the page while it is shown, then puts the previous title back', () => {
    document.title = 'premieres';
    const { rerender, unmount } = render(<DocumentTitle page="Movies" />);
    expect(document.title).toBe('Movies · premieres');
    rerender(<DocumentTitle page="फ़िल्में" />);
    expect(document.title).toBe('फ़िल्में · premieres');
    unmount();
    expect(document.title).toBe('premieres');
  });
});
