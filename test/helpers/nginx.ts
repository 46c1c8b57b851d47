// A stock nginx serving a built site with exactly the location block the README gives, on a free
// loopback port, as an unprivileged foreground process in its own prefix folder.
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { REPO, tempDir } from './cli.ts';

export const NGINX = '/usr/sbin/nginx';

/** The server-block lines the README documents, read from the README itself. */
export async function readmeNginxLines(): Promise<string> {
  const readme = await fs.readFile(path.join(REPO, 'README.md'), 'utf8');
  const block = /<!-- nginx:start -->\s*```nginx\n([\s\S]*?)```\s*<!-- nginx:end -->/.exec(readme);
  if (!block) throw new Error('README.md has no nginx block between <!-- nginx:start --> and <!-- nginx:end -->');
  return block[1];
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `base`: serve a site built with that baseUrl, as a host serving it in a sub-folder does: the
 * output folder must be named for the base (`<www>/sub` for '/sub/'), and the README's lines are
 * used with their location and 404 page moved under it (the README says so).
 */
export async function startNginx(root: string, { base = '/' }: { base?: string } = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const prefix = await tempDir('hubgen-nginx-');
  const www = path.resolve(root, ...base.split('/').filter(Boolean).map(() => '..'));
  if (path.join(www, base) !== path.join(root, '/')) throw new Error(`for base ${base}, the site folder must end in ${base} (got ${root})`);
  // nginx workers run as an unprivileged user: the site folder (a 0700 temp dir) must be readable.
  await fs.chmod(path.dirname(root), 0o755);
  if (www !== root) await fs.chmod(path.dirname(www), 0o755);
  const port = await freePort();
  const lines = (await readmeNginxLines())
    .replace(/^\s*root\s+[^;]+;\s*$/m, `root ${www};`)
    .replace(/listen\s+\d+;/, `listen 127.0.0.1:${port};`)
    .replace(/location \/ \{/, `location ${base} {`)
    .replace(/location = \/404\.html/, `location = ${base}404.html`)
    .replace(/error_page 404 \/404\.html;/g, `error_page 404 ${base}404.html;`);
  const conf = `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${lines}
}
`;
  await fs.writeFile(path.join(prefix, 'nginx.conf'), conf);
  const child: ResultPromise = execa(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { reject: false });
  const url = `http://127.0.0.1:${port}`;
  // Ready is nginx answering; nginx exiting, or never answering, fails the test that asked for it
  // (with its error log), never lets it go on against no server.
  const NEVER_UP_MS = 60_000;
  const started = Date.now();
  while (!(await fetch(url + base).then(() => true, () => false))) {
    if (child.exitCode !== null && child.exitCode !== undefined) throw new Error(`nginx exited (${child.exitCode}): ${(await child).stderr}\n${await errorLog(prefix)}`);
    if (Date.now() - started > NEVER_UP_MS) {
      child.kill('SIGKILL');
      throw new Error(`nginx never answered on ${url}${base}:\n${await errorLog(prefix)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await child;
    },
  };
}

function errorLog(prefix: string): Promise<string> {
  return fs.readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '(no error.log)');
}
