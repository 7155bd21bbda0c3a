import { ACCOUNT_REQUESTS } from "./actions/account";
import { CODE_REQUESTS } from "./actions/code";
import { DATABASE_REQUESTS } from "./actions/database";
import { PRINT_AND_PAY_REQUESTS } from "./actions/print-and-pay";
import { FILE_REQUESTS } from "./actions/files";
import { FOREIGN_REQUESTS } from "./actions/foreign-requests";
import { LIBRARY_REQUESTS } from "./actions/library";
import { MESSAGE_REQUESTS } from "./actions/messages";
import { PURCHASE_REQUESTS } from "./actions/purchase";
import { REMINDER_REQUESTS } from "./actions/reminders";
import { SHELL_REQUESTS } from "./actions/shell";
import { WEB_REQUESTS } from "./actions/web";
import { WISHED_OUTCOME_REQUESTS } from "./actions/wished-outcomes";

/**
 * Requests addressed to the assistant to act in the world, by family (src/guardrails/input/actions): buy, run
 * library errands, send or post, browse, query a database, run code, change an account, touch files, run commands,
 * set reminders and calendar entries, print on paper or pay people.
 * Each is an imperative (or "can you ..."/"please ...") at the start of a clause, so a description of a book ("a
 * novel about a hacker who runs shell commands", "books about buying a house") or a question ("which book should I
 * reserve?") never matches. Each pattern comes with the words it cannot match without.
 */
export const ACTION_REQUESTS: readonly (readonly [RegExp, readonly string[]])[] = [
  ...PURCHASE_REQUESTS,
  ...LIBRARY_REQUESTS,
  ...MESSAGE_REQUESTS,
  ...WEB_REQUESTS,
  ...DATABASE_REQUESTS,
  ...CODE_REQUESTS,
  ...ACCOUNT_REQUESTS,
  ...FILE_REQUESTS,
  ...SHELL_REQUESTS,
  ...FOREIGN_REQUESTS,
  ...REMINDER_REQUESTS,
  ...PRINT_AND_PAY_REQUESTS,
  ...WISHED_OUTCOME_REQUESTS,
];
