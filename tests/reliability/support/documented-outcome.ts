import { undocumented } from "./documented-responses";
import type { createRawClient, RawRequest } from "./raw-request";

/** Sends one request and judges the answer; a transport failure (reset, timeout) is a problem too. */
export async function documentedOrWhy(
  client: ReturnType<typeof createRawClient>,
  request: RawRequest,
): Promise<{ status?: number; problem: string | null }> {
  try {
    const response = await client.send(request);
    return { status: response.status, problem: undocumented(request, response) };
  } catch (error) {
    return { problem: `no response: ${(error as Error).message}` };
  }
}
