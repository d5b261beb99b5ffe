import type { PathData } from 'webpack';
import { HASHED_FILE, javascriptFilename } from './filenames';

describe('javascriptFilename', () => {
  it('hashes chunks that have a JavaScript content hash', () => {
    const data = { chunk: { contentHash: { javascript: 'abc' } } } as unknown as PathData;
    expect(javascriptFilename(data)).toBe('[name].[contenthash:8].js');
  });

  it('leaves a chunk without one (the federation runtime chunk) unhashed', () => {
    expect(javascriptFilename({ chunk: { contentHash: {} } } as unknown as PathData)).toBe('[name].js');
    expect(javascriptFilename({} as PathData)).toBe('[name].js');
  });

  it('recognises hashed file names only', () => {
    expect(HASHED_FILE.test('framework.b139459f.js')).toBe(true);
    expect(HASHED_FILE.test('remoteEntry.js')).toBe(false);
    expect(HASHED_FILE.test('main.js')).toBe(false);
  });
});
