// The consumer check (issue 12): packs the five packages, lints the tarballs (publint, attw), installs
// them with npm into an app outside the workspace, type-checks and builds that app with Vite, and
// renders Inquiry Management and Agency Profile in Chromium against the packed sandbox's HTTP server.
// Usage: tsx consumer-test/run.ts [--report file.json] [--build] [--keep]
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as DomainModule from '@marketplace/domain';
import type * as FixturesModule from '@marketplace/domain/fixtures';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../config/chromium';
import { checkScreen } from './browserChecks';
import { createCheckResults } from './checkResults';
import { runCommand, startCommand } from './commands';
import { classDeclarations } from './entryStyles';
import { startPackedSandbox } from './sandboxServer';
import { serveStatic } from './staticServer';
import { packageNames, packTarballs, readTarball, type PackageName } from './tarballs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const option = (name: string) => process.argv.indexOf(name);
const reportFile = option('--report') > 0 ? resolve(process.argv[option('--report') + 1] ?? 'consumer.json') : join(tmpdir(), 'consumer-check.json');

const started = Date.now();
const results = createCheckResults();
const work = mkdtempSync(join(tmpdir(), 'marketplace-consumer-'));
const appDir = join(work, 'app');
const cleanups: (() => unknown)[] = [];

/** Every target of an `exports` or `bin` map (all conditions), as paths inside the package. */
function targets(map: unknown): string[] {
  if (typeof map === 'string') return [map.replace(/^\.\//, '')];
  if (map && typeof map === 'object') return Object.values(map).flatMap(targets);
  return [];
}

function checkTarball(name: PackageName, tarball: string) {
  return results.check(`@marketplace/${name}: the packed package.json publishes no source condition, and every export is in the tarball`, () => {
    const { files, manifest } = readTarball(tarball);
    if (JSON.stringify(manifest.exports).includes('marketplace-source')) throw new Error('the packed exports keep marketplace-source');
    if (JSON.stringify([manifest.dependencies, manifest.peerDependencies]).includes('workspace:')) throw new Error('a workspace: range was not replaced');
    if ([...files].some((file) => file.startsWith('src/'))) throw new Error('the tarball holds src/');
    if (!manifest.scripts || !('build' in (manifest.scripts as object))) throw new Error('no build script');
    const missing = [...targets(manifest.exports), ...targets(manifest.bin)].filter((target) => !target.includes('*') && !files.has(target));
    if (missing.length > 0) throw new Error(`exported but not packed: ${missing.join(', ')}`);
  });
}

/** The app folder: consumer-test's files, its dependencies pinned to the workspace's versions. */
function writeApp() {
  for (const entry of ['index.html', 'vite.config.js', 'tsconfig.json', 'src']) cpSync(join(here, entry), join(appDir, entry), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  for (const field of ['dependencies', 'devDependencies']) {
    for (const dependency of Object.keys(manifest[field] ?? {})) {
      const version = workspace.devDependencies[dependency];
      if (!dependency.startsWith('@marketplace/') && version && manifest[field]) manifest[field][dependency] = version;
    }
  }
  writeFileSync(join(appDir, 'package.json'), JSON.stringify(manifest, null, 2));
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
}

async function main() {
  const tarballs = packTarballs(root, join(appDir, 'tarballs'), { build: option('--build') > 0 });
  writeApp();
  // The install waits on the network more than on the processor: the tarballs are linted meanwhile.
  const install = startCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: appDir });
  install.catch(() => undefined);
  for (const name of packageNames) {
    const tarball = tarballs[name];
    await checkTarball(name, tarball);
    await results.check(`@marketplace/${name}: publint --strict`, () => runCommand(bin('publint'), ['run', tarball, '--strict'], { cwd: work }));
    // esm-only: the packages ship ESM alone, so CommonJS and node10 resolution are out of scope.
    await results.check(`@marketplace/${name}: @arethetypeswrong/cli`, () =>
      runCommand(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css', '--format', 'table-flipped'], { cwd: work }),
    );
  }

  const installed = await results.check('npm installs the tarballs and the app dependencies', () => install);
  if (!installed) return;
  const modules = join(appDir, 'node_modules', '@marketplace');

  await results.check('every CSS file the packages ship is imported by their JS', () => {
    for (const name of ['ui', 'agency-screens']) {
      const dist = join(modules, name, 'dist');
      const js = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
      const imported = new Set(
        js.flatMap((file) => [...readFileSync(join(dist, file), 'utf8').matchAll(/^import '(\.[^']+\.css)';$/gm)].map((match) => relative(dist, resolve(dist, dirname(file), match[1] ?? '')))),
      );
      const orphans = cssFiles(dist).filter((file) => !imported.has(file));
      if (orphans.length > 0) throw new Error(`@marketplace/${name} ships CSS no JS imports: ${orphans.join(', ')}`);
    }
  });
  await results.check('the app type-checks against the packed .d.ts files', () =>
    runCommand(process.execPath, [join(root, 'node_modules', 'tsc7', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: appDir }),
  );
  const built = await results.check('the app builds with Vite and @vitejs/plugin-react alone', () => runCommand(join(appDir, 'node_modules', '.bin', 'vite'), ['build'], { cwd: appDir }));
  if (!built) return;

  let sandboxUrl = '';
  const sandboxStarted = await results.check("the packed sandbox's bin serves the contract over HTTP", async () => {
    const sandbox = await startPackedSandbox(appDir);
    cleanups.push(sandbox.stop);
    sandboxUrl = sandbox.url;
    const health = await fetch(`${sandboxUrl}/__sandbox/health`);
    if (!health.ok) throw new Error(`health answered ${health.status}`);
  });
  if (!sandboxStarted) return;
  const app = await serveStatic(join(appDir, 'dist'));
  cleanups.push(app.close);

  // Copy and data come from the packed packages, as the app sees them.
  const { en } = (await import(pathToFileURL(join(modules, 'domain', 'dist', 'index.js')).href)) as typeof DomainModule;
  const fixtures = (await import(pathToFileURL(join(modules, 'domain', 'dist', 'fixtures.js')).href)) as typeof FixturesModule;
  const seed = fixtures.createSeedData();
  const mine = seed.enquiries.filter(({ scope }) => scope.agencyId === seed.demoAgency.id).map(({ enquiry }) => enquiry);
  const target = mine.find((enquiry) => mine.filter((other) => other.email === enquiry.email).length === 1);
  if (!target) throw new Error('the seed has no enquiry with a unique email');
  const entryCss = (folder: string) => classDeclarations(readFileSync(join(modules, 'agency-screens', 'dist', folder, 'index.css'), 'utf8'));

  const browser: Browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
  cleanups.push(() => browser.close());
  const context = { browser, appUrl: app.url, sandboxUrl, credentials: { ...fixtures.demoAgencyCredentials }, results };

  await checkScreen(context, {
    screen: 'inquiry-management',
    label: 'Inquiry Management',
    entryStyles: entryCss('InquiryManagement'),
    async expectContent(page) {
      await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor({ timeout: 20_000 });
      await page.getByRole('searchbox', { name: en.enquiries.searchLabel }).fill(target.email);
      await page.getByRole('button', { name: en.enquiries.viewDetailsOf(target.name) }).waitFor({ timeout: 20_000 });
    },
    styledControl: (page) => page.getByRole('button', { name: en.enquiries.exportCsv }),
  });
  await checkScreen(context, {
    screen: 'agency-profile',
    label: 'Agency Profile',
    entryStyles: entryCss('AgencyProfile'),
    async expectContent(page) {
      await page.getByRole('heading', { level: 1, name: en.agencyProfile.title }).waitFor({ timeout: 20_000 });
      await page.getByText(seed.demoAgency.name ?? '', { exact: true }).first().waitFor({ timeout: 20_000 });
    },
    styledControl: (page) => page.getByRole('button', { name: en.agencyProfile.editProfile }),
  });
  await checkScreen(context, {
    screen: 'roi-calculator',
    label: 'ROI Calculator',
    entryStyles: entryCss('RoiCalculator'),
    async expectContent(page) {
      const dialog = page.getByRole('dialog', { name: en.roiCalculator.title });
      await dialog.waitFor({ timeout: 20_000 });
      await dialog.getByRole('status').getByText(en.roiCalculator.roiSummary('4.1%')).waitFor({ timeout: 20_000 });
    },
    styledControl: (page) => page.getByRole('button', { name: en.roiCalculator.apply }),
  });
  await checkScreen(context, {
    screen: 'media-editor',
    label: 'Media editor',
    entryStyles: entryCss('MediaEditor'),
    async expectContent(page) {
      await page.getByRole('heading', { name: en.additionalMedia.title }).waitFor({ timeout: 20_000 });
      // A seeded listing's saved media, one row each, drawn with the entry's own styles.
      await page.getByRole('row').first().waitFor({ timeout: 20_000 });
    },
    styledControl: (page) => page.getByRole('button', { name: en.additionalMedia.addMedia }),
  });
  await checkScreen(context, {
    screen: 'map-picker',
    label: 'Map picker',
    entryStyles: entryCss('MapPicker'),
    async expectContent(page) {
      const dialog = page.getByRole('dialog', { name: en.mapPicker.selectTitle });
      await dialog.waitFor({ timeout: 20_000 });
      // The built-in gazetteer answers a search with no network.
      await dialog.getByRole('combobox', { name: en.mapPicker.searchLabel }).fill('Marina');
      await page.getByRole('option', { name: /^Dubai Marina/ }).click({ timeout: 20_000 });
      // The pick closes the list (which hides the rest of the dialog while open) and fills the fields.
      await page.getByText(en.mapPicker.selectedCoordinates('25.080500', '55.140300')).waitFor({ timeout: 20_000 });
    },
    styledControl: (page) => page.getByRole('button', { name: en.mapPicker.cancel }),
  });
  await checkScreen(context, {
    screen: 'project-chooser',
    label: 'Project chooser',
    entryStyles: entryCss('ProjectChooser'),
    async expectContent(page) {
      await page.getByRole('heading', { name: en.projectChooser.selectProject }).waitFor({ timeout: 20_000 });
      // The seed's approved projects, counted from the server's page.
      await page.getByText(en.projectChooser.approvedCount(seed.projects.length)).waitFor({ timeout: 20_000 });
    },
    // A page button of the list: the option cards' buttons are drawn bare (their card has the radius).
    styledControl: (page) => page.getByRole('button', { name: en.common.goToPage(2) }),
  });
  await checkScreen(context, {
    screen: 'manage-locations',
    label: 'Manage Locations',
    entryStyles: entryCss('MapPicker'),
    async expectContent(page) {
      const dialog = page.getByRole('dialog', { name: en.locationHighlights.manageLocations });
      await dialog.waitFor({ timeout: 20_000 });
      // The highlight types from the server's lookup, and the three messages until a highlight is complete.
      await dialog.getByText(en.locationHighlights.empty).waitFor({ timeout: 20_000 });
      await dialog.getByText(en.locationHighlights.labelRequired).waitFor({ timeout: 20_000 });
      await dialog.getByRole('textbox', { name: en.locationHighlights.labelField }).fill('Marina Mall');
    },
    styledControl: (page) => page.getByRole('button', { name: en.locationHighlights.done }),
  });
  await checkScreen(context, {
    screen: 'property-form',
    label: 'Property form',
    entryStyles: entryCss('PropertyForm'),
    async expectContent(page) {
      await page.getByRole('heading', { level: 1, name: en.propertyForm.addTitle }).waitFor({ timeout: 20_000 });
      await page.getByRole('textbox', { name: en.propertyForm.fields.name }).waitFor({ timeout: 20_000 });
      // The lookups from the server: the seed's amenities offered as checkboxes.
      await page.getByRole('checkbox').first().waitFor({ timeout: 20_000 });
    },
    styledControl: (page) => page.getByRole('button', { name: en.propertyForm.submit }),
  });
  const faqPropertyId = seed.faqs[0]?.itemId;
  const faqProperty = seed.properties.find(({ property }) => property.id === faqPropertyId)?.property;
  await checkScreen(context, {
    screen: 'faq-dialog',
    label: 'FAQ dialog',
    entryStyles: entryCss('FaqDialog'),
    async expectContent(page) {
      const dialog = page.getByRole('dialog', { name: en.faq.dialogTitle(faqProperty?.name ?? '') });
      await dialog.waitFor({ timeout: 20_000 });
      const count = seed.faqs.filter((faq) => faq.itemId === faqPropertyId).length;
      await dialog.getByRole('heading', { name: en.faq.heading(count) }).waitFor({ timeout: 20_000 });
    },
    styledControl: (page) => page.getByRole('button', { name: en.faq.addNewFaq }),
  });
  await checkScreen(context, {
    screen: 'admin-reviewed',
    label: 'Admin Reviewed Properties',
    entryStyles: entryCss('AdminReviewed'),
    async expectContent(page) {
      await page.getByRole('heading', { level: 1, name: en.reviewLists.adminTitle }).waitFor({ timeout: 20_000 });
      await page.getByText(/^\d+ approved properties$/).waitFor({ timeout: 20_000 });
      await page.getByRole('article').first().waitFor({ timeout: 20_000 });
    },
    // The card's Delete: a ui button (the tabs are drawn without a radius).
    styledControl: (page) => page.getByRole('article').first().getByRole('button', { name: /^Delete/ }),
  });
}

try {
  await main();
} catch (error) {
  await results.check('the consumer check ran to its end', () => {
    throw error;
  });
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  if (option('--keep') > 0) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
const { passed, failed } = results.write(reportFile);
console.log(`\nconsumer check: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed > 0 ? 1 : 0);
