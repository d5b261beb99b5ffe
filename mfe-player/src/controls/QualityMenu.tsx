// Menu is a heavy interactive part: bundled here, like the dialog.
import { Menu } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { Button, chakra } from '@premieres/ui';
import { PLAYER_NS } from '../i18n';
import type { StreamLevel } from '../stream/useStreamSource';

const AUTO = '-1';

/**
 * Auto (by bandwidth), then each rendition the plan allows, tallest first; the trigger shows the
 * quality playing now. Rendered inside the player (no portal) so it still shows in full screen.
 */
export function QualityMenu({
  levels,
  selected,
  currentHeight,
  onSelect,
}: {
  levels: StreamLevel[];
  selected: number;
  currentHeight: number | null;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation(PLAYER_NS);
  if (levels.length === 0) return null;
  const playing = currentHeight ? t('qualityHeight', { height: currentHeight }) : '';
  const label =
    selected === -1 ? (playing ? t('qualityAutoPlaying', { quality: playing }) : t('qualityAuto')) : playing;
  const sorted = [...levels].sort((a, b) => b.height - a.height);
  return (
    <Menu.Root positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        <Button
          size={{ base: 'xs', sm: 'sm' }}
          variant="ghost"
          colorPalette="gray"
          color="white"
          px="1.5"
          minWidth="0"
          aria-label={t('qualityMenu', { quality: label || t('qualityAuto') })}
          data-testid="quality-trigger"
        >
          {/* A phone shows the short form ("480p"); wider screens "Auto (480p)". */}
          <chakra.span display={{ base: 'inline', sm: 'none' }}>{playing || t('qualityAuto')}</chakra.span>
          <chakra.span display={{ base: 'none', sm: 'inline' }}>{label || t('qualityAuto')}</chakra.span>
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minWidth="36" data-testid="quality-menu">
          <Menu.RadioItemGroup value={String(selected)} onValueChange={(e) => onSelect(Number(e.value))}>
            <Menu.RadioItem value={AUTO}>
              {t('qualityAuto')}
              <Menu.ItemIndicator />
            </Menu.RadioItem>
            {sorted.map((level) => (
              <Menu.RadioItem key={level.index} value={String(level.index)}>
                {t('qualityHeight', { height: level.height })}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
