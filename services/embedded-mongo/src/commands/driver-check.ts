import type { Doc } from '../storage/values';

/** Driver releases the conformance suite has been run with (mongodb 7.x, as pinned in package.json). */
export const TESTED_DRIVER = { name: 'nodejs', major: 7 } as const;

const warned = new Set<string>();

/**
 * Warns once per client kind when the handshake reports a driver outside the tested range. A client
 * reporting no driver at all is let through quietly (jest's sandbox makes the Node driver send `{}`).
 */
export function checkDriver(client: Doc, warn: (message: string) => void): boolean {
  if (client.driver === undefined) return true;
  const driver = (client.driver ?? {}) as { name?: unknown; version?: unknown };
  const name = String(driver.name ?? 'unknown');
  const version = String(driver.version ?? 'unknown');
  const baseName = name.split('|')[0] ?? name;
  const baseVersion = version.split('|')[0] ?? version;
  const major = Number.parseInt(baseVersion, 10);
  const ok = baseName === TESTED_DRIVER.name && major === TESTED_DRIVER.major;
  const key = `${name}@${version}`;
  if (!ok && !warned.has(key)) {
    warned.add(key);
    warn(
      `client driver ${name} ${version} is outside the tested range (${TESTED_DRIVER.name} ${TESTED_DRIVER.major}.x); behaviour may differ from a real MongoDB`,
    );
  }
  return ok;
}
