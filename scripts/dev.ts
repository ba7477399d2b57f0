/**
 * `npm run dev`: the Vite dev server (port 5173, proxying /api and /img — see vite.config.ts)
 * and the API server under `tsx watch` (STATIC_DIR='' so it serves only the API), together.
 * Ctrl+C, or either process ending, stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const bin = (name: string) => `node_modules/.bin/${name}`;
const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'}); stopping`);
    stop(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/server.ts'], { STATIC_DIR: '' });
start('vite', bin('vite'), ['--port', '5173', '--strictPort']);
