import { createConnection, createServer, type Socket } from "node:net";
import { PostgresRequestReader } from "./postgres-requests";

/** One round trip a client made: what it sent before waiting for the server's answer. */
interface RoundTrip {
  /** Which client connection (numbered from 1 in connection order). */
  connection: number;
  /** The SQL texts it sent (simple queries and parsed statements; "(startup)" for a connection's opening). */
  statements: string[];
}

/**
 * A TCP proxy that counts the bytes clients send upstream: "the database saw nothing" is then a number. In front of
 * PostgreSQL it also records each round trip: a client's sends up to the server's next answer on that connection.
 */
export interface CountingProxy {
  port: number;
  bytesUpstream(): number;
  /** Round trips since the start or the last `resetRoundTrips`, oldest first (PostgreSQL upstream only). */
  roundTrips(): RoundTrip[];
  resetRoundTrips(): void;
  /** Milliseconds since any byte last crossed the proxy. */
  quietForMs(): number;
  close(): Promise<void>;
}

export async function startCountingProxy(upstreamHost: string, upstreamPort: number): Promise<CountingProxy> {
  let bytes = 0;
  let connections = 0;
  let lastTraffic = Date.now();
  let trips: RoundTrip[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const connection = ++connections;
    const reader = new PostgresRequestReader();
    let current: RoundTrip | undefined;
    const upstream = createConnection({ host: upstreamHost, port: upstreamPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      lastTraffic = Date.now();
      const { statements, terminates } = reader.read(chunk);
      if (terminates) return; // a goodbye, never answered: not a round trip
      if (!current) trips.push((current = { connection, statements: [] }));
      current.statements.push(...statements);
    });
    upstream.on("data", () => {
      lastTraffic = Date.now();
      current = undefined;
    });
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("proxy has no port");
  return {
    port: address.port,
    bytesUpstream: () => bytes,
    roundTrips: () => trips,
    resetRoundTrips: () => (trips = []),
    quietForMs: () => Date.now() - lastTraffic,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
