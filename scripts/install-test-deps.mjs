// Installs what the tests need beyond npm packages: Debian's Chromium (for the browser tests),
// nginx (to prove the README's try_files line serves every route), and Go, Ruby, Java, PHP with its
// curl extension and Mono's C# compiler with System.Net.Http (so that `check --samples` and
// test/samples/sample-languages.test.ts run the generated samples in those languages, beside
// Python's, which the machine has). Runs apt-get only as root and only for what is missing, so it
// is quick on a machine that already has them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { bin: '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/sbin/nginx', pkg: 'nginx-light' },
  { bin: '/usr/bin/go', pkg: 'golang-go' },
  { bin: '/usr/bin/ruby', pkg: 'ruby' },
  { bin: '/usr/bin/java', pkg: 'default-jdk-headless' },
  { bin: '/usr/bin/php', pkg: 'php-cli' },
  // An extension has no binary of its own: PHP says whether it is loaded.
  { pkg: 'php-curl', present: () => spawnSync('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);'], { stdio: 'ignore' }).status === 0 },
  // Debian has no .NET SDK: Mono's mcs (C# 7) compiles the C# samples, and mono-runtime (a dependency) runs them.
  { bin: '/usr/bin/mcs', pkg: 'mono-mcs' },
  { bin: '/usr/lib/mono/4.5/System.Net.Http.dll', pkg: 'libmono-system-net-http4.0-cil' },
];
const missing = wanted.filter((w) => !(w.present ? w.present() : existsSync(w.bin)));

if (missing.length === 0) {
  console.log(`test dependencies: ${wanted.map((w) => w.pkg).join(', ')} are installed`);
} else if (process.getuid?.() === 0) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`installing ${missing.map((m) => m.pkg).join(', ')} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((m) => m.pkg)], { stdio: 'inherit', env });
} else {
  console.error(`missing ${missing.map((m) => m.bin ?? m.pkg).join(', ')}: run as root, or install ${missing.map((m) => m.pkg).join(' and ')} with your package manager`);
  process.exit(1);
}
