import { randomBytes } from "node:crypto";
import { open, readFile, rename, rm } from "node:fs/promises";
import { endianness } from "node:os";
import type { RecordMetadata } from "../vector-index";

/**
 * One namespace in one file, replaced atomically (write a temporary file, fsync, rename):
 *   bytes 0-3 "BVI1" | u32 dimension | u32 record count | u32 JSON length | JSON {ids, metadata} | padding to 4 |
 *   float32 vectors, row after row (little-endian).
 * Opening is one read plus one JSON.parse; the vectors are used in place, not parsed.
 */
const MAGIC = "BVI1";
const HEADER_BYTES = 16;

export interface IndexFileContents {
  dimension: number;
  ids: string[];
  metadata: RecordMetadata[];
  vectors: Float32Array;
}

export async function writeIndexFile(file: string, contents: IndexFileContents): Promise<void> {
  assertLittleEndian();
  const json = Buffer.from(JSON.stringify({ ids: contents.ids, metadata: contents.metadata }), "utf8");
  const padding = (4 - ((HEADER_BYTES + json.length) % 4)) % 4;
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, "ascii");
  header.writeUInt32LE(contents.dimension, 4);
  header.writeUInt32LE(contents.ids.length, 8);
  header.writeUInt32LE(json.length, 12);
  const vectors = Buffer.from(contents.vectors.buffer, contents.vectors.byteOffset, contents.vectors.byteLength);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.writev([header, json, Buffer.alloc(padding), vectors]);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
}

export async function readIndexFile(file: string): Promise<IndexFileContents> {
  assertLittleEndian();
  const bytes = await readFile(file);
  const { dimension, count, jsonLength } = parseHeader(bytes, file);
  const parsed = JSON.parse(bytes.toString("utf8", HEADER_BYTES, HEADER_BYTES + jsonLength)) as {
    ids: string[];
    metadata: RecordMetadata[];
  };
  const vectorsOffset = HEADER_BYTES + jsonLength + ((4 - ((HEADER_BYTES + jsonLength) % 4)) % 4);
  const floats = count * dimension;
  if (parsed.ids.length !== count || bytes.length !== vectorsOffset + floats * 4) {
    throw new Error(`${file}: truncated or inconsistent vector index file`);
  }
  const start = bytes.byteOffset + vectorsOffset;
  // A Float32Array view needs 4-byte alignment; small files may sit unaligned in Node's shared buffer pool.
  const vectors =
    start % 4 === 0 ? new Float32Array(bytes.buffer, start, floats) : new Float32Array(bytes.buffer.slice(start, start + floats * 4));
  return { dimension, ids: parsed.ids, metadata: parsed.metadata, vectors };
}

/** Reads only the header: the record count of a namespace without loading it. */
export async function readRecordCount(file: string): Promise<{ dimension: number; count: number }> {
  const handle = await open(file, "r");
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    const { dimension, count } = parseHeader(header, file);
    return { dimension, count };
  } finally {
    await handle.close();
  }
}

function parseHeader(bytes: Buffer, file: string): { dimension: number; count: number; jsonLength: number } {
  if (bytes.length < HEADER_BYTES || bytes.toString("ascii", 0, 4) !== MAGIC) {
    throw new Error(`${file}: not a vector index file`);
  }
  return { dimension: bytes.readUInt32LE(4), count: bytes.readUInt32LE(8), jsonLength: bytes.readUInt32LE(12) };
}

function assertLittleEndian(): void {
  if (endianness() !== "LE") throw new Error("the local vector index file format needs a little-endian machine");
}
