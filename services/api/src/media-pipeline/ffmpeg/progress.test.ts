import { progressReader } from './progress';

describe('progressReader', () => {
  it('turns out_time_us into whole percents, split across chunks, ending at 100', () => {
    const seen: number[] = [];
    const read = progressReader(10, (p) => seen.push(p));
    read('frame=1\nout_time_us=2500');
    read('000\nprogress=continue\nout_time_ms=5000000\nout_time_us=5000000\n');
    read('out_time_us=N/A\nout_time_us=9999999\nprogress=end\n');
    expect(seen).toEqual([25, 50, 99, 100]);
  });
});
