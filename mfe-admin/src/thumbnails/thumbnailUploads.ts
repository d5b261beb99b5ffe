import type { UploadProgress } from '@premieres/api-client';

/** Spec §4 thumbnail manager item: file selected, uploading, done (or failed, to retry). */
export type ItemState =
  | { status: 'selected'; file: File }
  | { status: 'uploading'; file: File; progress: UploadProgress | null }
  | { status: 'done' }
  | { status: 'failed'; file: File; message: string };

export type ItemStates = Readonly<Record<string, ItemState>>;

/** Items with a file waiting to go (selected or failed before). */
export function pendingUploads(states: ItemStates): { id: string; file: File }[] {
  return Object.entries(states).flatMap(([id, state]) =>
    state.status === 'selected' || state.status === 'failed' ? [{ id, file: state.file }] : [],
  );
}

export type BatchOutcome =
  | { kind: 'nothing' }
  | { kind: 'allDone'; count: number }
  | { kind: 'someFailed'; failed: number };

/** Which §8 toast a batch ends with. */
export function batchOutcome(results: readonly boolean[]): BatchOutcome {
  if (results.length === 0) return { kind: 'nothing' };
  const failed = results.filter((ok) => !ok).length;
  return failed === 0 ? { kind: 'allDone', count: results.length } : { kind: 'someFailed', failed };
}

/** Sends the uploads one after another (one progress bar moves at a time), never rejecting. */
export async function uploadInTurn(
  uploads: readonly { id: string; file: File }[],
  send: (id: string, file: File) => Promise<void>,
): Promise<boolean[]> {
  const results: boolean[] = [];
  for (const { id, file } of uploads) {
    try {
      await send(id, file);
      results.push(true);
    } catch {
      results.push(false);
    }
  }
  return results;
}
