// Menu is a heavy interactive part: bundled here, like the quality menu.
import { Menu } from '@chakra-ui/react';
import { MEDIA_LANGUAGES, SUBTITLES_OFF } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { IconButton } from '@premieres/ui';
import { AudioLines, Captions, CaptionsOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLAYER_NS } from '../i18n';
import type { LanguageTrack, LanguageTracks } from './useLanguageTracks';

/** Languages by their own names (English, हिन्दी, മലയാളം), from contracts' one table. */
const ownName = (track: LanguageTrack) => MEDIA_LANGUAGES[track.language].name;

function TrackMenu({
  label,
  icon,
  testId,
  value,
  items,
  onSelect,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  value: string;
  items: { value: string; text: string; lang?: string }[];
  onSelect: (value: string) => void;
}) {
  return (
    // Rendered inside the player (no portal) so it still shows in full screen.
    <Menu.Root positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          aria-label={label}
          title={label}
          variant="ghost"
          colorPalette="gray"
          color="white"
          size={{ base: 'xs', sm: 'sm' }}
          data-testid={`${testId}-trigger`}
        >
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minWidth="36" data-testid={`${testId}-menu`}>
          <Menu.RadioItemGroup value={value} onValueChange={(e) => onSelect(e.value)}>
            {items.map((item) => (
              <Menu.RadioItem key={item.value} value={item.value} lang={item.lang}>
                {item.text}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/** The audio menu (shown when there are two languages or more) and the subtitles menu with Off. */
export function LanguageMenus({ tracks }: { tracks: LanguageTracks }) {
  const { t } = useTranslation(PLAYER_NS);
  const { audioTracks, subtitleTracks, audio, subtitles } = tracks;
  const subtitlesName = subtitles === SUBTITLES_OFF ? t('subtitlesOff') : MEDIA_LANGUAGES[subtitles].name;
  return (
    <>
      {audioTracks.length > 1 && (
        <TrackMenu
          label={t('audioMenu', { language: audio ? MEDIA_LANGUAGES[audio].name : '' })}
          icon={<AudioLines />}
          testId="audio"
          value={audio ?? ''}
          items={audioTracks.map((track) => ({
            value: track.language,
            text: ownName(track),
            lang: track.language,
          }))}
          onSelect={(value) => {
            const track = audioTracks.find((a) => a.language === value);
            if (track) tracks.selectAudio(track.language);
          }}
        />
      )}
      {subtitleTracks.length > 0 && (
        <TrackMenu
          label={t('subtitlesMenu', { language: subtitlesName })}
          icon={subtitles === SUBTITLES_OFF ? <CaptionsOff /> : <Captions />}
          testId="subtitles"
          value={subtitles}
          items={[
            { value: SUBTITLES_OFF, text: t('subtitlesOff') },
            ...subtitleTracks.map((track) => ({
              value: track.language,
              text: ownName(track),
              lang: track.language,
            })),
          ]}
          onSelect={(value) => {
            const track = subtitleTracks.find((s) => s.language === value);
            tracks.selectSubtitles(track ? track.language : SUBTITLES_OFF);
          }}
        />
      )}
    </>
  );
}
