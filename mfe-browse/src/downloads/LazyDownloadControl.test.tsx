import type { FakeApi } from '@premieres/api-client/testing';
import type { StoredDownload } from '@premieres/downloads-store';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { renderAt, signIn } from '../test/render';
import { holdsDownloads, markHeld } from './held-hint';
import { LazyDownloadControl } from './LazyDownloadControl';

let api: FakeApi;
beforeEach(() => {
  signIn();
  localStorage.clear();
  api = fakeBrowseApi();
});

it('draws the Download button at once, and opens the quality choice when pressed', async () => {
  api.on('GET downloads/options', {
    options: [{ quality: 'standard', label: 'Standard (480p)', height: 480, bytes: 120_000_000 }],
    devices: { used: 0, limit: 2 },
  });
  renderAt('/content/2', <LazyDownloadControl contentId="2" />);
  const button = screen.getByTestId('download-button');
  expect(button).toHaveAccessibleName('Download');
  fireEvent.click(button);
  const choice = await screen.findByTestId('download-choice');
  expect(await within(choice).findByRole('button', { name: /^Standard \(480p\) · / })).toBeInTheDocument();
  expect(api.callsTo('GET downloads/options').map((call) => call.query.get('contentId'))).toEqual(['2']);
});

it('the manager keeps the held flag: set while downloads are held, cleared once the read store has none', async () => {
  const { useDownloads } = await import('./manager');
  markHeld(false);
  useDownloads.setState({ downloads: { d1: { id: 'd1' } as StoredDownload } });
  expect(holdsDownloads()).toBe(true);
  useDownloads.setState({ downloads: {}, loaded: false });
  expect(holdsDownloads()).toBe(true);
  useDownloads.setState({ loaded: true });
  expect(holdsDownloads()).toBe(false);
});
