// A returning member's page draws before the session restore (a refresh round trip) answers. Its
// catalogue reads already carry the viewer profile this browser chose for the member it last
// saw, as the shell's early reads do: the first rows are that profile's (its maturity ceiling),
// the early reads match, and nothing is asked twice once the session arrives (issue 28).
import type { ViewerProfile } from '@premieres/contracts';
import { loadMemberSnapshot } from './member-snapshot';
import { hasSessionHint } from './session-hint';
import { loadViewerChoice } from './viewer-choice';

export interface ReturningViewer {
  viewerProfile: ViewerProfile;
  viewerToken: string;
}

/**
 * The stored profile choice of the member this browser last saw, when it expects to restore a
 * session; null otherwise. A refresh that answers another member replaces it (setSession), one
 * that is refused clears it (clearSession). The token grants nothing without the session.
 */
export function returningViewer(): ReturningViewer | null {
  if (!hasSessionHint()) return null;
  const member = loadMemberSnapshot();
  const choice = member ? loadViewerChoice(member.id) : null;
  return choice ? { viewerProfile: choice.profile, viewerToken: choice.token } : null;
}
