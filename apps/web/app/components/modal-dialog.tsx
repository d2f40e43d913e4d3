import { X } from './icons.tsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';

interface ModalDialogProps {
  open: boolean;
  /** Escape, the backdrop (when allowed) or the page asked to close. */
  onClose(): void;
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** A click on the dimmed page closes it; off for forms, where it would throw typing away. */
  closeOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus inside it, closes it on Escape and gives focus
 * back to the control that opened it; focus starts on the element marked `data-autofocus`, if any.
 * `open` is the source of truth; the content is mounted only while open, so every opening starts
 * afresh.
 */
export function ModalDialog({ open, onClose, labelledBy, describedBy, role, closeOnBackdrop = false, className = '', children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Start on the first field rather than the close button.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !closeOnBackdrop) return;
    // A click on the dimmed page lands on the <dialog> itself. Keyboard users have Escape.
    const onClick = (event: MouseEvent) => { if (event.target === element) onClose(); };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [closeOnBackdrop, onClose]);

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape closes the native dialog itself: tell the page (unless the page closed it).
      onClose={() => { if (open) onClose(); }}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 backdrop:backdrop-blur-[2px] ${className}`}
    >
      {open && children}
    </dialog>
  );
}

/** A modal's title bar: the title (the dialog's label) and a round close button, kept in view while the body scrolls. */
export function ModalHeader({ titleId, title, onClose, closeLabel = 'Close' }: { titleId: string; title: string; onClose(): void; closeLabel?: string }) {
  return (
    <div className="sticky top-0 z-10 flex items-center justify-between border-b border-gray-100 bg-white px-5 py-4 md:px-6">
      <h2 id={titleId} className="text-lg font-bold md:text-xl">{title}</h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="flex size-9 items-center justify-center rounded-full text-gray-500 transition hover:bg-gray-100 hover:text-gray-900"
      >
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );
}
