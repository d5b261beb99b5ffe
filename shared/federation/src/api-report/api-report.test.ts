import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateReport, REPO, REPORT_TARGETS } from './api-report';

// A shared first-party package is loaded by builds made at different times: its public surface
// changes only on purpose. After a deliberate change: `npm run api-report`, review, commit.
describe.each(REPORT_TARGETS)('the public API of $name', (target) => {
  it('matches its committed report', () => {
    const committed = existsSync(target.reportFile) ? readFileSync(target.reportFile, 'utf8') : '(no report)';
    const current = generateReport(target);
    if (current !== committed) {
      throw new Error(
        `The public API of ${target.name} changed. If that is on purpose, run \`npm run api-report\` and ` +
          `commit ${relative(REPO, target.reportFile)} (and bump the package's version: remotes require ` +
          `a range of it).`,
      );
    }
  }, 60_000);
});
