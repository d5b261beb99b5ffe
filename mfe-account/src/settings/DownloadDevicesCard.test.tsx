import { type FakeApi, noContent } from '@premieres/api-client/testing';
import { DEVICE_ID_KEY } from '@premieres/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { notifyMock } from '../test/mocks';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

const devices = [
  { id: 'laptop-0001', name: 'Chrome on Linux', lastSeenAt: '2026-03-01T10:00:00.000Z', licences: 2 },
  { id: 'phone-00002', name: 'Firefox on Android', lastSeenAt: '2026-03-02T18:30:00.000Z', licences: 1 },
];

const section = () => within(screen.getByRole('region', { name: 'Download devices' }));

/** The account's devices as the API holds them: removing one takes it off the list. */
function fakeDevices(limit: number, held = [...devices]): FakeApi {
  return fakeAccountApi({
    'GET downloads/devices': () => ({ devices: held, limit }),
    'DELETE downloads/devices/:id': ({ params }) => {
      held = held.filter((device) => device.id !== params.id);
      return noContent();
    },
  });
}

describe('Download devices (settings)', () => {
  beforeEach(() => {
    notifyMock.mockClear();
    localStorage.clear();
  });

  it('lists the devices with their last visit and downloads, and marks this browser', async () => {
    localStorage.setItem(DEVICE_ID_KEY, 'phone-00002');
    fakeDevices(2);
    await renderAccount('/settings', { user: testUser });
    await waitFor(() => expect(section().getByText('Chrome on Linux')).toBeInTheDocument());
    expect(section().getByText('Your plan allows downloads on 2 devices.')).toBeInTheDocument();
    const items = section().getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Last seen .*2026.* · 2 downloads/);
    expect(items[1]).toHaveTextContent('Firefox on Android · this device');
    expect(items[1]).toHaveTextContent('1 download');
  });

  it('removes a device only after confirming, then shows the list again', async () => {
    const api = fakeDevices(2);
    await renderAccount('/settings', { user: testUser });
    const remove = await section().findByRole('button', { name: 'Remove Chrome on Linux' });
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The downloads on Chrome on Linux will stop playing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE downloads/devices/:id')).toEqual([]);

    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(section().queryByText('Chrome on Linux')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE downloads/devices/:id').map((call) => call.path)).toEqual([
      'downloads/devices/laptop-0001',
    ]);
    expect(notifyMock).toHaveBeenCalledWith('success', 'Device removed.');
    expect(section().getByText('Firefox on Android')).toBeInTheDocument();
  });

  it('says the plan has no downloads when its limit is 0', async () => {
    fakeDevices(0, []);
    await renderAccount('/settings', { user: testUser });
    expect(
      await section().findByText('Your plan does not include downloads. Standard and Premium do.'),
    ).toBeInTheDocument();
    expect(section().getByText('No device holds downloads yet.')).toBeInTheDocument();
  });
});
