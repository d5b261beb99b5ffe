import { languagesApi } from '@premieres/api-client';
import type { MediaLanguage } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { useQuery } from '@tanstack/react-query';
import { useViewerId } from '../catalogue/useCatalog';
import { BROWSE_NS } from '../i18n';

/** The title's audio and subtitle languages (within the viewer profile's ceiling). */
export function useTitleLanguages(movieId: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: ['movie', movieId, 'languages', viewerId],
    queryFn: () => languagesApi.ofTitle(movieId),
  });
}

/** 'Audio: Hindi, English · Subtitles: English, Hindi, Malayalam', in the interface language (detail-css). */
export function TitleLanguages({ movieId }: { movieId: string }) {
  const { t } = useTranslation(BROWSE_NS);
  const { data } = useTitleLanguages(movieId);
  if (!data || (data.audio.length === 0 && data.subtitles.length === 0)) return null;
  const names = (codes: MediaLanguage[]) => codes.map((code) => t(`languages.names.${code}`)).join(', ');
  const parts = [
    data.audio.length > 0 ? t('languages.audio', { list: names(data.audio) }) : null,
    data.subtitles.length > 0 ? t('languages.subtitles', { list: names(data.subtitles) }) : null,
  ].filter(Boolean);
  return (
    <p className="cd-muted" data-testid="title-languages">
      {parts.join(' · ')}
    </p>
  );
}
