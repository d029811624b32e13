// The sandbox's HTTP server for the cold-load case, run from its sources in a child process (as
// `pnpm sandbox` does) so its work does not share the bench's event loop.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const healthPath = '/__sandbox/health';

async function waitForHealth(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the sandbox server did not answer at ${url}${healthPath}`);
}

/** Starts the sandbox on 127.0.0.1:`port` (both hosts at the root); resolves once it answers. */
export async function startSandboxHttp(root, port) {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=marketplace-source', join(root, 'packages', 'sandbox', 'src', 'server', 'serve.ts')],
    { cwd: root, env: { ...process.env, SANDBOX_PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  // tsx passes the signal on to the server, which closes and exits (serve.ts).
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}

async function readJson(response, what) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return response.json();
}

/**
 * Signs in as the api-client does (POST the credentials to the accounts host, then GET the profile
 * with the token) and returns the sessionStorage entries a signed-in tab holds, by the api-client's
 * keys (sessionStore.ts: token, tokenExpiry, profileData).
 */
export async function signInOverHttp(accountsUrl, { email, password }) {
  const signIn = await readJson(
    await fetch(`${accountsUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    'POST /api/auth/signin',
  );
  const profile = await readJson(
    await fetch(`${accountsUrl}/api/profile`, { headers: { authorization: `Bearer ${signIn.token}`, accept: 'application/json' } }),
    'GET /api/profile',
  );
  return {
    token: signIn.token,
    tokenExpiry: String(Date.now() + signIn.expiresIn * 1000),
    profileData: JSON.stringify(profile.data),
  };
}
