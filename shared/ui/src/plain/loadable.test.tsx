import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, use } from 'react';
import { loadable } from './loadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const never = new Promise<string>(() => undefined);
function Waiting() {
  return <p>{use(never)}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('loadable', () => {
  it('draws the fallback, then the component once its module has loaded', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => undefined;
    const Lazy = loadable<{ name: string }>(() => new Promise((r) => (resolve = r)), <p>loading</p>);
    render(<Lazy name="Asha" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve({ default: Greeting }));
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  });

  it('draws at once, with no fallback, when load() ran before the first render', async () => {
    const Lazy = loadable<{ name: string }>(async () => ({ default: Greeting }), <p>loading</p>);
    await Lazy.load();
    render(<Lazy name="Ravi" />);
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('draws the loaded module in a transition: the fallback stays while what it draws suspends', async () => {
    // A transition keeps what is on screen; an ordinary update would show the Suspense fallback.
    let resolve: (module: { default: typeof Waiting }) => void = () => undefined;
    const Lazy = loadable(
      () => new Promise<{ default: typeof Waiting }>((r) => (resolve = r)),
      <p>loading</p>,
    );
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Lazy />
      </Suspense>,
    );
    await act(async () => resolve({ default: Waiting }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).not.toBeInTheDocument();
  });

  it('throws a failed load to the error boundary, and tries again on the next mount', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = loadable<{ name: string }>(load);
    const first = render(
      <Boundary>
        <Lazy name="Meera" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk missing')).toBeInTheDocument();
    first.unmount();
    render(<Lazy name="Meera" />);
    expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
