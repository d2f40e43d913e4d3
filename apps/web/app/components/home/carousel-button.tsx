import type { ReactNode } from 'react';

interface CarouselButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}

/** A round, labelled icon button for carousel controls. */
export function CarouselButton({ label, onClick, children, className = '' }: CarouselButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`flex shrink-0 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white hover:text-primary active:scale-95 ${className}`}
    >
      {children}
    </button>
  );
}
