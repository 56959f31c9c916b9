// Prints, last in CI's output, why each failing test failed: its name, the build it ran on and
// its message without the stack. CI's record keeps only the end of a long log; the test runner's
// own failure report sits far above it, and a failure nobody can read cannot be fixed.
// Usage: node .ci/failures.mjs <e2e log> <vitest json>
import { existsSync, readFileSync } from 'node:fs';

const [e2eLog, vitestJson] = process.argv.slice(2);
const MAX_LINES_PER_FAILURE = 24;
const MAX_LINES = 240;
const out = [];

/** The node test runner's "✖ failing tests:" sections, each under the pass that printed it. */
function e2eFailures(text) {
  const failures = [];
  let pass = 'e2e';
  let inSection = false;
  let current;
  for (const line of text.split('\n')) {
    const passLine = /^::: e2e on (.+?)(?: \(ended|,|$)/.exec(line);
    if (passLine) {
      pass = passLine[1];
      inSection = false;
      continue;
    }
    if (line.startsWith('✖ failing tests:')) {
      inSection = true;
      continue;
    }
    if (!inSection) continue;
    if (line.startsWith('test at ')) {
      current = { title: `[${pass}] ${line.slice('test at '.length)}`, lines: [] };
      failures.push(current);
      continue;
    }
    // Stack frames and the assertion's own property dump say nothing the message does not.
    if (
      !current ||
      /^\s+at /.test(line) ||
      /^\s+(generatedMessage|code|actual|expected|operator):/.test(line) ||
      /^\s*}\s*$/.test(line)
    )
      continue;
    current.lines.push(line);
  }
  return failures;
}

function vitestFailures(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const failures = [];
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      failures.push({ title: `[vitest] ${file.name}`, lines: [file.message ?? 'the file failed to run'] });
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages ?? []).join('\n').split('\n');
      failures.push({
        title: `[vitest] ${file.name}: ${test.fullName}`,
        lines: message.filter((line) => !/^\s+at /.test(line)),
      });
    }
  }
  return failures;
}

const failures = [
  ...(vitestJson && existsSync(vitestJson) ? vitestFailures(vitestJson) : []),
  ...(e2eLog && existsSync(e2eLog) ? e2eFailures(readFileSync(e2eLog, 'utf8')) : []),
];
if (failures.length > 0) {
  out.push(`::: why ${failures.length} test(s) failed`);
  for (const failure of failures) {
    out.push(failure.title);
    const lines = failure.lines.filter((line, index, all) => line.trim() !== '' || all[index - 1]?.trim());
    out.push(...lines.slice(0, MAX_LINES_PER_FAILURE).map((line) => `  ${line.trimEnd()}`));
    if (lines.length > MAX_LINES_PER_FAILURE)
      out.push(`  … ${lines.length - MAX_LINES_PER_FAILURE} more lines`);
  }
  const shown = out.slice(0, MAX_LINES);
  if (out.length > MAX_LINES) shown.push(`… ${out.length - MAX_LINES} more lines`);
  console.log(shown.join('\n'));
}
