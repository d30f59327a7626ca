import { useEffect, useReducer, useRef } from "react";
import { useBlocker } from "react-router";
import { quizResult } from "../../../shared/quiz-score.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { recordTestResult, useProgress } from "../../lib/progress.ts";
import { LeaveQuizDialog } from "./leave-dialog.tsx";
import { QuizIntro } from "./quiz-intro.tsx";
import { QuizQuestion } from "./quiz-question.tsx";
import { QuizResults } from "./quiz-results.tsx";
import { initialQuizState, quizReducer } from "./quiz-state.ts";
import { useCountdown } from "./quiz-timer.tsx";
import type { QuizTest } from "./quiz-types.ts";
import { useQuizKeys } from "./use-quiz-keys.ts";

/** Back to the top (timer, progress and question in view), with focus on the new content. */
function focusFromTop(element: HTMLElement | null) {
  window.scrollTo({ top: 0 });
  element?.focus({ preventScroll: true });
}

/** The quiz: intro, running and finished (spec §4). Results stay in this browser only. */
export function Quiz({ test }: { test: QuizTest }) {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const progress = useProgress();
  const running = state.phase === "running";
  const total = test.questions.length;
  const finished = useRef(false);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  function finish(timedOut: boolean) {
    if (finished.current || state.phase !== "running") return;
    finished.current = true;
    const result = quizResult(state.answers, test.passingScore);
    recordTestResult(test.id, test.title, result.score, result.passed);
    dispatch({ type: "finish", timedOut });
  }

  const secondsLeft = useCountdown(running ? state.deadline : null, () => finish(true));

  const actions = {
    select: (letter: AnswerLetter) => dispatch({ type: "select", letter }),
    submit: () => dispatch({ type: "submit", question: test.questions[state.index]! }),
    next: () => {
      if (state.index === total - 1) finish(false);
      else dispatch({ type: "next", questionCount: total });
    },
  };

  // Leaving a running quiz loses it: ask first, for links inside the site and for the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      running && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running]);

  useQuizKeys({
    enabled: running && blocker.state !== "blocked",
    submitted: state.submitted,
    selected: state.selected,
    ...actions,
  });

  // Focus follows the quiz, so keyboard and screen reader users land on what just appeared.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (state.phase === "intro") focusFromTop(headingRef.current);
    if (state.phase === "finished") focusFromTop(resultRef.current);
  }, [state.phase]);
  useEffect(() => {
    if (!running) return;
    if (state.submitted) actionRef.current?.focus();
    else focusFromTop(questionRef.current);
  }, [running, state.submitted]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {state.phase === "intro" ? (
        <QuizIntro
          test={test}
          timing={state.timing}
          progress={progress?.tests[test.id]}
          headingRef={headingRef}
          onTiming={(timing) => dispatch({ type: "timing", timing })}
          onStart={() => {
            finished.current = false;
            dispatch({ type: "start", now: Date.now(), timeLimitMinutes: test.timeLimit });
          }}
        />
      ) : state.phase === "running" ? (
        <QuizQuestion
          test={test}
          state={state}
          secondsLeft={state.deadline === null ? null : (secondsLeft ?? state.totalSeconds ?? 0)}
          questionRef={questionRef}
          actionRef={actionRef}
          onSelect={actions.select}
          onSubmit={actions.submit}
          onNext={actions.next}
        />
      ) : (
        <QuizResults
          test={test}
          state={state}
          resultRef={resultRef}
          onRetry={() => dispatch({ type: "reset" })}
        />
      )}
      <LeaveQuizDialog
        open={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
