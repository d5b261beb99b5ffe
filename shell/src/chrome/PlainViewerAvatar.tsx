import type { ViewerAvatar as AvatarName } from '@premieres/contracts';
import { Bird, Cat, Flower2, Moon, Rocket, Star, Sun, Wind } from 'lucide-react';

/** The kit's ViewerAvatar icons; the colour is chrome-css's, by data-avatar (avatar-colours). */
const ICONS: Record<AvatarName, typeof Sun> = {
  sun: Sun,
  moon: Moon,
  star: Star,
  rocket: Rocket,
  tiger: Cat,
  peacock: Bird,
  lotus: Flower2,
  kite: Wind,
};

/** The header's 28 px viewer avatar (`.ah-avatar`), drawn without the kit. */
export function PlainViewerAvatar({ avatar }: { avatar: AvatarName }) {
  const known = Object.hasOwn(ICONS, avatar) ? avatar : 'sun';
  const Icon = ICONS[known];
  return (
    <span className="ah-avatar" data-avatar={known}>
      <Icon size={13} aria-hidden="true" />
    </span>
  );
}
