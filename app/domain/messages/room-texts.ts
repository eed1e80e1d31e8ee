/**
 * The project room's texts (docs/decisions/018-project-room.md), loaded by the modules that show
 * them rather than with the catalogue every page's browser loads: the public forms never show
 * them, and each of their kilobytes counts against those pages' script budgets. The server's
 * catalogue (./en.ts, ./ar.ts) has them too, for actions and e-mails.
 */
import type { Locale } from "../locales";
import { projectRoomAr } from "./ar/project-room";
import { projectRoomEn } from "./en/project-room";
import type { Messages } from "./en";

export type RoomTexts = Messages["projectRoom"];

export function roomTexts(locale: Locale): RoomTexts {
  return locale === "ar" ? projectRoomAr : projectRoomEn;
}
