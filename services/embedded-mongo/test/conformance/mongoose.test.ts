// The API's stack: mongoose 9 models, validation, unique indexes, populate, lean reads.
import mongoose, { type Connection, Schema, type Types } from 'mongoose';
import { openTarget, type Target } from '../helpers/target';

let t: Target;
let conn: Connection;

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true },
    fullName: String,
    role: { type: String, enum: ['user', 'moderator', 'admin'], default: 'user' },
    myList: [{ movie: { type: Schema.Types.ObjectId, ref: 'Movie' }, addedAt: Date }],
  },
  { timestamps: true },
);
const movieSchema = new Schema(
  { title: String, rating: Number, genres: [String], isNew: Boolean },
  { suppressReservedKeysWarning: true },
);
movieSchema.index({ genres: 1, rating: -1 });

beforeAll(async () => {
  t = await openTarget();
  conn = mongoose.createConnection(t.uri, { dbName: t.db.databaseName, autoIndex: true });
  await conn.asPromise();
});
afterAll(async () => {
  await conn.close();
  await t.close();
});

test('create, unique e-mail, populate, lean and timestamps', async () => {
  const User = conn.model('User', userSchema);
  const Movie = conn.model('Movie', movieSchema);
  await Promise.all([User.init(), Movie.init()]);
  const [m1, m2] = await Movie.insertMany([
    { title: 'Jawan', rating: 7.5, genres: ['action'] },
    { title: 'Kantara', rating: 8.2, genres: ['drama', 'action'] },
  ]);
  const user = await User.create({ email: 'Asha@Example.com', fullName: 'Asha' });
  expect(user.createdAt).toBeInstanceOf(Date);
  await expect(User.create({ email: 'asha@example.com' })).rejects.toMatchObject({
    code: 11000,
    keyValue: { email: 'asha@example.com' },
  });

  await User.updateOne({ _id: user._id }, { $push: { myList: { movie: m2?._id, addedAt: new Date() } } });
  const withList = await User.findById(user._id).populate('myList.movie').lean();
  const first = withList?.myList[0]?.movie as unknown as { title: string } | undefined;
  expect(first?.title).toBe('Kantara');

  const lean = await User.findById(user._id).lean();
  expect(lean?.email).toBe('asha@example.com');
  expect(lean?.updatedAt.getTime()).toBeGreaterThanOrEqual(lean?.createdAt.getTime() ?? 0);

  const action = await Movie.find({ genres: 'action' }).sort({ rating: -1 }).select('title').lean();
  expect(action.map((m) => m.title)).toEqual(['Kantara', 'Jawan']);
  expect(await Movie.countDocuments({ rating: { $gte: 8 } })).toBe(1);
  const deleted = await Movie.findByIdAndDelete(m1?._id as Types.ObjectId);
  expect(deleted?.title).toBe('Jawan');
});

test('validation errors never reach the server; upserts and findOneAndUpdate work', async () => {
  const User = conn.model('User');
  await expect(User.create({ email: 'x@y.z', role: 'owner' })).rejects.toThrow(/role/);
  const up = await User.findOneAndUpdate(
    { email: 'new@user.in' },
    { $setOnInsert: { fullName: 'New' } },
    { upsert: true, returnDocument: 'after', lean: true },
  );
  expect(up).toMatchObject({ email: 'new@user.in', fullName: 'New', role: 'user' });
});

test('syncIndexes is idempotent', async () => {
  const Movie = conn.model('Movie');
  expect(await Movie.syncIndexes()).toEqual([]);
  expect(await Movie.syncIndexes()).toEqual([]);
  const names = (await Movie.listIndexes()).map((i: { name: string }) => i.name);
  expect(names).toEqual(['_id_', 'genres_1_rating_-1']);
});
