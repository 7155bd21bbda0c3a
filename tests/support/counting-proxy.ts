import { createConnection, createServer, type Socket } from "node:net";

/** A TCP proxy that counts the bytes clients send upstream: "the database saw nothing" is then a number. */
export interface CountingProxy {
  port: number;
  bytesUpstream(): number;
  close(): Promise<void>;
}

export async function startCountingProxy(upstreamHost: string, upstreamPort: number): Promise<CountingProxy> {
  let bytes = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: upstreamHost, port: upstreamPort });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.on("data", (chunk: Buffer) => (bytes += chunk.length));
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
