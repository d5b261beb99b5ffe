import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { downloadsApi } from '@premieres/api-client';
import { DEVICE_ID_KEY, type DownloadDevice } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify, USER_TEXT_SLOT, WithUserText } from '@premieres/ui';
import { ConfirmDialog } from '@premieres/ui/dialog/ConfirmDialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../api/keys';
import { ACCOUNT_READ, useMemberId } from '../api/reads';
import { SettingsCard } from './SettingsCard';

/** This browser's download device id, when it has one (the download manager writes it). */
function thisDeviceId(): string | null {
  try {
    return globalThis.localStorage?.getItem(DEVICE_ID_KEY) ?? null;
  } catch {
    return null;
  }
}

function lastSeen(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Account settings' "Download devices" (issue 27): the browsers holding downloads, each with its
 * name, when it was last seen and how many downloads it holds; Remove (after a confirmation)
 * revokes that device's downloads and frees its place under the plan's limit.
 */
export function DownloadDevicesCard() {
  const { t, i18n } = useTranslation('account');
  const devices = useQuery({
    queryKey: accountKeys.downloadDevices(useMemberId()),
    queryFn: () => downloadsApi.devices(),
    ...ACCOUNT_READ,
  });
  const value = devices.data ?? null;
  const failed = devices.isError;
  const [removing, setRemoving] = useState<DownloadDevice | null>(null);
  const [pending, setPending] = useState(false);
  const current = thisDeviceId();

  const remove = async () => {
    if (!removing) return;
    setPending(true);
    try {
      await downloadsApi.removeDevice(removing.id);
      notify('success', t('downloadDevices.removed'));
      setRemoving(null);
      await devices.refetch();
    } catch {
      notify('error', t('downloadDevices.removeFailed'));
    } finally {
      setPending(false);
    }
  };

  const limit = value?.limit ?? 0;
  return (
    <SettingsCard id="settings-download-devices" title={t('downloadDevices.title')}>
      <Stack gap="4">
        {failed ? <Text color="fg.error">{t('downloadDevices.loadFailed')}</Text> : null}
        {value ? (
          <Text color="fg.muted" data-testid="download-devices-limit">
            {limit === 0 ? t('downloadDevices.notInPlan') : t('downloadDevices.limit', { count: limit })}
          </Text>
        ) : null}
        {value && value.devices.length === 0 ? <Text>{t('downloadDevices.none')}</Text> : null}
        {value && value.devices.length > 0 ? (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="download-devices">
            {value.devices.map((device) => (
              <HStack
                as="li"
                key={device.id}
                justify="space-between"
                gap="3"
                wrap="wrap"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <Box>
                  <Text fontWeight="medium">
                    <bdi>{device.name}</bdi>
                    {device.id === current ? ` · ${t('downloadDevices.thisDevice')}` : ''}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {t('downloadDevices.lastSeen', { date: lastSeen(device.lastSeenAt, i18n.language) })}
                    {' · '}
                    {t('downloadDevices.downloads', { count: device.licences })}
                  </Text>
                </Box>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setRemoving(device)}
                  aria-label={t('downloadDevices.removeNamed', { name: device.name })}
                >
                  {t('downloadDevices.remove')}
                </Button>
              </HStack>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t('downloadDevices.confirmTitle')}
        body={
          <WithUserText
            sentence={t('downloadDevices.confirmBody', { name: USER_TEXT_SLOT })}
            text={removing?.name ?? ''}
          />
        }
        confirmLabel={t('downloadDevices.remove')}
        keepLabel={t('downloadDevices.keep')}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </SettingsCard>
  );
}
