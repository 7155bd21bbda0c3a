const STARTUP_PROTOCOL_3 = 196608;
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/**
 * Reads a PostgreSQL client's byte stream (frontend protocol 3) and names what it asks: the SQL of each simple query
 * ('Q') and each parsed statement ('P'), "(startup)" for a connection's opening, and whether it says goodbye ('X').
 * Anything that is not that protocol (the proxy also fronts Redis) is ignored.
 */
export class PostgresRequestReader {
  private pending = Buffer.alloc(0);
  private started = false;
  private foreign = false;

  read(chunk: Buffer): { statements: string[]; terminates: boolean } {
    const statements: string[] = [];
    let terminates = false;
    if (this.foreign) return { statements, terminates };
    this.pending = Buffer.concat([this.pending, chunk]);
    for (;;) {
      if (!this.started) {
        if (this.pending.length < 8) break;
        const length = this.pending.readInt32BE(0);
        if (this.pending.readInt32BE(4) !== STARTUP_PROTOCOL_3 || length > MAX_MESSAGE_BYTES) return this.giveUp();
        if (this.pending.length < length) break;
        this.started = true;
        statements.push("(startup)");
        this.pending = this.pending.subarray(length);
        continue;
      }
      if (this.pending.length < 5) break;
      const type = String.fromCharCode(this.pending[0]);
      const length = this.pending.readInt32BE(1);
      if (length < 4 || length > MAX_MESSAGE_BYTES) return this.giveUp();
      if (this.pending.length < 1 + length) break;
      const body = this.pending.subarray(5, 1 + length);
      if (type === "Q") statements.push(cString(body, 0));
      if (type === "P") statements.push(cString(body, body.indexOf(0) + 1)); // after the statement's name
      if (type === "X") terminates = true;
      this.pending = this.pending.subarray(1 + length);
    }
    return { statements, terminates };
  }

  private giveUp(): { statements: string[]; terminates: boolean } {
    this.foreign = true;
    this.pending = Buffer.alloc(0);
    return { statements: [], terminates: false };
  }
}

function cString(body: Buffer, start: number): string {
  const end = body.indexOf(0, start);
  return body.subarray(start, end < 0 ? body.length : end).toString("utf8");
}
