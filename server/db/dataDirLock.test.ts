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
  it('is taken with this process’s pid and given back on release', () => {
    const { dir, file } = folder();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
    // Taken again after the release.
    lockDataDir(dir)();
  });

  it('is refused while another running process holds it, naming the process and the file', async () => {
    const other = otherProcess();
    try {
      const { dir, file } = folder(String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`is in use by another process (pid ${other.pid})`);
      expect(() => lockDataDir(dir)).toThrow(`If no such process runs, delete ${file}.`);
      expect(fs.readFileSync(file, 'utf8')).toBe(String(other.pid));
    } finally {
      await other.stop();
    }
  });

  it('is taken over from a process that is gone (kill -9, a crash)', async () => {
    const other = otherProcess();
    await other.stop();
    const { dir, file } = folder(String(other.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });

  it.each([
    ['this process’s own pid (a restarted container’s pid 1)', String(process.pid)],
    ['no pid at all', 'not a pid'],
    ['an empty file', ''],
  ])('is taken over from a file holding %s', (_, content) => {
    const { dir, file } = folder(content);
    lockDataDir(dir)();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('a release does not remove a lock another process took since', () => {
    const { dir, file } = folder();
    const release = lockDataDir(dir);
    fs.writeFileSync(file, '999999');
    release();
    expect(fs.readFileSync(file, 'utf8')).toBe('999999');
  });
});
