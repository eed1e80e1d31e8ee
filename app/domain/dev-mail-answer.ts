import { z } from "zod";
import { idField } from "./ids";
import { threadMessageSchema } from "./project-room";

/**
 * The development mailbox's "Answer this e-mail" form (docs/decisions/019-answering-by-email.md):
 * which kept mail is answered, and the answer's text, under the thread's own rules.
 */
export const devMailAnswerSchema = z.object({
  intent: z.literal("answer"),
  mailId: idField(),
  body: threadMessageSchema.shape.body,
});
