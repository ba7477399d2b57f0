/**
 * The embedded database (PGlite) is the files of one process. A second process on the same folder
 * keeps its own copy of the pages in memory, and whichever writes a page last overwrites what the
 * other committed there: carts and orders of one server were gone after two servers had run on one
 * DATA_DIR. So the folder is held by a lock file naming the holder's pid while a process has it
 * open, and a second server or operator command on it stops at start with a clear message.
 *
 * A lock file whose process is gone (kill -9, a crash, a reboot) is taken over. So is one naming
 * this very process: in a container the restarted server often has the same pid (1).
 */
import fs from 'node:fs';
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

/** Takes `dir` for this process; returns the release. Throws when another running process holds it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        if (holderOf(file) === process.pid) fs.rmSync(file, { force: true });
      };
      // A process that ends without closing the database (an uncaught error) leaves no lock behind.
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(file);
    if (holder !== null && holder !== process.pid && running(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by another process (pid ${holder}): stop that server or command first. ` +
          `Several servers need PostgreSQL (DATABASE_URL). If no such process runs, delete ${file}.`,
      );
    }
    // Left by a process that is gone: taken over.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`The embedded database in ${dir} could not be taken: ${file} keeps coming back.`);
}
