import argon2 from 'argon2';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Verifies against a throwaway hash of the same cost when the address is unknown, so a wrong
 * address takes as long as a wrong password and timing does not reveal which accounts exist.
 */
export async function burnVerifyTime(password: string, cost: Argon2Cost): Promise<void> {
  const key = `${cost.memoryCost}:${cost.timeCost}:${cost.parallelism}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('no-such-account-placeholder', cost);
    dummyHashes.set(key, hash);
  }
  await verifyPassword(await hash, password);
}
