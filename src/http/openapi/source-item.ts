import { z } from "zod";

/** One web source of the retrieval profile's `sources` event; the answer cites it as [W1], [W2]… */
export const sourceItemSchema = z.object({
  citation: z.string().regex(/^W[1-9]\d*$/),
  title: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  snippet: z.string(),
  score: z.number(),
});
