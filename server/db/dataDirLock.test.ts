import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './dataDirLock.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function folder(holder?: string): { dir: string; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  const file = path.join(dir, LOCK_FILE);
  if (holder !== undefined) fs.writeFileSync(file, holder);
  return { dir, file };
}

/** A process that runs until `stop`; its pid stays a real, running process's meanwhile. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('the embedded database folder, one process at a time', () => {
  it('is taken with this process’s pid and given back on release', async () => {
    const { dir, file } = folder();
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
    // Taken again after the release.
    (await lockDataDir(dir))();
  });

  it('is refused while another running process holds it, naming the process and the file', async () => {
    const other = otherProcess();
    try {
      const { dir, file } = folder(String(other.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(`is in use by another process (pid ${other.pid})`);
      await expect(lockDataDir(dir)).rejects.toThrow(`If no such process runs, delete ${file}.`);
      expect(fs.readFileSync(file, 'utf8')).toBe(String(other.pid));
    } finally {
      await other.stop();
    }
  });

  it('is taken over from a process that is gone (kill -9, a crash)', async () => {
    const other = otherProcess();
    await other.stop();
    const { dir, file } = folder(String(other.pid));
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });

  it.each([
    ['this process’s own pid (a restarted container’s pid 1)', String(process.pid)],
    ['no pid at all', 'not a pid'],
    ['an empty file', ''],
  ])('is taken over from a file holding %s', async (_, content) => {
    const { dir, file } = folder(content);
    (await lockDataDir(dir))();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('a release does not remove a lock another process took since', async () => {
    const { dir, file } = folder();
    const release = await lockDataDir(dir);
    fs.writeFileSync(file, '999999');
    release();
    expect(fs.readFileSync(file, 'utf8')).toBe('999999');
  });

  describe.runIf(process.platform === 'linux')('held by a socket the kernel frees with its process', () => {
    /**
     * Processes that each take `dir` once told to (all at the same moment, once every one has
     * loaded), print "took" or the refusal, and hold on until killed.
     */
    async function takers(dir: string, count: number) {
      const script = `import { lockDataDir } from ${JSON.stringify(path.resolve('server/db/dataDirLock.ts'))};
        console.log('ready');
        process.stdin.once('data', () => lockDataDir(${JSON.stringify(dir)}).then(() => console.log('took'), (e) => console.log(e.message)));
        setTimeout(() => {}, 60_000);`;
      const children = Array.from({ length: count }, () =>
        spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
      );
      const lines = children.map((child) => {
        const queue: string[] = [];
        const waiting: ((line: string) => void)[] = [];
        child.stdout.on('data', (d: Buffer) =>
          d
            .toString()
            .split('\n')
            .filter(Boolean)
            .forEach((line) => (waiting.length ? waiting.shift()!(line) : queue.push(line))),
        );
        return () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)));
      });
      await Promise.all(lines.map((next) => next()));
      children.forEach((child) => child.stdin.write('go\n'));
      return {
        said: Promise.all(lines.map((next) => next())),
        stop: () => Promise.all(children.map((c) => new Promise((resolve) => (c.on('exit', resolve), c.kill('SIGKILL'))))),
      };
    }

    it('keeps the folder of a running holder whose file was deleted', async () => {
      const { dir, file } = folder();
      const holder = await takers(dir, 1);
      try {
        expect(await holder.said).toEqual(['took']);
        fs.rmSync(file);
        await expect(lockDataDir(dir)).rejects.toThrow('is in use by another process (its lock file is gone)');
      } finally {
        await holder.stop();
      }
      // Freed with its process, without a release.
      (await lockDataDir(dir))();
    });

    it('gives a stale file to one of several processes starting at the same moment', { timeout: 30_000 }, async () => {
      const gone = otherProcess();
      await gone.stop();
      const { dir } = folder(String(gone.pid));
      const racers = await takers(dir, 4);
      try {
        const said = await racers.said;
        expect(
          said.filter((s) => s === 'took'),
          said.join('\n'),
        ).toHaveLength(1);
        expect(said.filter((s) => s.includes('is in use by another process'))).toHaveLength(3);
      } finally {
        await racers.stop();
      }
    });
  });
});
