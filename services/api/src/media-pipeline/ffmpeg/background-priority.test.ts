import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import {
  lowerPriority,
  lowerSessionPriority,
  ownSessionSpawnOptions,
  pauseBackground,
  resumeBackground,
} from './background-priority';

const autogroupOf = (pid: number | 'self') => readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim();
const onAutogroupLinux =
  existsSync('/proc/sys/kernel/sched_autogroup_enabled') &&
  readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';

describe('lowerSessionPriority', () => {
  it('nices a child in a session of its own, and on autogroup Linux that session too', async () => {
    const ownGroup = onAutogroupLinux ? autogroupOf('self') : '';
    const child = spawn('sleep', ['30'], { stdio: 'ignore', ...ownSessionSpawnOptions });
    try {
      lowerSessionPriority(child, 19);
      expect(getPriority(child.pid)).toBe(19);
      if (onAutogroupLinux) {
        // Its own autogroup (not the API's), niced: a browser in another session keeps its cores.
        const [group, , nice] = autogroupOf(child.pid as number).split(' ');
        expect(group).not.toBe(ownGroup.split(' ')[0]);
        expect(nice).toBe('19');
        expect(autogroupOf('self')).toBe(ownGroup);
      }
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  });
});

/** The process's state letter (R running, S sleeping, T stopped). */
const stateOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];

describe('pauseBackground', () => {
  afterEach(() => resumeBackground());

  it('stops background children, those started meanwhile too, until resumeBackground', async () => {
    const first = spawn('sleep', ['30'], { stdio: 'ignore' });
    lowerPriority(first, 19);
    pauseBackground();
    const second = spawn('sleep', ['30'], { stdio: 'ignore' });
    lowerPriority(second, 19);
    try {
      await waitForState(first.pid as number, 'T');
      await waitForState(second.pid as number, 'T');
      resumeBackground();
      await waitForState(first.pid as number, 'S');
      await waitForState(second.pid as number, 'S');
    } finally {
      for (const child of [first, second]) child.kill('SIGKILL');
    }
  });

  it('lets an abort stop a paused child', async () => {
    const stop = new AbortController();
    const child = spawn('sleep', ['30'], { stdio: 'ignore', signal: stop.signal });
    child.on('error', () => {}); // the AbortError the abort raises
    lowerPriority(child, 19, stop.signal);
    pauseBackground();
    await waitForState(child.pid as number, 'T');
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    stop.abort();
    await expect(exited).resolves.toBe('SIGTERM');
  });
});

/** Signals land asynchronously: waits (on the state, no fixed sleep) until the process shows it. */
async function waitForState(pid: number, state: string): Promise<void> {
  const giveUpAt = Date.now() + 5000;
  while (stateOf(pid) !== state && Date.now() < giveUpAt) await new Promise((r) => setImmediate(r));
  expect(stateOf(pid)).toBe(state);
}

describe('lowerPriority', () => {
  it("nices a child in this process's session, leaving the session's autogroup alone", async () => {
    const ownGroup = onAutogroupLinux ? autogroupOf('self') : '';
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      lowerPriority(child, 15);
      expect(getPriority(child.pid)).toBe(15);
      if (onAutogroupLinux) {
        expect(autogroupOf(child.pid as number)).toBe(ownGroup);
        expect(autogroupOf('self')).toBe(ownGroup);
      }
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  });
});
