import { type PagesFirstWindows, pagesFirst, type Timers } from './pages-first';

/** Timers on a clock the test moves. */
function manualTimers() {
  let now = 0;
  let due: { at: number; run: () => void }[] = [];
  const timers: Timers = {
    now: () => now,
    after(ms, run) {
      const entry = { at: now + ms, run };
      due.push(entry);
      return () => {
        due = due.filter((d) => d !== entry);
      };
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = due.filter((d) => d.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      due = due.filter((d) => d !== next);
      now = next.at;
      next.run();
    }
    now = until;
  };
  return { timers, advance };
}

const WINDOWS: PagesFirstWindows = { pauseMs: 3000, maxPauseMs: 6000, minRunMs: 1500, waitingMs: 10_000 };

function setUp() {
  const calls: string[] = [];
  const at: string[] = [];
  const { timers, advance } = manualTimers();
  const record = (call: string) => {
    calls.push(call);
    at.push(`${call} ${timers.now()}`);
  };
  const gate = pagesFirst({ pause: () => record('pause'), resume: () => record('resume') }, timers, WINDOWS);
  return { calls, at, advance, gate };
}

describe('pagesFirst', () => {
  it('pauses the backlog while a page loads, and resumes it after the pause window', () => {
    const { calls, advance, gate } = setUp();
    gate.pageRequested();
    expect(calls).toEqual(['pause']);
    advance(2999);
    expect(calls).toEqual(['pause']);
    advance(1);
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('extends the pause for the next page, up to the longest pause', () => {
    const { calls, advance, gate } = setUp();
    gate.pageRequested();
    advance(2000);
    gate.pageRequested(); // now waits until 5000
    advance(2500);
    expect(calls).toEqual(['pause']);
    gate.pageRequested(); // would wait until 7500: the longest pause ends it at 6000
    advance(1499);
    expect(calls).toEqual(['pause']);
    advance(1);
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('gives the backlog its turn: pages in the turn do not pause it, and it runs on under steady traffic', () => {
    const { at, advance, gate } = setUp();
    // A page every 500 ms for 20 s: paused 6 s, runs 1.5 s, paused again…
    for (let t = 0; t < 20_000; t += 500) {
      gate.pageRequested();
      advance(500);
    }
    expect(at).toEqual(['pause 0', 'resume 6000', 'pause 7500', 'resume 13500', 'pause 15000']);
  });

  it('lets the backlog run while a member waits for one of its titles, and pauses again after', () => {
    const { at, advance, gate } = setUp();
    gate.pageRequested();
    advance(1000);
    gate.memberWaiting(); // Play on a film still being prepared: it runs at once
    advance(5000);
    gate.pageRequested(); // pages wait while the member does
    advance(4000);
    gate.memberWaiting(); // the player polls its status at 10 000: still waiting, until 20 000
    advance(9999);
    gate.pageRequested();
    advance(1);
    gate.pageRequested();
    expect(at).toEqual(['pause 0', 'resume 1000', 'pause 20000']);
  });

  it('resumes a paused backlog when closed, and ignores pages after', () => {
    const { calls, advance, gate } = setUp();
    gate.pageRequested();
    gate.close();
    gate.pageRequested();
    advance(10_000);
    expect(calls).toEqual(['pause', 'resume']);
  });
});
