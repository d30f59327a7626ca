import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { tests } from "../tests/tests.table.ts";
import { topics } from "../topics/topics.table.ts";
import { SEARCH_CONFIGS } from "./search.index.ts";
import { searchEntries } from "./search.table.ts";
import { MARK_END, MARK_START } from "./snippet.ts";

// The search's read side (ADR 025): the rows whose document matches, one per topic or test (its
// best-ranked page or question), ranked, a page of them with a snippet each. ts_headline is
// costly, so it runs only on the page's rows. Topics and tests are read in the same statement
// (the titles shown), so an answer kept by the response cache goes stale with them.

/**
 * A snippet: up to two passages of about 10 to 24 words around the matches, each match between
 * MARK_START and MARK_END (characters indexed text never holds), escaped and marked up later.
 */
const HEADLINE_OPTIONS = [
  `StartSel=${MARK_START}`,
  `StopSel=${MARK_END}`,
  "MaxFragments=2",
  "MaxWords=24",
  "MinWords=10",
  'FragmentDelimiter=" … "',
].join(", ");

/** A description in one passage of up to 40 words: most are shorter, and shown whole. */
const DESCRIPTION_HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=40, MinWords=20`;

/** The visitor's text as a query in every configuration the documents were made with. */
function searchQuery(text: string): SQL {
  const parts = SEARCH_CONFIGS.map(
    (config) => sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text}::text)`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

export interface SearchRow {
  id: number;
  topicId: number | null;
  testId: number | null;
  position: number;
  /** The pages or questions of the same topic or test whose own words match, in order. */
  positions: number[];
  total: number;
  heading: string;
  snippet: string;
  /** The topic's or test's description with its matches marked. */
  descriptionSnippet: string;
  title: string;
  level: string;
  category: string;
  /** A topic's pages. */
  pageCount: number | null;
  /** A test's lesson, when visitors can read it. */
  lessonId: number | null;
  lessonTitle: string | null;
}

/**
 * Up to this many matching rows, each is ranked by its whole document (ts_rank_cd: the weights,
 * how often and how close together the words are). Past it, ranking would read thousands of
 * documents of several KB (2.4 s for 49,000 on PGlite): a row then counts by its title and
 * headings alone (`head`, kept in the row), and a topic or test by how many of its pages or
 * questions match (ADR 025).
 */
export const FULL_RANK_MAX = 2000;

/** What a test's match counts for against a lesson's same match. */
const TEST_SHARE = sql.raw("0.5");

/**
 * The ranking's weight of each part of a row (ts_rank_cd's order: D, C, B, A): a title word
 * counts most, then a page title or question, then the description, then a page's text.
 */
const RANK_WEIGHTS = sql.raw(`'{0.3, 0.2, 0.4, 1.0}'::float4[]`);

/** The statement of one page of matches (searchPage), also EXPLAINed by bench/search.ts. */
export function searchStatement(
  text: string,
  { limit, offset }: { limit: number; offset: number },
  fullRankMax = FULL_RANK_MAX,
): SQL {
  const query = searchQuery(text);
  // A topic or a test, as one key: a topic's id, a test's id negated.
  return sql`
    with found as materialized (
      -- What the index finds, small: the row's heading score is read from the row itself.
      select id, coalesce(topic_id, -test_id) as owner, position,
        case when head @@ ${query} then ts_rank_cd(${RANK_WEIGHTS}, head, ${query}) else 0 end
          as head_rank
      from ${searchEntries}
      where document @@ ${query} and active
    ), owners as (
      -- A test counts half of what a lesson would for the same words: the lesson teaches it.
      select owner,
        (max(case
          when (select count(*) from found) <= ${fullRankMax} then (
            select ts_rank_cd(${RANK_WEIGHTS}, e.document, ${query})
            from ${searchEntries} e where e.id = found.id)
          else head_rank end)
        + 0.01 * least(count(*), 10)) * (case when owner < 0 then ${TEST_SHARE} else 1 end) as score
      from found
      group by owner
    ), page as (
      select owner, score, count(*) over () as total from owners
      order by score desc, owner < 0, abs(owner)
      limit ${limit} offset ${offset}
    ), shown as (
      select found.id, page.owner, page.score, page.total, found.position,
        ts_rank_cd(${RANK_WEIGHTS}, e.document, ${query}) as rank,
        -- A page or question whose own words match, not only its topic's or test's title.
        ts_filter(e.document, '{b,c}') @@ ${query} as own
      from page
      join found on found.owner = page.owner
      join ${searchEntries} e on e.id = found.id
    ), best as (
      select distinct on (owner) id, owner, score, total, position,
        coalesce(array_agg(position) filter (where own) over (partition by owner order by position
          rows between unbounded preceding and unbounded following), '{}') as positions
      from shown
      order by owner, rank desc, position
    )
    select best.id, t.id as "topicId", s.id as "testId", best.position, best.positions,
      best.total::int as total, e.heading,
      ts_headline('english'::regconfig,
        case when e.test_id is null then e.body else e.heading || E'\\n' || e.body end,
        ${query}, ${HEADLINE_OPTIONS}) as snippet,
      ts_headline('english'::regconfig, coalesce(t.description, s.description), ${query},
        ${DESCRIPTION_HEADLINE}) as "descriptionSnippet",
      coalesce(t.title, s.title) as title, coalesce(t.level, s.level) as level,
      coalesce(t.category, s.category) as category, t.page_count as "pageCount",
      lesson.id as "lessonId", lesson.title as "lessonTitle"
    from best
    join ${searchEntries} e on e.id = best.id
    left join ${topics} t on t.id = e.topic_id
    left join ${tests} s on s.id = e.test_id
    left join ${topics} lesson on lesson.id = s.topic_id and lesson.is_active
      and lesson.page_count > 0
    order by best.score desc, best.owner < 0, abs(best.owner)
  `;
}

/**
 * One page of matches, best first: `limit` of them after the first `offset`. Read through the
 * GIN index whatever the planner guesses (ADR 025): without statistics (PGlite gathers none)
 * it priced reading every document below the index, and each document read is a detoasted
 * tsvector of several KB (15 ms for 3,434 rows against 1 ms through the index).
 */
export async function searchPage(
  db: Db,
  text: string,
  window: { limit: number; offset: number },
  fullRankMax = FULL_RANK_MAX,
): Promise<{ rows: SearchRow[]; total: number }> {
  const { offset } = window;
  // Both drivers answer a raw statement with its rows in `rows`.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const statement = searchStatement(text, window, fullRankMax);
    return (await tx.execute(statement)) as unknown as { rows: SearchRow[] };
  });
  const rows = result.rows;
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: nothing to show, but the count still says how many there are.
  const first = await searchPage(db, text, { limit: 1, offset: 0 }, fullRankMax);
  return { rows: [], total: first.total };
}
