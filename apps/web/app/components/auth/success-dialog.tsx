import { CircleCheck } from '../icons.tsx';
import { useEffect, useEffectEvent, useId, useRef } from 'react';

interface SuccessDialogProps {
  open: boolean;
  title: string;
  message: string;
  actionLabel: string;
  /** Called by the button, by Escape, and after `autoContinueMs` when given. */
  onContinue(): void;
  autoContinueMs?: number;
}

/**
 * A modal that confirms a finished step ("Login Successful", "Registration successful!") and then
 * moves on by itself. A native modal <dialog>: focus is trapped and the page behind is inert.
 */
export function SuccessDialog({ open, title, message, actionLabel, onContinue, autoContinueMs }: SuccessDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const continueLater = useEffectEvent(() => onContinue());

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  useEffect(() => {
    if (!open || autoContinueMs === undefined) return;
    const timer = window.setTimeout(continueLater, autoContinueMs);
    return () => window.clearTimeout(timer);
  }, [open, autoContinueMs]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onContinue();
      }}
      className="m-auto w-[min(90vw,24rem)] rounded-3xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 backdrop:backdrop-blur-[2px]"
    >
      {open && (
        <div className="flex flex-col items-center px-7 pt-8 pb-7 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60">
            <CircleCheck className="size-9" aria-hidden />
          </span>
          <h2 id={titleId} className="mt-5 text-xl font-extrabold">{title}</h2>
          <p id={messageId} className="mt-1.5 text-sm text-gray-600">{message}</p>
          <button
            type="button"
            autoFocus
            onClick={onContinue}
            className="mt-6 h-11 w-full rounded-full bg-primary px-6 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110"
          >
            {actionLabel}
          </button>
        </div>
      )}
    </dialog>
  );
}
