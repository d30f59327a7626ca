import { useState } from "react";
import type { QuizAnswer } from "../../../shared/quiz-score.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { Button } from "../../components/ui/button.tsx";
import { postJson } from "../../lib/post-json.ts";

// After a timed test, two things a visitor may choose to send (issue 19): the answers for a
// verifiable result (graded and signed by the server, kept nowhere: ADR 030), or anonymously
// for the test's answer statistics (counters only: ADR 031). Nothing is sent without a click.

/** The letter chosen for each question in stored order; null for the unanswered. */
export function answersInStoredOrder(
  answers: readonly QuizAnswer[],
  questionCount: number,
): Array<AnswerLetter | null> {
  const letters: Array<AnswerLetter | null> = Array.from({ length: questionCount }, () => null);
  for (const answer of answers) letters[answer.questionIndex] = answer.selectedAnswer;
  return letters;
}

type Sending = "idle" | "sending" | "done" | { error: string };

const FAILED = "Could not send: check your connection and try again.";

function useSend(url: string, body: unknown, onDone?: (data: unknown) => void) {
  const [state, setState] = useState<Sending>("idle");
  async function send() {
    setState("sending");
    const result = await postJson(url, body);
    if (result.ok) {
      setState("done");
      onDone?.(result.data);
    } else setState({ error: result.error ?? FAILED });
  }
  return { state, send };
}

export function SendAnswers({
  testId,
  answers,
  questionCount,
  onVerified,
}: {
  testId: number;
  answers: readonly QuizAnswer[];
  questionCount: number;
  /** The verifiable result's address, once the server has signed it. */
  onVerified: (url: string) => void;
}) {
  const body = { answers: answersInStoredOrder(answers, questionCount) };
  const [link, setLink] = useState<string | null>(null);
  const verify = useSend(`/api/tests/${testId}/verified-results`, body, (data) => {
    const path = (data as { path?: unknown } | null)?.path;
    if (typeof path !== "string") return;
    const url = `${window.location.origin}${path}`;
    setLink(url);
    onVerified(url);
  });
  const stats = useSend(`/api/tests/${testId}/answer-stats`, body);

  return (
    <section
      aria-labelledby="send-answers-heading"
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="send-answers-heading" className="text-lg font-semibold">
        Your answers, only if you choose
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Your answers stay in this browser. Either button sends the options you chose to our server,
        and nothing else: no name, no account, no cookie.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <Button
            variant="secondary"
            disabled={verify.state === "sending" || verify.state === "done"}
            onClick={() => void verify.send()}
          >
            {verify.state === "sending"
              ? "Grading..."
              : verify.state === "done"
                ? "Verifiable result ready"
                : "Get a verifiable result"}
          </Button>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            The server grades your answers itself and signs the result. It keeps nothing: the link
            holds the result, and anyone can open it to check it.
          </p>
          <Outcome state={verify.state} />
          {link ? (
            <p className="mt-2 text-sm">
              <a
                href={link}
                className="font-semibold break-all text-brand-700 underline underline-offset-2 dark:text-brand-300"
              >
                Your verifiable result
              </a>{" "}
              <span className="text-slate-600 dark:text-slate-300">
                (the share buttons above now share it)
              </span>
            </p>
          ) : null}
        </div>
        <div>
          <Button
            variant="secondary"
            disabled={stats.state === "sending" || stats.state === "done"}
            onClick={() => void stats.send()}
          >
            {stats.state === "done" ? "Answers sent, thank you" : "Help improve this test"}
          </Button>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Send my answers anonymously: each one is added to a count per question and option, with
            the day but no time and nothing that identifies you. It helps us find questions that are
            wrong or unclear.
          </p>
          <Outcome state={stats.state} />
        </div>
      </div>
    </section>
  );
}

function Outcome({ state }: { state: Sending }) {
  return (
    <p aria-live="polite" className="mt-2 text-sm font-medium empty:hidden">
      {typeof state === "object" ? (
        <span className="text-red-700 dark:text-red-300">{state.error}</span>
      ) : null}
    </p>
  );
}
