import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { documentNavigation, LandingLink, LandingNavigationProvider, useLandingNavigate } from './navigation';

/** Clicks a link and says whether the browser would have followed it. */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole('link', { name }), init);
}

/** Renders as inside the shell: a provided navigate (react-router's there), returned for assertions. */
function renderInShell(ui: ReactElement): jest.Mock {
  const navigate = jest.fn();
  render(<LandingNavigationProvider value={navigate}>{ui}</LandingNavigationProvider>);
  return navigate;
}

describe('LandingLink', () => {
  it('is a plain link the browser follows where no router is provided (the islands page)', () => {
    render(<LandingLink to="/auth">Sign In</LandingLink>);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(click('Sign In')).toBe(true);
  });

  it('navigates client-side through the provided navigate (inside the shell)', () => {
    const navigate = renderInShell(<LandingLink to="/faq">FAQ</LandingLink>);
    expect(click('FAQ')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/faq');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const navigate = renderInShell(<LandingLink to="/faq">FAQ</LandingLink>);
    expect(click('FAQ', { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

function GoButton() {
  const navigate = useLandingNavigate();
  return (
    <button type="button" onClick={() => navigate('/auth?mode=signup')}>
      Go
    </button>
  );
}

describe('useLandingNavigate', () => {
  it('does a document navigation without a provider', () => {
    const go = jest.spyOn(documentNavigation, 'go').mockImplementation(() => undefined);
    render(<GoButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(go).toHaveBeenCalledWith('/auth?mode=signup');
    go.mockRestore();
  });

  it('uses the provided navigate inside the shell', () => {
    const navigate = renderInShell(<GoButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledWith('/auth?mode=signup');
  });
});
