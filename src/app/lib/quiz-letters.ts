import type { AnswerLetter } from "../../shared/schemas/content.ts";

// An attempt shows each question's options in an order of its own: the letter on screen is the
// place (A first), while answers stay recorded under the stored letters. `optionOrder` lists the
// stored letters in the order they are shown.

// Spelled out here: importing the schema module's list would ship zod to the browser.
export const LETTERS: readonly AnswerLetter[] = ["A", "B", "C", "D"];

/** The stored letter of the option shown at `position` (0–3). */
export function letterAt(optionOrder: readonly AnswerLetter[], position: number) {
  return optionOrder[position];
}

/** Where (0–3) the option stored under `stored` is shown. */
export function positionOf(optionOrder: readonly AnswerLetter[], stored: AnswerLetter) {
  return optionOrder.indexOf(stored);
}

/** The letter the option stored under `stored` is shown with. */
export function shownLetter(optionOrder: readonly AnswerLetter[], stored: AnswerLetter) {
  return LETTERS[positionOf(optionOrder, stored)] ?? stored;
}

const LIST = "[A-D](?:(?:,? (?:and|or) |, )[A-D])*";
const VERDICT = String.raw` (?:is|are) (?:wrong|right|correct|incorrect|true|false|the reverse)\b`;
/**
 * One pass, so that no letter is renamed twice. Three forms name options:
 * "option C", "Options A, B and D", "options A to C";
 * after a space, "(D)", "(B, C)", "(not B)", "(A is wrong)", "(so A and C are wrong)";
 * "so D is wrong"; "rules out B", "(ruling out both A and C)".
 */
const OPTION_LETTERS = new RegExp(
  [
    String.raw`(\b[Oo]ptions? )([A-D] to [A-D]|${LIST})\b`,
    String.raw`((?:^|[\s"“])\((?:so |not )?)(${LIST})(?=\)|${VERDICT})`,
    String.raw`(\bso )(${LIST})(?=${VERDICT})`,
    String.raw`(\brul(?:es|ing) out (?:both )?)(${LIST})\b`,
  ].join("|"),
  "g",
);

function relabelList(list: string, optionOrder: readonly AnswerLetter[]) {
  const range = /^([A-D]) to ([A-D])$/.exec(list);
  if (range) {
    const from = LETTERS.indexOf(range[1] as AnswerLetter);
    const to = LETTERS.indexOf(range[2] as AnswerLetter);
    const shown = LETTERS.slice(Math.min(from, to), Math.max(from, to) + 1)
      .map((letter) => shownLetter(optionOrder, letter))
      .sort();
    return shown.length === 1
      ? shown[0]!
      : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
  }
  // Letters in alphabetical order, each list's words where they were.
  const shown = (list.match(/[A-D]/g) ?? [])
    .map((letter) => shownLetter(optionOrder, letter as AnswerLetter))
    .sort();
  let next = 0;
  return list.replace(/[A-D]/g, () => shown[next++]!);
}

/**
 * An explanation written for the stored order ("Option A is the usual confusion (option D)")
 * with its option letters renamed to the ones shown. Only letters that clearly name options
 * change: an article ("A ply is …"), a node called B or a formula's C(n, k) stay as they are.
 */
export function relabelLetters(text: string, optionOrder: readonly AnswerLetter[]) {
  return text.replace(OPTION_LETTERS, (...groups: (string | undefined)[]) => {
    const [, ...parts] = groups;
    for (let index = 0; index < 8; index += 2) {
      const lead = parts[index];
      const list = parts[index + 1];
      if (lead !== undefined && list !== undefined) {
        return `${lead}${relabelList(list, optionOrder)}`;
      }
    }
    return groups[0]!;
  });
}
