/**
 * A throwaway PostgreSQL cluster for `npm run bench` when BENCH_DATABASE_URL names none: the
 * PostgreSQL figures of issue 15 (orders with 1 and 2 servers) are then measured on every machine
 * that has the server binaries (.ci/run installs them), not only where someone set the variable.
 * The cluster lives in a temporary folder, listens on 127.0.0.1 only, runs without fsync (as the
 * CI's), and is removed when the bench ends. PostgreSQL refuses to run as root, so as root the
 * cluster runs as the `postgres` user.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface LocalPostgres {
  /** An admin URL (database `postgres`) the bench may create its databases on. */
  url: string;
  stop: () => void;
}

/** Debian's server binaries (/usr/lib/postgresql/<version>/bin, newest first), else null. */
function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (['postgres', 'initdb', 'pg_ctl'].every((b) => fs.existsSync(path.join(bin, b)))) return bin;
  }
  return null;
}

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts a cluster, or answers null (with the reason logged) when this machine cannot. */
export async function startLocalPostgres(): Promise<LocalPostgres | null> {
  const bin = findPgBin();
  if (!bin) {
    console.log('PostgreSQL: no server binaries found (/usr/lib/postgresql/*/bin)');
    return null;
  }
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const run = (cmd: string, args: string[], opts: ExecFileSyncOptions = {}) => {
    const full = path.join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'ignore', ...opts });
    else execFileSync(full, args, { stdio: 'ignore', ...opts });
  };
  try {
    if (asRoot) {
      try {
        execFileSync('id', ['postgres'], { stdio: 'ignore' });
      } catch {
        console.log('PostgreSQL: running as root and there is no postgres user');
        return null;
      }
      execFileSync('chown', ['postgres', dir]);
    }
    const port = await freePort();
    const data = path.join(dir, 'data');
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
    const stop = () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (e) {
    console.log(`PostgreSQL: could not start a local cluster (${(e as Error).message.split('\n')[0]})`);
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
}
