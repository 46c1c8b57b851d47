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

export async function startNginx(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const prefix = await tempDir('hubgen-nginx-');
  // nginx workers run as an unprivileged user: the site folder (a 0700 temp dir) must be readable.
  await fs.chmod(path.dirname(root), 0o755);
  const port = await freePort();
  const lines = (await readmeNginxLines()).replace(/^\s*root\s+[^;]+;\s*$/m, `root ${root};`).replace(/listen\s+\d+;/, `listen 127.0.0.1:${port};`);
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
  for (let i = 0; i < 100; i++) {
    if (await fetch(url + '/').then(() => true, () => false)) break;
    if (child.exitCode !== null && child.exitCode !== undefined) throw new Error(`nginx exited: ${(await child).stderr}`);
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
