import { batchOutcome, type ItemStates, pendingUploads, uploadInTurn } from './thumbnailUploads';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

test('pending uploads are the selected and the failed items, not the done or uploading ones', () => {
  const a = file('a.png');
  const c = file('c.png');
  const states: ItemStates = {
    a: { status: 'selected', file: a },
    b: { status: 'done' },
    c: { status: 'failed', file: c, message: 'no' },
    d: { status: 'uploading', file: file('d.png'), progress: null },
  };
  expect(pendingUploads(states)).toEqual([
    { id: 'a', file: a },
    { id: 'c', file: c },
  ]);
});

test('the batch toast: nothing selected, all uploaded, or some failed', () => {
  expect(batchOutcome([])).toEqual({ kind: 'nothing' });
  expect(batchOutcome([true, true])).toEqual({ kind: 'allDone', count: 2 });
  expect(batchOutcome([true, false, false])).toEqual({ kind: 'someFailed', failed: 2 });
});

test('uploads go one after another and a failure does not stop the rest', async () => {
  const order: string[] = [];
  const results = await uploadInTurn(
    [
      { id: 'a', file: file('a.png') },
      { id: 'b', file: file('b.png') },
      { id: 'c', file: file('c.png') },
    ],
    async (id) => {
      order.push(id);
      if (id === 'b') throw new Error('rejected');
    },
  );
  expect(order).toEqual(['a', 'b', 'c']);
  expect(results).toEqual([true, false, true]);
});
