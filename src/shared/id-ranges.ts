// A set of ids as short text, for lists sent whole to the browser (the /progress page's catalog
// of which topics and tests each category holds). Ids mostly come in runs (a category's topics
// are created together), so the text names runs: each token is the gap from the end of the run
// before (from 0 for the first) and, after "+", how many more ids follow in a row, both in
// base 36. Ids 1-12, 15, 20-22 are "1+b,3,5+2". Worst case, ids scattered one by one, it costs
// about three characters an id.

export function encodeIdRanges(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  sorted.sort((a, b) => a - b);
  const tokens: string[] = [];
  let previous = 0;
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index]!;
    let end = start;
    while (sorted[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    index += 1;
    const gap = (start - previous).toString(36);
    tokens.push(end > start ? `${gap}+${(end - start).toString(36)}` : gap);
    previous = end;
  }
  return tokens.join(",");
}

/** The runs of ids [first, last] the text names, in order; malformed tokens end the list. */
export function decodeIdRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (!text) return ranges;
  let previous = 0;
  for (const token of text.split(",")) {
    const match = /^([0-9a-z]+)(?:\+([0-9a-z]+))?$/.exec(token);
    if (!match) break;
    const start = previous + Number.parseInt(match[1]!, 36);
    const end = start + (match[2] ? Number.parseInt(match[2], 36) : 0);
    ranges.push([start, end]);
    previous = end;
  }
  return ranges;
}

/** Whether `id` is in the runs (binary search: the runs are sorted and apart). */
export function inIdRanges(ranges: ReadonlyArray<readonly [number, number]>, id: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = ranges[middle]!;
    if (id < start) high = middle - 1;
    else if (id > end) low = middle + 1;
    else return true;
  }
  return false;
}
