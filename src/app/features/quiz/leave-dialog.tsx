import { Button } from "../../components/ui/button.tsx";
import { MODAL_CLASS, useModal } from "../../components/ui/modal.ts";

/** Asks before an in-app link leaves a running quiz (the browser asks for reloads and tabs). */
export function LeaveQuizDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const ref = useModal(open);

  return (
    <dialog
      ref={ref}
      aria-labelledby="leave-quiz-title"
      aria-describedby="leave-quiz-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      className={`${MODAL_CLASS} max-w-md p-6`}
    >
      <h2 id="leave-quiz-title" className="text-lg font-semibold">
        Leave this quiz?
      </h2>
      <p id="leave-quiz-text" className="mt-2 text-slate-600 dark:text-slate-300">
        Your quiz is still running. If you leave now, your answers are lost and this attempt is not
        saved.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onLeave}>
          Leave Quiz
        </Button>
        <Button onClick={onStay} autoFocus>
          Stay on Quiz
        </Button>
      </div>
    </dialog>
  );
}
