import { useEffect, useReducer, useRef, useState } from "react";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { LETTERS, letterAt } from "../../lib/quiz-letters.ts";
import { useQuizKeys } from "../../lib/use-quiz-keys.ts";
import { feedDeck, snapshotOf } from "./deck-answers.ts";
import { focusFromTop } from "./focus-from-top.ts";
import { PracticeIntro } from "./practice-intro.tsx";
import { PracticeQuestion } from "./practice-question.tsx";
import {
  initialPracticeState,
  missedQuestions,
  practiceReducer,
  practiceRound,
} from "./practice-state.ts";
import { type PracticeDeck, PracticeSummary } from "./practice-summary.tsx";
import type { QuizTest } from "./quiz-types.ts";

const NO_CHANGES: PracticeDeck = { added: 0, reviewed: 0, failed: false };

/**
 * Practice on a test's questions (/test/:id/practice): untimed, feedback after each question,
 * each answer fed to the review deck as it is checked. The timed test's progress is untouched.
 */
export function Practice({ test }: { test: QuizTest }) {
  const [state, dispatch] = useReducer(practiceReducer, initialPracticeState);
  const [deck, setDeck] = useState<PracticeDeck>(NO_CHANGES);
  // The round an answer's deck change belongs to: one landing after a new start is dropped.
  const round = useRef(0);
  const total = test.questions.length;
  const running = state.phase === "running";

  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  function start(questions: number[]) {
    round.current++;
    setDeck(NO_CHANGES);
    dispatch({ type: "start", ...practiceRound(questions, total, Math.random) });
  }

  const questionIndex = state.order[state.index] ?? 0;
  const letters = state.optionOrder[questionIndex] ?? LETTERS;
  const actions = {
    select: (letter: AnswerLetter) => dispatch({ type: "select", letter }),
    submit: () => {
      if (!running || state.submitted || !state.selected) return;
      const question = test.questions[questionIndex]!;
      dispatch({ type: "submit", question });
      const answered = {
        snapshot: snapshotOf(test, question),
        correct: state.selected === question.correct_answer,
        confidence: state.confidence,
      };
      const ofRound = round.current;
      void feedDeck([answered]).then((changes) => {
        if (ofRound !== round.current) return;
        setDeck((before) =>
          changes
            ? {
                ...before,
                added: before.added + changes.added,
                reviewed: before.reviewed + changes.reviewed,
              }
            : { ...before, failed: true },
        );
      });
    },
    next: () => dispatch({ type: "next" }),
  };

  useQuizKeys({
    enabled: running,
    submitted: state.submitted,
    hasSelection: state.selected !== null,
    ...actions,
    select: (position) => {
      const letter = letterAt(letters, position);
      if (letter) actions.select(letter);
    },
    confide: (confidence) =>
      dispatch({
        type: "confide",
        confidence: state.confidence === confidence ? null : confidence,
      }),
  });

  // Focus follows the practice, as in the timed quiz.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (state.phase === "summary") focusFromTop(summaryRef.current);
  }, [state.phase]);
  useEffect(() => {
    if (!running) return;
    if (state.submitted) actionRef.current?.focus();
    else focusFromTop(questionRef.current);
  }, [running, state.submitted]);

  const everything = test.questions.map((_, index) => index);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {state.phase === "intro" ? (
        <PracticeIntro test={test} headingRef={headingRef} onStart={() => start(everything)} />
      ) : state.phase === "running" ? (
        <PracticeQuestion
          test={test}
          state={state}
          questionRef={questionRef}
          actionRef={actionRef}
          onSelect={actions.select}
          onConfide={(confidence) => dispatch({ type: "confide", confidence })}
          onSubmit={actions.submit}
          onNext={actions.next}
        />
      ) : (
        <PracticeSummary
          test={test}
          state={state}
          deck={deck}
          headingRef={summaryRef}
          onRetryMissed={() => start(missedQuestions(state.answers))}
          onPracticeAll={() => start(everything)}
        />
      )}
    </div>
  );
}
