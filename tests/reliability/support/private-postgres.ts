import { execFile } from "node:child_process";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const run = promisify(execFile);

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of our own (initdb in a temp dir, a free port, fsync off) that a test can stop and restart
 * while the machine's main server on 5432 keeps serving everyone else. Run as the `postgres` OS user when we are
 * root (PostgreSQL refuses to run as root).
 */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBinaries();
  const dir = await mkdtemp(path.join(tmpdir(), "pg-reliability-"));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asPostgres ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(dir, "data");
  const port = await freePort();
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  const start = async () =>
    void (await pg("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "30", "start"]));
  const stop = async () => void (await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]));
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin that has initdb. */
function postgresBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))) : [];
  if (versions.length === 0) throw new Error("no PostgreSQL binaries found: set PG_BIN to the directory holding initdb and pg_ctl");
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], "bin");
}
