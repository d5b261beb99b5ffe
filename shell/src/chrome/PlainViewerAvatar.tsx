import type { ViewerAvatar as AvatarName } from '@premieres/contracts';
import { VIEWER_AVATAR_LOOKS } from '@premieres/ui/plain/viewer-avatars';

/** The header's 28 px viewer avatar (`.ah-avatar`), drawn without the kit; its colour is chrome-css's. */
export function PlainViewerAvatar({ avatar }: { avatar: AvatarName }) {
  const known = Object.hasOwn(VIEWER_AVATAR_LOOKS, avatar) ? avatar : 'sun';
  const { Icon } = VIEWER_AVATAR_LOOKS[known];
  return (
    <span className="ah-avatar" data-avatar={known}>
      <Icon size={13} aria-hidden="true" />
    </span>
  );
}
