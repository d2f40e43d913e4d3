import { ChevronDown, ChevronUp } from '../icons.tsx';
import { useLayoutEffect, useRef, useState } from 'react';
import { descriptionButton, descriptionStep, nextLines } from './description-lines.ts';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

// useLayoutEffect warns during SSR; the measurement is only meaningful in the browser anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/** Roughly how much text fills 8 lines, to guess the button in the server's HTML before measuring. */
const eightLinesOfText = 560;

/**
 * The rich-text description (sanitised by the server when stored and served), clamped with CSS
 * line-clamp to a number of lines that Read More / Read Less / Collapse All change.
 */
export function ProductDescription({ html }: { html: string }) {
  const locale = useLocale();
  const body = useRef<HTMLDivElement>(null);
  const [lines, setLines] = useState(descriptionStep);
  const [overflowing, setOverflowing] = useState(() => html.replace(/<[^>]*>/g, '').length > eightLinesOfText);

  useBrowserLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [lines, html]);

  if (html.trim() === '') return <p className="text-sm text-gray-500">{m.product_no_description({}, { locale })}</p>;

  const button = descriptionButton(lines, overflowing);
  const expanded = lines > descriptionStep;
  return (
    <div className="flex flex-col gap-3">
      <div
        ref={body}
        id="product-description-body"
        data-lines={lines}
        className="overflow-hidden text-[15px] leading-relaxed text-gray-700 [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_ol_li]:list-decimal [&_p+p]:mt-2 [&_strong]:text-gray-900 [&_ul]:my-2"
        style={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(button || expanded) && (
        <div className="flex flex-wrap items-center gap-3">
          {button && (
            <button
              type="button"
              aria-controls="product-description-body"
              aria-expanded={button === 'Read Less'}
              onClick={() => setLines(nextLines(lines, button))}
              className="flex items-center gap-1 rounded-full border border-primary px-4 py-1.5 text-sm font-semibold text-primary transition hover:bg-primary hover:text-white"
            >
              {button === 'Read More' ? m.product_read_more({}, { locale }) : m.product_read_less({}, { locale })}
              {button === 'Read More' ? <ChevronDown className="size-4" aria-hidden /> : <ChevronUp className="size-4" aria-hidden />}
            </button>
          )}
          {expanded && (
            <button
              type="button"
              aria-controls="product-description-body"
              onClick={() => setLines(descriptionStep)}
              className="text-sm font-semibold text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline"
            >
              {m.product_collapse_all({}, { locale })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
