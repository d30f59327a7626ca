import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useBlocker } from "react-router";
import { type QuizAnswer, quizResult } from "../../../shared/quiz-score.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { recordTestResult, useProgress } from "../../lib/progress.ts";
import { LETTERS, letterAt } from "../../lib/quiz-letters.ts";
import { shuffleAttempt } from "../../lib/quiz-shuffle.ts";
import { useQuizKeys } from "../../lib/use-quiz-keys.ts";
import { feedDeck, snapshotOf } from "./deck-answers.ts";
import { focusFromTop } from "./focus-from-top.ts";
import { LeaveQuizDialog } from "./leave-dialog.tsx";
import { attemptFingerprint, clearAttempt, readAttempt, saveAttempt } from "./quiz-attempt.ts";
import { QuizIntro } from "./quiz-intro.tsx";
import { QuizQuestion } from "./quiz-question.tsx";
import { QuizResults, type ResultsDeck } from "./quiz-results.tsx";
import {
  initialQuizState,
  quizReducer,
  type RunningAttempt,
  shownQuestionIndex,
} from "./quiz-state.ts";
import { useCountdown } from "./quiz-timer.tsx";
import type { QuizTest } from "./quiz-types.ts";

/**
 * The quiz: intro, running and finished (spec §4). Results stay in this browser only; so does a
 * running attempt, which the intro offers to resume after a reload.
 */
export function Quiz({ test }: { test: QuizTest }) {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const progress = useProgress();
  const running = state.phase === "running";
  const total = test.questions.length;
  const finished = useRef(false);
  const fingerprint = useMemo(() => attemptFingerprint(test.questions), [test.questions]);
  const [saved, setSaved] = useState<RunningAttempt | null>(null);
  const [deck, setDeck] = useState<ResultsDeck>("saving");

  const headingRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  function finishWith(answers: readonly QuizAnswer[], timedOut: boolean) {
    if (finished.current) return;
    finished.current = true;
    const result = quizResult(answers, total, test.passingScore);
    recordTestResult(test.id, test.title, result.score, result.passed);
    clearAttempt(test.id);
    // Mistakes go to the review deck (no confidence is asked in the timed test).
    setDeck("saving");
    void feedDeck(
      answers.map((answer) => ({
        snapshot: snapshotOf(test, test.questions[answer.questionIndex]!),
        correct: answer.isCorrect,
        confidence: null,
      })),
    ).then(setDeck);
    dispatch({ type: "finish", timedOut });
  }

  function finish(timedOut: boolean) {
    if (state.phase === "running") finishWith(state.answers, timedOut);
  }

  const secondsLeft = useCountdown(running ? state.deadline : null, () => finish(true));

  // The attempt as it stands, kept for a reload; read back once the page runs in the browser.
  useEffect(() => {
    if (state.phase === "running" && !finished.current) saveAttempt(test.id, fingerprint, state);
  }, [state, test.id, fingerprint]);
  useEffect(() => {
    if (state.phase === "intro") setSaved(readAttempt(test, fingerprint));
  }, [state.phase, test, fingerprint]);

  function resume(attempt: RunningAttempt) {
    setSaved(null);
    finished.current = false;
    dispatch({ type: "resume", attempt });
    // Its time ran out while the page was closed: it ends as timed out, answers as they were.
    if (attempt.deadline !== null && attempt.deadline <= Date.now()) {
      finishWith(attempt.answers, true);
    }
  }

  function startOver() {
    clearAttempt(test.id);
    flushSync(() => setSaved(null));
    startRef.current?.focus();
  }

  const letters = state.optionOrder[shownQuestionIndex(state)] ?? LETTERS;
  const actions = {
    select: (letter: AnswerLetter) => dispatch({ type: "select", letter }),
    submit: () =>
      dispatch({ type: "submit", question: test.questions[shownQuestionIndex(state)]! }),
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
    hasSelection: state.selected !== null,
    ...actions,
    select: (position) => {
      const letter = letterAt(letters, position);
      if (letter) actions.select(letter);
    },
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
          saved={saved}
          headingRef={headingRef}
          startRef={startRef}
          onTiming={(timing) => dispatch({ type: "timing", timing })}
          onStart={() => {
            finished.current = false;
            dispatch({
              type: "start",
              now: Date.now(),
              timeLimitMinutes: test.timeLimit,
              ...shuffleAttempt(total, Math.random),
            });
          }}
          onResume={resume}
          onStartOver={startOver}
        />
      ) : state.phase === "running" ? (
        <QuizQuestion
          test={test}
          state={state}
          secondsLeft={
            state.deadline === null
              ? null
              : (secondsLeft ?? Math.max(0, Math.ceil((state.deadline - Date.now()) / 1000)))
          }
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
          deck={deck}
          onRetry={() => dispatch({ type: "reset" })}
        />
      )}
      <LeaveQuizDialog
        open={blocker.state === "blocked"}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          // The dialog says the attempt is lost: it is not kept for resuming either.
          finished.current = true;
          clearAttempt(test.id);
          blocker.proceed?.();
        }}
      />
    </div>
  );
}
