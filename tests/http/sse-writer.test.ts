import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { Response } from "express";
import { events } from "../../src/contract/events";
import { SseWriter } from "../../src/http/sse";

interface Served<T> {
  /** Socket writes (one system call each) the response took. */
  writes: number;
  body: string;
  contentType: string | undefined;
  /** What the script returned. */
  seen: T;
}

/** What the script can ask: has the client received the response headers yet? */
type Script<T> = (sse: SseWriter, clientHasHeaders: () => boolean) => Promise<T>;

/** One response written by `script` on a real socket; every `_write`/`_writev` of that socket is counted. */
async function serve<T>(script: Script<T>): Promise<Served<T>> {
  let writes = 0;
  let clientResponse: IncomingMessage | undefined;
  let seen: Promise<T> | undefined;
  const server = createServer((_req, res) => {
    const socket = res.socket as Socket;
    const write = socket._write.bind(socket);
    const writev = socket._writev!.bind(socket);
    socket._write = (...args: Parameters<typeof write>) => {
      writes++;
      write(...args);
    };
    socket._writev = (...args: Parameters<typeof writev>) => {
      writes++;
      writev(...args);
    };
    const sse = new SseWriter(res as unknown as Response);
    seen = script(sse, () => clientResponse !== undefined).finally(() => sse.end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/" }, (res) => {
        clientResponse = res;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      });
      req.on("error", reject);
      req.end();
    });
    return { writes, body, contentType: clientResponse?.headers["content-type"], seen: await seen! };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const INPUT_PASSED = 'event: status\ndata: {"phase":"input_guardrail","rule":"none","outcome":"passed"}\n\n';
const WRITING = 'event: status\ndata: {"phase":"writing"}\n\n';
const ANSWER = 'event: answer\ndata: {"text":"Try Emma."}\n\n';
const DONE = "event: done\ndata: {}\n\n";

describe("SseWriter", () => {
  it("sends the events of one turn of the event loop with the headers in one socket write, the last ones with the end in one more", async () => {
    const served = await serve(async (sse) => {
      sse.open();
      sse.send(events.status("input_guardrail", { rule: "none", outcome: "passed" }));
      sse.send(events.status("writing"));
      await sleep(20); // the model call
      sse.send(events.answer("Try Emma."));
      sse.send(events.done());
    });
    expect(served.body).toBe(INPUT_PASSED + WRITING + ANSWER + DONE);
    expect(served.contentType).toBe("text/event-stream; charset=utf-8");
    expect(served.writes).toBe(2);
  });

  it("sends the headers alone at the end of the turn when no event came in it", async () => {
    const served = await serve(async (sse, clientHasHeaders) => {
      sse.open();
      await sleep(50);
      const hadHeaders = clientHasHeaders();
      sse.send(events.answer("Try Emma."));
      sse.send(events.done());
      return hadHeaders;
    });
    expect(served.seen).toBe(true);
    expect(served.body).toBe(ANSWER + DONE);
    expect(served.writes).toBe(2);
  });

  it("sends events of a later turn in a write of their own, and nothing after done", async () => {
    const served = await serve(async (sse) => {
      sse.open();
      sse.send(events.status("writing"));
      await sleep(20);
      sse.send(events.answer("Try Emma."));
      await sleep(20);
      sse.send(events.done());
      sse.send(events.status("writing"));
      sse.end();
      return sse.isFinished;
    });
    expect(served.seen).toBe(true);
    expect(served.body).toBe(WRITING + ANSWER + DONE);
    expect(served.writes).toBe(3);
  });

  it("ends a stream that never sent done with the events still waiting (the route's safety net)", async () => {
    const served = await serve((sse) => {
      sse.open();
      sse.send(events.status("writing"));
      sse.end();
      return Promise.resolve(sse.isFinished);
    });
    expect(served.seen).toBe(true);
    expect(served.body).toBe(WRITING);
    expect(served.writes).toBe(1);
  });
});
