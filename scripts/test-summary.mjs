// Prints one closing line, "Tests: N passed, N failed, N skipped", summed over the reports named
// on the command line (vitest JSON and Playwright JSON), so CI can read the count.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`(no report at ${file}: that suite did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats && "expected" in report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    if (report.success === false && report.numFailedTests === 0) {
      console.log(
        `(${file}: every test passed, yet the run failed: a file that did not load, a hook or an unhandled error)`,
      );
    }
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
