import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openLocalIndex } from "../../src/retrieval/local/local-index";
import { describeVectorIndexContract } from "./vector-index.contract";

describeVectorIndexContract("local", async () => {
  const directory = await mkdtemp(path.join(tmpdir(), "local-index-"));
  return {
    open: (namespace) => openLocalIndex({ directory, namespace }),
    dispose: () => rm(directory, { recursive: true, force: true }),
  };
});

describe("local index files", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "local-index-"));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it("writes one file per namespace only when flushed, leaving no temporary files", async () => {
    const index = await openLocalIndex({ directory, namespace: "sci fi/2" });
    await index.upsert([{ id: "a", values: [1, 2], metadata: { record_type: "book", book_id: "a" } }]);
    expect(await readdir(directory)).toEqual([]);
    await index.flush();
    expect(await readdir(directory)).toEqual(["ns-sci%20fi%2F2.vectors"]);
    await index.close();
    const reopened = await openLocalIndex({ directory, namespace: "sci fi/2" });
    expect((await reopened.stats()).namespaces).toEqual({ "sci fi/2": { recordCount: 1 } });
    const [match] = await reopened.query([2, 4], { topK: 1 });
    expect(match.id).toBe("a");
    expect(match.score).toBeCloseTo(1, 6);
    await reopened.close();
  });

  it("refuses to work after close", async () => {
    const index = await openLocalIndex({ directory });
    await index.close();
    await expect(index.query([1], { topK: 1 })).rejects.toThrow("the local vector index is closed");
    await expect(index.ping()).rejects.toThrow("the local vector index is closed");
  });

  it("rejects a file that is not an index", async () => {
    const { writeFile } = await import("node:fs/promises");
    await writeFile(path.join(directory, "_default.vectors"), "not an index");
    await expect(openLocalIndex({ directory })).rejects.toThrow(/not a vector index file/);
  });
});
