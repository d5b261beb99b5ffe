import { categoryModel } from '../../src/models/category';
import { movieModel } from '../../src/models/movie';
import { CONTENT_BUCKET, mediaBucket } from '../../src/plugins/stored-files/buckets';
import { backfillCertification } from '../../src/seed/catalogue/backfill-certification';
import { SAMPLE_CATEGORIES } from '../../src/seed/catalogue/sample-categories';
import { SAMPLE_MOVIES } from '../../src/seed/catalogue/sample-movies';
import { seedCatalogue } from '../../src/seed/catalogue/seed-catalogue';
import { startTestApp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();

async function counts() {
  const raw = api.app.db.db;
  if (!raw) throw new Error('no database');
  return {
    movies: await movieModel(api.app.db).countDocuments(),
    categories: await categoryModel(api.app.db).countDocuments(),
    thumbnails: await raw.collection('movie-thumbnails.files').countDocuments(),
    trailers: await raw.collection('movie-trailers.files').countDocuments(),
  };
}

describe('catalogue seed', () => {
  it('runs on start: titles, categories, one poster per title and the local trailers', async () => {
    expect(await counts()).toEqual({
      movies: SAMPLE_MOVIES.length,
      categories: SAMPLE_CATEGORIES.length,
      thumbnails: SAMPLE_MOVIES.length,
      trailers: 4,
    });
  });

  it('does nothing when run again', async () => {
    const before = await counts();
    expect(await seedCatalogue(api.app.db)).toEqual({ skipped: true, movies: 0, categories: 0, files: 0 });
    expect(await counts()).toEqual(before);
  });

  it('keeps titles staff deleted, and completes a partial run without duplicates', async () => {
    await movieModel(api.app.db).deleteOne({ _id: '3' });
    await seedCatalogue(api.app.db);
    expect(await movieModel(api.app.db).exists({ _id: '3' })).toBeNull();

    // An interrupted first run left no marker: the next run adds only what is missing.
    await api.app.db.collection('seed_runs').deleteMany({});
    const before = await counts();
    const result = await seedCatalogue(api.app.db);
    expect(result).toEqual({ skipped: false, movies: 1, categories: 0, files: 0 });
    expect(await counts()).toEqual({ ...before, movies: before.movies + 1 });
    expect(await seedCatalogue(api.app.db)).toMatchObject({ skipped: true });
  });

  it('puts right a version-2 database, whose sample titles played their trailer clip as the film', async () => {
    const raw = api.app.db.db;
    if (!raw) throw new Error('no database');
    const Movies = movieModel(api.app.db);
    // As seed version 2 left it: content_url is the trailer clip, copied into the content bucket.
    await Movies.updateOne({ _id: '1' }, { $set: { content_url: 'rann-bhoomi.mp4' } });
    await Movies.updateOne({ _id: '2' }, { $set: { content_url: 'staff-film.mp4' } });
    const content = mediaBucket(api.app.db, CONTENT_BUCKET);
    await new Promise<void>((done) =>
      content.openUploadStream('rann-bhoomi.mp4').end(Buffer.from('clip'), () => done()),
    );
    await api.app.db
      .collection('seed_runs')
      .updateOne({ _id: 'catalogue' as never }, { $set: { version: 2 } });

    await seedCatalogue(api.app.db);
    expect((await Movies.findById('1').lean())?.content_url).toBeNull();
    // A film staff gave a title stays.
    expect((await Movies.findById('2').lean())?.content_url).toBe('staff-film.mp4');
    expect(await raw.collection('movie-content.files').countDocuments({ filename: 'rann-bhoomi.mp4' })).toBe(
      0,
    );
    expect(await raw.collection('movie-trailers.files').countDocuments({ filename: 'rann-bhoomi.mp4' })).toBe(
      1,
    );
    await Movies.updateOne({ _id: '2' }, { $set: { content_url: null } });
  });

  it('gives a version-3 database the Hindi and Malayalam names, keeping what staff set or renamed', async () => {
    const Movies = movieModel(api.app.db);
    expect(await Movies.findById('2').lean()).toMatchObject({ title_hi: 'अंतरिक्ष', title_ml: 'അന്തരിക്ഷ്' });
    // As a version-3 database stored them: no names at all.
    await Movies.collection.updateMany({}, { $unset: { title_hi: '', title_ml: '' } });
    await Movies.updateOne({ _id: '3' }, { $set: { title_hi: 'गोलमाल' } });
    await Movies.updateOne({ _id: '12' }, { $set: { title: 'Dhaage (Threads)' } });
    await api.app.db
      .collection('seed_runs')
      .updateOne({ _id: 'catalogue' as never }, { $set: { version: 3 } });

    await seedCatalogue(api.app.db);
    expect(await Movies.findById('2').lean()).toMatchObject({ title_hi: 'अंतरिक्ष', title_ml: 'അന്തരിക്ഷ്' });
    expect(await Movies.findById('3').lean()).toMatchObject({ title_hi: 'गोलमाल', title_ml: 'ഗോൽമാൽ ജംഗ്ഷൻ' });
    expect((await Movies.findById('12').lean())?.title_hi ?? null).toBeNull();
    await Movies.updateOne({ _id: '12' }, { $set: { title: 'Dhaage', title_hi: 'धागे', title_ml: 'ധാഗേ' } });
    await Movies.updateOne({ _id: '3' }, { $set: { title_hi: 'गोलमाल जंक्शन' } });
  });

  it('a second app on the same database seeds nothing more', async () => {
    const before = await counts();
    const second = await startTestApp(api.db.uri);
    try {
      expect(await counts()).toEqual(before);
    } finally {
      await second.close();
    }
  });
});

describe('certification backfill', () => {
  it('rates the sample titles by their sample value, others by the default, once', async () => {
    const Movies = movieModel(api.app.db);
    expect((await Movies.findById('1').lean())?.certification).toBe('A');
    expect((await Movies.findById('11').lean())?.certification).toBe('U');
    await Movies.collection.insertOne({ _id: 'old-title', title: 'Old title', type: 'movie' } as never);
    await Movies.collection.updateOne({ _id: '3' } as never, { $unset: { certification: '' } });
    await Movies.updateOne({ _id: '11' }, { $set: { certification: 'U/A 13+' } });

    expect(await backfillCertification(api.app.db)).toBe(2);
    expect((await Movies.findById('old-title').lean())?.certification).toBe('U/A 13+');
    expect((await Movies.findById('3').lean())?.certification).toBe('U/A 7+');
    // A class staff set is kept, and a second run changes nothing.
    expect((await Movies.findById('11').lean())?.certification).toBe('U/A 13+');
    expect(await backfillCertification(api.app.db)).toBe(0);
  });
});
