import { avcCodec, planLadder } from './ladder-plan';

const sizes = (source: { width: number; height: number }) =>
  planLadder(source).map((r) => `${r.id}:${r.width}x${r.height}`);

describe('planLadder', () => {
  it('gives a 1080p source 240p to 1080p and a 4K source the 2160p rung too', () => {
    expect(sizes({ width: 1920, height: 1080 })).toEqual([
      '240p:426x240',
      '480p:854x480',
      '720p:1280x720',
      '1080p:1920x1080',
    ]);
    expect(sizes({ width: 3840, height: 2160 }).at(-1)).toBe('2160p:3840x2160');
  });

  it('stops at the source and keeps a wide film its shape', () => {
    expect(sizes({ width: 1280, height: 720 })).toEqual(['240p:426x240', '480p:854x480', '720p:1280x720']);
    expect(sizes({ width: 1920, height: 800 }).at(-1)).toBe('1080p:1920x800');
  });

  it('never scales up a tiny source', () => {
    expect(sizes({ width: 320, height: 180 })).toEqual(['240p:320x180']);
  });

  it('writes the level into the codec string', () => {
    expect(avcCodec('3.0')).toBe('avc1.4d401e');
    expect(avcCodec('3.1')).toBe('avc1.4d401f');
    expect(avcCodec('4.0')).toBe('avc1.4d4028');
    expect(avcCodec('5.1')).toBe('avc1.4d4033');
  });
});
