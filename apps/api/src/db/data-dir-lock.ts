import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Raised when another live process already owns the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Data directories this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Where the lock socket lives: `patro.lock` in the data directory, or (Linux, when that path is too
 * long for a socket address) an abstract socket named after the directory. Windows uses a named pipe.
 */
function socketAddress(dataDir: string): string {
  const inDir = path.join(dataDir, 'patro.lock');
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (process.platform === 'win32') return `\\\\.\\pipe\\patro-${id}`;
  if (Buffer.byteLength(inDir) < 100) return inDir;
  if (process.platform === 'linux') return `\0patro-${id}`;
  throw new Error(`DATA_DIR is too long for its lock socket (${inDir}); use a shorter path`);
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must never keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** The holder's pid when something answers at `address`; null when nothing listens there. */
function probe(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    const timer = setTimeout(() => finish('?'), 2000);
    function finish(value: string | null) {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    }
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => finish(answer.trim() || '?'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // Refused or missing: nobody listens (the holder died, whatever its pid). Anything else: assume alive.
      finish(
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT' || error.code === 'ENOTSOCK' ? null : '?',
      ),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds `recovery` (a directory: mkdir is atomic) while a stale socket is replaced, so two
 * processes recovering at once cannot both unlink and listen. A recovery mutex older than 10 s
 * belonged to a process that died mid-recovery and is taken over.
 */
async function withRecoveryMutex<T>(recovery: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(recovery);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(recovery, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10_000 || attempt > 200) rmSync(recovery, { recursive: true, force: true });
      else await sleep(25);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(recovery);
  }
}

/**
 * PGlite is a single-process database: two processes writing one directory corrupt it. The owner
 * holds a listening Unix socket in the directory (ADR 094). The kernel closes it the moment the
 * owner dies — kill -9, OOM, a zombie not yet reaped — so a restart always gets in, even when it
 * is given the dead owner's pid (pid 1 in a container); while the owner lives, connecting to the
 * socket succeeds and a second process is refused, naming the owner's pid.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const key = realpathSync(dataDir);
  const refuse = (owner: string) =>
    new DataDirLockedError(
      `The database in ${dataDir} is already open in another Patro process (pid ${owner}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  if (heldHere.has(key)) throw refuse(String(process.pid));
  const address = socketAddress(dataDir);
  const isFile = !address.startsWith('\0') && process.platform !== 'win32';

  const take = async (): Promise<net.Server> => {
    try {
      return await listen(address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const owner = await probe(address);
    if (owner !== null || !isFile) throw refuse(owner ?? '?');
    // Nobody answers: the socket file (or an older version's pid file) was left by a dead owner.
    return withRecoveryMutex(`${address}.recovery`, async () => {
      const again = await probe(address);
      if (again !== null) throw refuse(again);
      rmSync(address, { force: true });
      return listen(address);
    });
  };

  const server = await take();
  heldHere.add(key);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(key);
    // Closing also removes the socket file; a file left by an exit before that is recovered above.
    server.close();
  };
}
