import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { DataDirInUseError, lockDataDir } from "../../src/lib/data-dir-lock";

describe("lockDataDir", () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, "service.lock");
  const writeLock = (holder: { pid: number; hostname: string }) => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(lockFile(), JSON.stringify(holder));
  };
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "cbk-lockdir-")), "data");
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("creates the directory, writes pid and hostname, and removes the file on release", () => {
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8"))).toEqual({ pid: process.pid, hostname: hostname() });
    lock.release();
    expect(() => readFileSync(lockFile())).toThrow(/ENOENT/);
    lockDataDir(dataDir).release(); // free again
  });

  it("refuses a second holder in the same process, naming DATA_DIR and the pid", () => {
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dataDir)).toThrow(
        `DATA_DIR ${dataDir} is in use by another process (pid ${process.pid}); stop it or choose another DATA_DIR`,
      );
    } finally {
      lock.release();
    }
  });

  it("refuses a lock held by a live process on this host", () => {
    writeLock({ pid: process.ppid, hostname: hostname() });
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.ppid})`);
    expect(JSON.parse(readFileSync(lockFile(), "utf8"))).toEqual({ pid: process.ppid, hostname: hostname() });
  });

  it.each([
    ["a dead pid on this host", { pid: 2 ** 22 + 17, hostname: hostname() }],
    ["this pid, not held here (a restarted container)", { pid: process.pid, hostname: hostname() }],
  ])("takes over a stale lock: %s", (_name, holder) => {
    writeLock(holder);
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8"))).toEqual({ pid: process.pid, hostname: hostname() });
    lock.release();
  });

  it("takes over an unreadable lock (a crash between create and write)", () => {
    lockDataDir(dataDir).release();
    writeFileSync(lockFile(), "");
    lockDataDir(dataDir).release();
  });

  it("from another host: refused while it is fresh, taken once it has not been refreshed for 30 s", () => {
    writeLock({ pid: 1, hostname: "elsewhere" });
    expect(() => lockDataDir(dataDir)).toThrow(
      `DATA_DIR ${dataDir} is in use by another process (pid 1 on host elsewhere); stop it or choose another DATA_DIR`,
    );
    const old = new Date(Date.now() - 31_000);
    utimesSync(lockFile(), old, old);
    lockDataDir(dataDir).release();
  });
});
