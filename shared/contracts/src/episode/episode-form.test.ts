import { Value } from 'typebox/value';
import { type EpisodeInput, EpisodeInputSchema } from './episode';
import { EPISODE_RULES, episodeInputErrors } from './episode-form';
import { introMarkersError } from './episode-rules';

const valid: EpisodeInput = {
  season: 1,
  number: 2,
  title: 'Tea at Four',
  durationSeconds: 1320,
  synopsis: null,
  introStartSeconds: null,
  introEndSeconds: null,
};
const FIELDS = Object.keys(valid) as (keyof EpisodeInput)[];

/** The check as it was, with TypeBox's Value.Errors over the schema: the reference. */
function schemaErrors(values: EpisodeInput): Partial<Record<keyof EpisodeInput, string>> {
  const errors: Partial<Record<keyof EpisodeInput, string>> = {};
  for (const error of Value.Errors(EpisodeInputSchema, values)) {
    const field = error.instancePath.split('/')[1] as keyof EpisodeInput | undefined;
    if (field && !errors[field]) errors[field] = EPISODE_RULES.invalid;
  }
  if (Object.keys(errors).length === 0) {
    const field = introMarkersError(values, values.durationSeconds);
    if (field) errors[field] = EPISODE_RULES.introOrder;
  }
  return errors;
}

// Every bound of every field, on both sides, and values of the wrong kind.
const CANDIDATES: unknown[] = [
  ...[-1, -0, 0, 0.5, 1, 1.5, 2, 99, 100, 101, 999, 1000, 1001, 1320, 86_399.5, 86_400, 86_401],
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  ...['', ' ', 'a', '1', 'Tea at Four', 'x'.repeat(199), 'x'.repeat(200), 'x'.repeat(201)],
  ...['x'.repeat(1999), 'x'.repeat(2000), 'x'.repeat(2001)],
  // Lengths count code points: 200 emoji are 400 UTF-16 units; a decomposed é is two code points.
  ...['😀'.repeat(200), '😀'.repeat(201), 'é'.normalize('NFD').repeat(100), 'é'.normalize('NFD').repeat(101)],
  ...['😀'.repeat(2000), '😀'.repeat(2001)],
  null,
  undefined,
  true,
  {},
  [],
];

/** `valid` with one field set to `value` (absent when undefined). */
function withField(field: keyof EpisodeInput, value: unknown): EpisodeInput {
  const input: Record<string, unknown> = { ...valid, [field]: value };
  if (value === undefined) delete input[field];
  return input as unknown as EpisodeInput;
}

describe('the episode form check', () => {
  it('passes a valid episode and names each broken field', () => {
    expect(episodeInputErrors(valid)).toEqual({});
    expect(episodeInputErrors({ ...valid, season: 0, title: '' })).toEqual({
      season: 'episodes.rules.invalid',
      title: 'episodes.rules.invalid',
    });
    expect(episodeInputErrors({ ...valid, introStartSeconds: 20, introEndSeconds: 10 })).toEqual({
      introEndSeconds: 'episodes.rules.introOrder',
    });
  });

  it('flags a field exactly when EpisodeInputSchema refuses its value, for every field', () => {
    for (const field of FIELDS) {
      for (const value of CANDIDATES) {
        const input = withField(field, value);
        const flagged = Object.entries(episodeInputErrors(input))
          .filter(([, rule]) => rule === EPISODE_RULES.invalid)
          .map(([name]) => name);
        expect({ field, value, flagged }).toEqual({
          field,
          value,
          flagged: Value.Check(EpisodeInputSchema, input) ? [] : [field],
        });
      }
    }
  });

  it('answers what the schema-based check answered, the intro order included', () => {
    const markers = [undefined, null, -1, 0, 10, 60, 1320, 1321, Number.NaN];
    const inputs: EpisodeInput[] = [
      ...FIELDS.flatMap((field) =>
        CANDIDATES.filter((value) => value !== undefined).map((value) => withField(field, value)),
      ),
      ...markers.flatMap((start) =>
        markers.map(
          (end) => ({ ...withField('introStartSeconds', start), introEndSeconds: end }) as EpisodeInput,
        ),
      ),
      { ...valid, season: 0, title: '', introStartSeconds: 20, introEndSeconds: 10 },
    ];
    for (const input of inputs) expect(episodeInputErrors(input)).toEqual(schemaErrors(input));
  });
});
