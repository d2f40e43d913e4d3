/** A size label split as the spec shows it: with two words, the first large on top, the second small beneath. */
export function splitSizeLabel(label: string): [string] | [string, string] {
  const words = label.trim().split(/\s+/);
  return words.length === 2 && words[0] && words[1] ? [words[0], words[1]] : [label.trim()];
}

export function SizeLabel({ label }: { label: string }) {
  const parts = splitSizeLabel(label);
  if (parts.length === 1) return <span className="text-sm font-bold leading-none">{parts[0]}</span>;
  return (
    <span className="flex flex-col items-center leading-none">
      <span className="text-sm font-bold" data-testid="size-label-main">{parts[0]}</span>
      <span className="mt-0.5 text-[10px] font-medium opacity-80" data-testid="size-label-unit">{parts[1]}</span>
    </span>
  );
}
