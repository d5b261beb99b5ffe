import { IconButton } from '@premieres/ui';
import type { ReactNode } from 'react';

/** A labelled icon button of the player's control bar. */
export function ControlButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      variant="ghost"
      colorPalette="gray"
      color="white"
      size={{ base: 'xs', sm: 'sm' }}
    >
      {children}
    </IconButton>
  );
}
