import { isInIntro } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button } from '@premieres/ui';
import { useEffect, useState } from 'react';
import { PLAYER_NS } from '../i18n';

type Intro = { start: number; end: number } | null | undefined;

/** Skip Intro: shown while the playhead is between the intro markers; pressing it seeks to the end. */
export function SkipIntroButton({ video, intro }: { video: HTMLVideoElement | null; intro: Intro }) {
  const { t } = useTranslation(PLAYER_NS);
  const [inIntro, setInIntro] = useState(false);
  useEffect(() => {
    if (!video || !intro) return;
    const check = () => setInIntro(isInIntro(intro, video.currentTime));
    check();
    video.addEventListener('timeupdate', check);
    video.addEventListener('seeked', check);
    return () => {
      video.removeEventListener('timeupdate', check);
      video.removeEventListener('seeked', check);
    };
  }, [video, intro]);
  if (!video || !intro || !inIntro) return null;
  return (
    <Button
      position="absolute"
      insetEnd="4"
      bottom="20"
      zIndex="2"
      colorPalette="gray"
      variant="solid"
      onClick={() => {
        video.currentTime = intro.end;
        setInIntro(false);
      }}
    >
      {t('skipIntro')}
    </Button>
  );
}
