import { UiProvider } from '@premieres/ui';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { resetFirstPageDrawn, slicedFirstDraw, useSlicedReady } from './sliced-render';
import '../test/render';

// React as the browser runs it (no act(), which would draw every deferred render at once): what is
// committed synchronously is checked at once, and the deferred draw must then follow by itself.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  resetFirstPageDrawn();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const Movies = slicedFirstDraw(() => <h1>Movies</h1>);
const Premieres = slicedFirstDraw(() => <h1>Premieres</h1>);

it("draws the document's first page in a deferred render (the spinner first), later pages at once", async () => {
  flushSync(() =>
    root.render(
      <UiProvider>
        <Movies />
      </UiProvider>,
    ),
  );
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Movies' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Movies' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  // A page opened afterwards (a click) is drawn in the same commit: no spinner between two pages.
  flushSync(() =>
    root.render(
      <UiProvider>
        <Premieres />
      </UiProvider>,
    ),
  );
  expect(screen.getByRole('heading', { name: 'Premieres' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

let arrive: () => void = () => undefined;
let leave: () => void = () => undefined;
function Details() {
  const [ready, setReady] = useState(false);
  arrive = () => setReady(true);
  leave = () => setReady(false);
  return useSlicedReady(ready) ? <p>Cast and crew</p> : <p>Loading</p>;
}

it('draws what arriving data shows in a deferred render, and takes it away at once', async () => {
  flushSync(() => root.render(<Details />));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  // The answer's own task commits the placeholder still; the details follow in slices.
  flushSync(() => arrive());
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Cast and crew')).toBeInTheDocument();
  flushSync(() => leave());
  expect(screen.getByText('Loading')).toBeInTheDocument();
});
