import { Progress } from '@chakra-ui/react';
import type { UploadProgress as Sent } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { ADMIN_NS } from '../i18n';

/** A real upload bar: bytes sent out of the body's total, as the browser reports them. */
export function UploadProgress({ progress }: { progress: Sent | null }) {
  const { t } = useTranslation(ADMIN_NS);
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Progress.Root
      value={percent}
      size="sm"
      colorPalette="brand"
      data-testid="upload-progress"
      data-percent={percent}
    >
      <Progress.Label fontSize="xs">
        {t('upload.progress', {
          percent,
          sent: megabytes(progress.loaded),
          total: megabytes(progress.total),
        })}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

function megabytes(bytes: number): string {
  return (bytes / 1_000_000).toFixed(1);
}
