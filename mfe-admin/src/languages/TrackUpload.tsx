import { transcodingApi } from '@premieres/api-client';
import {
  MEDIA_LANGUAGE_CODES,
  MEDIA_LANGUAGES,
  type MediaLanguage,
  type TranscodeJob,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Input, NativeSelect, Stack, Text } from '@premieres/ui';
import { useState } from 'react';
import { useNotify } from '../feedback/useNotify';
import { ADMIN_NS } from '../i18n';
import { trackUploadError } from './trackUploadError';

type Kind = 'subtitles' | 'audio';

/** One title's upload of a subtitle file (SRT/WebVTT) or an audio file for one language. */
export function TrackUpload({ job, onUploaded }: { job: TranscodeJob; onUploaded: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const [kind, setKind] = useState<Kind>('subtitles');
  const [language, setLanguage] = useState<MediaLanguage>('hi');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      if (kind === 'subtitles') await transcodingApi.uploadSubtitles(job.id, language, file);
      else await transcodingApi.uploadAudio(job.id, language, file);
      toast.success(kind === 'subtitles' ? 'mediaLanguages.subtitlesAdded' : 'mediaLanguages.audioQueued');
      setFile(null);
      onUploaded();
    } catch (error) {
      const { key, values } = trackUploadError(error);
      setFailure(t(key, values ?? {}));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('mediaLanguages.kind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as Kind)}
          >
            <option value="subtitles">{t('mediaLanguages.subtitles')}</option>
            <option value="audio">{t('mediaLanguages.audio')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('language.label', { ns: 'common' })}
            value={language}
            onChange={(e) => setLanguage(e.currentTarget.value as MediaLanguage)}
          >
            {MEDIA_LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {MEDIA_LANGUAGES[code].name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          type="file"
          size="sm"
          width="auto"
          aria-label={t('mediaLanguages.file')}
          accept={kind === 'subtitles' ? '.srt,.vtt,text/vtt,application/x-subrip' : 'audio/*'}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        <Button size="sm" onClick={() => void upload()} disabled={!file} loading={busy}>
          {t('mediaLanguages.upload')}
        </Button>
      </HStack>
      {failure ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
