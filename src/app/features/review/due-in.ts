const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** How long until a card is due, as a person says it: "in 9 minutes", "in 3 days". */
export function dueIn(ms: number): string {
  if (ms <= 0) return "now";
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "in less than a minute";
  if (minutes < 60) return `in ${unit(minutes, "minute")}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${unit(hours, "hour")}`;
  return `in ${unit(Math.round(hours / 24), "day")}`;
}

export const cardCount = (count: number) => unit(count, "card");
