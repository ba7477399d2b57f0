/**
 * The embedded database (PGlite) is the files of one process. A second process on the same folder
 * keeps its own copy of the pages in memory, and whichever writes a page last overwrites what the
 * other committed there: carts and orders of one server were gone after two servers had run on one
 * DATA_DIR. So the folder is held by a lock file naming the holder's pid while a process has it
 * open, and a second server or operator command on it stops at start with a clear message.
 *
 * A lock file whose process is gone (kill -9, a crash, a reboot) is taken over. So is one naming
 * this very process: in a container the restarted server often has the same pid (1).
 *
 * On Linux the folder is also held by an abstract socket named after it: only one process can listen
 * on it, and the kernel frees it when that process ends, however it ends. So two processes that find
 * the same stale file at the same moment cannot both take it over, and a server whose file someone
 * deleted still keeps its folder. Elsewhere the file does it alone.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const LOCK_FILE = 'database-in-use.pid';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function inUse(dir: string, file: string, holder: number | null): Error {
  return new Error(
    `The embedded database in ${dir} is in use by another process (${holder === null ? 'its lock file is gone' : `pid ${holder}`}): ` +
      `stop that server or command first. Several servers need PostgreSQL (DATABASE_URL). If no such process runs, delete ${file}.`,
  );
}

/** The folder's sockets this process holds, with how many opens of the folder share each. */
const held = new Map<string, { server: net.Server; opens: number }>();

/** Listens on the folder's abstract socket; null when another process does. The release is idempotent. */
async function holdSocket(dir: string): Promise<(() => void) | null> {
  if (process.platform !== 'linux') return () => {};
  const name = `\0storefront-embedded-database-${createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 40)}`;
  const mine = held.get(name);
  if (mine) mine.opens++;
  else {
    const server = net.createServer((socket) => socket.destroy());
    try {
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(name, resolve));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') return null;
      throw err;
    }
    server.unref();
    held.set(name, { server, opens: 1 });
  }
  let released = false;
  return () => {
    const entry = held.get(name);
    if (released || !entry) return;
    released = true;
    if (--entry.opens === 0) {
      held.delete(name);
      entry.server.close();
    }
  };
}

/** Takes `dir` for this process; resolves with the release. Rejects when another running process holds it. */
export async function lockDataDir(dir: string): Promise<() => void> {
  const file = path.join(dir, LOCK_FILE);
  const releaseSocket = await holdSocket(dir);
  if (!releaseSocket) throw inUse(dir, file, holderOf(file));
  try {
    return takeFile(dir, file, releaseSocket);
  } catch (err) {
    releaseSocket();
    throw err;
  }
}

function takeFile(dir: string, file: string, releaseSocket: () => void): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        if (holderOf(file) === process.pid) fs.rmSync(file, { force: true });
        releaseSocket();
      };
      // A process that ends without closing the database (an uncaught error) leaves no lock behind.
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(file);
    if (holder !== null && holder !== process.pid && running(holder)) throw inUse(dir, file, holder);
    // Left by a process that is gone: taken over.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`The embedded database in ${dir} could not be taken: ${file} keeps coming back.`);
}
