import { findEmails } from "../pii/emails";
import { findPhones } from "../pii/phones";
import type { OutputCheck } from "./types";

/** An email address or phone number in the answer. */
export const outputPii: OutputCheck = {
  id: "output_pii",
  check: (text) => findEmails(text).length > 0 || findPhones(text).length > 0,
};
