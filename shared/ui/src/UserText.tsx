import { Fragment } from 'react';

/**
 * Where user text (a profile's name) goes in a translated sentence: translate with
 * `{ name: USER_TEXT_SLOT }`, then draw it with <WithUserText>. A private-use character, so no
 * translation or name holds it.
 */
export const USER_TEXT_SLOT = '\uE000';

/**
 * A sentence with user text isolated (<bdi>): a right-to-left name, or one that still carries a
 * direction control (names stored before the sanitizer), cannot reorder the words around it.
 */
export function WithUserText({ sentence, text }: { sentence: string; text: string }) {
  const [first = '', ...rest] = sentence.split(USER_TEXT_SLOT);
  return (
    <>
      {first}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
        <Fragment key={index}>
          <bdi>{text}</bdi>
          {part}
        </Fragment>
      ))}
    </>
  );
}
