// Runs each check in turn and sums the results into one closing line 'N passed, N failed'.
// A check is a test (vitest counts each test), a whole command (types, lint, a build), or a script
// that reports its own checks (the consumer app over the packed tarballs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const resultsDir = '.test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test by name, printed last. */
const failedTests = [];
/** Each step's name and how long it took, printed at the end: where a slow run spends its time. */
const durations = [];

function timed(name, step) {
  const started = Date.now();
  step();
  durations.push({ name, seconds: Math.round((Date.now() - started) / 1000) });
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function command(name, cmd, args) {
  timed(name, () => runCommand(name, cmd, args));
}

function runCommand(name, cmd, args) {
  console.log(`\n==> ${name}`);
  if (run(cmd, args)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

/** Runs the vitest projects whose names match `project` (a name, or a pattern such as 'storybook*'). */
function vitest(project) {
  timed(`vitest ${project}`, () => runVitest(project));
}

function runVitest(project) {
  console.log(`\n==> vitest project '${project}'`);
  const output = `${resultsDir}/${project.replace('*', '-all')}.json`;
  const ok = run('pnpm', ['exec', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`]);
  if (!existsSync(output)) {
    failed += 1;
    failures.push(`vitest ${project} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // A file that fails to load has no tests; count it, or a broken suite would go unnoticed.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenFiles;
  if (report.numTotalTests === 0) {
    failed += 1;
    failures.push(`vitest ${project} ran no test`);
  }
  if (!ok && report.numFailedTests + brokenFiles === 0) {
    failed += 1;
    failures.push(`vitest ${project} exited non-zero`);
  } else if (report.numFailedTests + brokenFiles > 0) failures.push(`vitest ${project}`);
  failedTests.push(...namesOfFailedTests(report));
}

/**
 * Each failed test as 'file > test: first line of its error'. The end of a log is what a CI record
 * keeps; without this, a failure that does not repeat cannot be named afterwards.
 */
function namesOfFailedTests(report) {
  const names = [];
  for (const file of report.testResults) {
    const path = relative(process.cwd(), file.name);
    const failedInFile = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedInFile.length === 0) names.push(`${path}: ${firstLine(file.message)}`);
    for (const test of failedInFile) names.push(`${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  return names;
}

function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes, not text
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return (plain.split('\n')[0] ?? '').slice(0, 300) || '(no message)';
}

// A script that writes { passed, failed, failures } to a JSON report: each of its checks counts.
function counted(name, cmd, args, report) {
  timed(name, () => runCounted(name, cmd, args, report));
}

function runCounted(name, cmd, args, report) {
  console.log(`\n==> ${name}`);
  const ok = run(cmd, [...args, '--report', report]);
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.passed;
  failed += result.failed;
  failures.push(...result.failures.map((check) => `${name}: ${check}`));
  if (!ok && result.failed === 0) {
    failed += 1;
    failures.push(`${name} exited non-zero`);
  }
}

command('type check (tsc --noEmit, TypeScript 7)', 'pnpm', ['run', '--silent', 'typecheck']);
command('lint (eslint)', 'pnpm', ['run', '--silent', 'lint']);
// In dependency order: a package's declarations and styles are built against its siblings' builds.
for (const pkg of ['domain', 'api-client', 'ui', 'sandbox', 'agency-screens']) {
  command(`build @marketplace/${pkg} (ESM, .d.ts, CSS)`, 'pnpm', ['--filter', `@marketplace/${pkg}`, 'run', '--silent', 'build']);
}
// The packed packages as an embedder gets them: publint, attw, and an app outside the workspace.
counted('consumer app over the packed tarballs', 'pnpm', ['exec', 'tsx', 'consumer-test/run.ts'], `${resultsDir}/consumer.json`);
command('build storybook', 'pnpm', ['run', '--silent', 'build-storybook']);
// unit-node, unit and unit-isolated side by side.
vitest('unit*');
// The story files in two browsers side by side: see storybookProject in vitest.config.ts.
vitest('storybook*');
command('build host', 'pnpm', ['--filter', '@marketplace/host', 'run', '--silent', 'build']);
vitest('e2e');

console.log('\nDuration of each step:');
for (const { name, seconds } of durations) console.log(`  ${String(Math.floor(seconds / 60)).padStart(3)} min ${String(seconds % 60).padStart(2, '0')} s  ${name}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
