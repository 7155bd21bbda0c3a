import { mkdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

const LOCK_FILE = "service.lock";
/** The holder touches its lock this often; a lock from another host untouched for STALE_AFTER_MS is abandoned. */
const REFRESH_MS = 10_000;
const STALE_AFTER_MS = 3 * REFRESH_MS;

interface Holder {
  pid: number;
  hostname: string;
}

/** Another live process holds the data directory; `message` is the one line start-up prints. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder | undefined) {
    const where = !holder
      ? ""
      : holder.hostname === hostname()
        ? ` (pid ${holder.pid})`
        : ` (pid ${holder.pid} on host ${holder.hostname})`;
    super(`DATA_DIR ${dataDir} is in use by another process${where}; stop it or choose another DATA_DIR`);
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  release(): void;
}

/** Lock files this process holds, so a second service in the same process is refused too (same pid). */
const heldHere = new Set<string>();

/**
 * Claims `dataDir` for this process: embedded PGlite and the local index must never be opened by two processes at
 * once. The lock is a file created exclusively, holding pid and hostname. A lock whose process is gone (killed with
 * SIGKILL, say) does not block: on this host it is stale when its pid is not alive; from another host (a container
 * recreated on the same volume) when it has not been touched for STALE_AFTER_MS.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, hostname: hostname() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    // A second attempt that finds a lock again lost a race with another start: that one holds it now.
    if (attempt > 0 || (holder && isLive(file, holder))) throw new DataDirInUseError(dataDir, holder);
    removeStale(file); // its process is gone (or it is unreadable: a crash between create and write)
  }
  heldHere.add(file);
  const refresh = setInterval(() => touch(file), REFRESH_MS).unref();
  return {
    release() {
      clearInterval(refresh);
      if (!heldHere.delete(file)) return;
      if (readHolder(file)?.pid === me.pid) removeStale(file);
    },
  };
}

function isLive(file: string, holder: Holder): boolean {
  if (holder.hostname !== hostname()) return Date.now() - modifiedAt(file) < STALE_AFTER_MS;
  // Our own pid in a lock we do not hold: a previous process of a restarted container that had the same pid.
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, owned by another user
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    return typeof parsed.pid === "number" && typeof parsed.hostname === "string"
      ? { pid: parsed.pid, hostname: parsed.hostname }
      : undefined;
  } catch {
    return undefined;
  }
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function touch(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Removed by hand: nothing to refresh; the next start simply takes the directory.
  }
}

function removeStale(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
