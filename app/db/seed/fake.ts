import type { Emirate } from "~/domain/value-sets";
import type { Random } from "./random";

/** Demo and scale data are dated from this instant, so every run writes the same rows. */
export const SEED_BASE_DATE = new Date("2026-11-01T09:00:00Z");

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 08:00 in the UAE (UTC+4) on the base date. */
const BASE_DAY_START = Date.UTC(
  SEED_BASE_DATE.getUTCFullYear(),
  SEED_BASE_DATE.getUTCMonth(),
  SEED_BASE_DATE.getUTCDate(),
  4,
);

/**
 * A moment between `minDays` and `maxDays` days before the base date, during UAE working hours
 * (08:00-19:00), never after the base date itself.
 */
export function daysBefore(random: Random, minDays: number, maxDays: number): Date {
  const days = random.int(minDays, maxDays);
  const at = BASE_DAY_START - days * DAY + random.int(0, 11 * 60) * MINUTE;
  return new Date(Math.min(at, SEED_BASE_DATE.getTime() - random.int(5, 120) * MINUTE));
}

export function hoursAfter(random: Random, from: Date, minHours: number, maxHours: number): Date {
  return new Date(from.getTime() + random.int(minHours * 60, maxHours * 60) * MINUTE);
}

/** Landline area codes by emirate. */
const areaCodes: Record<Emirate, string> = {
  "Abu Dhabi": "2",
  Dubai: "4",
  Sharjah: "6",
  Ajman: "6",
  "Umm Al Quwain": "6",
  "Ras Al Khaimah": "7",
  Fujairah: "9",
};
const mobilePrefixes = ["50", "52", "54", "55", "56", "58"];

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join("");

/** A UAE number in international format: +971 5X XXX XXXX, or a landline +971 N XXX XXXX. */
export function uaePhone(random: Random, location?: Emirate | null, landline = false): string {
  if (landline && location) {
    return `+971 ${areaCodes[location]} ${random.int(2, 8)}${digits(random, 2)} ${digits(random, 4)}`;
  }
  return `+971 ${random.pick(mobilePrefixes)} ${random.int(1, 9)}${digits(random, 2)} ${digits(random, 4)}`;
}

/** The part of a person's name usable in an e-mail address: "Dr. James O'Connor" -> james, oconnor. */
export function emailNameParts(fullName: string): string[] {
  return fullName
    .replace(/^dr\.?\s+/i, "")
    .toLowerCase()
    .split(/\s+/)
    .map((part) => part.replace(/[^a-z]/g, ""))
    .filter(Boolean);
}

/** The demo logos: abstract marks served from public/demo-logos/ (a short URL on every card). */
export const DEMO_LOGO_COUNT = 8;

/** The address of demo logo `n` (1 to DEMO_LOGO_COUNT), one of the files in public/demo-logos/. */
export const demoLogoUrl = (n: number) => `/demo-logos/${n}.svg`;
