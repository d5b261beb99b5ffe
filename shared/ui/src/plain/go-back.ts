/**
 * Back on a prerendered page (no router): one step back when the visitor came from a page of this
 * site, else home.
 */
export function goBack(): void {
  const referrer = document.referrer ? new URL(document.referrer) : null;
  if (referrer?.origin === window.location.origin && window.history.length > 1) window.history.back();
  else window.location.assign('/');
}
