// The gateway hands a page that paints first its preload hints in a <template>
// (START_HINTS_TEMPLATE_ID, services/gateway/src/start-hints.ts): a <template>'s links are not
// fetched, so the page's first reads are asked for before its code takes the connections.
import { START_HINTS_TEMPLATE_ID } from '@premieres/contracts';

/** Adds the held hints to the head, so the browser fetches them; once (a no-op without them). */
export function releaseStartHints(doc: Document = document): void {
  const held = doc.getElementById(START_HINTS_TEMPLATE_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  doc.head.append(held.content);
}
