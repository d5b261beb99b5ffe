// `npm run api-report`: rewrites the committed public-API report of every first-party shared
// package. Run it when a change to one of them is deliberate, and review the diff.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateReport, REPO, REPORT_TARGETS } from './api-report';

for (const target of REPORT_TARGETS) {
  writeFileSync(target.reportFile, generateReport(target));
  console.log(`${target.name} → ${relative(REPO, target.reportFile)}`);
}
