/**
 * A phone, or any touch screen: the player opens full screen there (a 16:9 picture in a portrait
 * dialog would fill a third of it) and keyboard hints are left out.
 */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';
const PHONE_QUERY = `(max-width: 47.99em), ${TOUCH_QUERY}`;

export function opensFullScreen(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(PHONE_QUERY).matches ?? false);
}

/** Landscape where the browser allows it (Android in full screen); a refusal changes nothing. */
export function lockLandscape(): void {
  const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
  void orientation?.lock?.('landscape').catch(() => undefined);
}

export function unlockOrientation(): void {
  try {
    screen.orientation?.unlock?.();
  } catch {
    // Not supported: nothing was locked.
  }
}
