import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";

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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="leave-quiz-title"
      aria-describedby="leave-quiz-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
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
