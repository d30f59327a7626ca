import type { Question, TopicPage } from "../../../../shared/schemas/content.ts";

// Which page of a test's lesson teaches each question: the page whose words best overlap the
// question, its correct option and its explanation, each shared word weighted by how rare it is
// among the lesson's pages (BM25, a tf-idf that does not let one long page win by length). A
// word every page uses says little about where the answer is; a word only one page uses says a
// lot. Page titles count three times: a page named after the idea is where it is taught.

const STOP_WORDS = new Set(
  (
    "about above after again against all also among and any are because been before being " +
    "below between both but can cannot could did does doing down during each else even every " +
    "few for from further had has have having here how however into its itself just least " +
    "less many may might more most much must near need never next not now off once one only " +
    "onto other others our out over own per rather same shall should since some such than " +
    "that the their them then there these they this those though through thus too under " +
    "until upon very was were what when where whether which while who whom whose why will " +
    "with within without would yet you your answer answers correct option options question " +
    "questions true false wrong right explanation"
  ).split(" "),
);

const TITLE_WEIGHT = 3;
const K1 = 1.2;
const B = 0.75;

/**
 * A crude stem (Porter's first step and a final e), enough to meet "networks" with "network",
 * "biases" with "bias" and "probabilities" with "probability".
 */
function stem(word: string) {
  let base = word;
  if (base.length > 4 && base.endsWith("ies")) return `${base.slice(0, -3)}y`;
  if (base.endsWith("sses")) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith("s") && !/(ss|us|is)$/.test(base)) {
    base = base.slice(0, -1);
  }
  return base.length > 4 && base.endsWith("e") ? base.slice(0, -1) : base;
}

/** The words of a text that can say where it belongs: no stop words, no LaTeX commands. */
export function contentWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\\[a-z]+/g, " ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stem);
}

function counts(words: readonly string[]) {
  const map = new Map<string, number>();
  for (const word of words) map.set(word, (map.get(word) ?? 0) + 1);
  return map;
}

/** What one question is matched by: its text, its correct option and its explanation. */
export function questionText(question: Question) {
  return `${question.question} ${question.options[question.correct_answer]} ${question.explanation}`;
}

/**
 * For each question, the index of the page that teaches it best, or null when no page shares
 * a word with it. Ties go to the earlier page.
 */
export function teachingPages(
  questions: readonly Question[],
  pages: readonly TopicPage[],
): (number | null)[] {
  const documents = pages.map((page) => {
    const title = contentWords(page.title);
    const words = [...contentWords(page.content), ...Array(TITLE_WEIGHT).fill(title).flat()];
    return { terms: counts(words), length: words.length };
  });
  const averageLength =
    documents.reduce((sum, document) => sum + document.length, 0) / Math.max(documents.length, 1);
  const idf = (term: string) => {
    const found = documents.filter((document) => document.terms.has(term)).length;
    return Math.log(1 + (documents.length - found + 0.5) / (found + 0.5));
  };

  return questions.map((question) => {
    const query = counts(contentWords(questionText(question)));
    let best: number | null = null;
    let bestScore = 0;
    documents.forEach((document, index) => {
      let score = 0;
      for (const [term, weight] of query) {
        const tf = document.terms.get(term) ?? 0;
        if (tf === 0) continue;
        const norm = K1 * (1 - B + (B * document.length) / (averageLength || 1));
        score += weight * idf(term) * ((tf * (K1 + 1)) / (tf + norm));
      }
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    return best;
  });
}
