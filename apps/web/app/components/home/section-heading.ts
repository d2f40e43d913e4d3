/** The look of every home section title: bold, with a short bar in the theme colour before it. */
export const sectionHeadingClass =
  'flex min-w-0 items-center gap-2.5 text-lg font-extrabold tracking-tight text-gray-900 before:h-5 before:w-1 before:shrink-0 before:rounded-full before:bg-primary md:text-2xl md:before:h-6 md:before:w-1.5';
