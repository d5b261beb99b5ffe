import { render, screen } from '@testing-library/react';
import { Button } from '../chakra';
import { InsideUiKit, UiIsland } from './ui-island';

test('draws a part made with the kit inside the kit’s provider, showing the fallback until it loads', async () => {
  render(
    <UiIsland fallback={<p>loading</p>}>
      <Button>Open menu</Button>
    </UiIsland>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  const button = await screen.findByRole('button', { name: 'Open menu' });
  // Chakra's recipe class: the system is there (a Chakra part outside a provider throws).
  expect(button).toHaveClass('chakra-button');
  expect(screen.queryByText('loading')).toBeNull();
});

test('inside an outer provider it draws its children at once, without loading anything', () => {
  render(
    <InsideUiKit.Provider value={true}>
      <UiIsland fallback={<p>loading</p>}>
        <p>the part</p>
      </UiIsland>
    </InsideUiKit.Provider>,
  );
  expect(screen.getByText('the part')).toBeInTheDocument();
  expect(screen.queryByText('loading')).toBeNull();
});
