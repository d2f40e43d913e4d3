import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { acceptedImageTypes } from '@haat/shared/console-api';
import { useXsrfToken } from '../../lib/xsrf.ts';
import { thumbnail } from '../../lib/catalogue.ts';
import { uploadFile } from './image-upload.ts';

const accept = Object.values(acceptedImageTypes).flat().join(',');

/** A category's picture: tap it to choose another, which goes up at once. */
export function CategoryImage({ categoryId, image, name }: { categoryId: number; image: string; name: string }) {
  const xsrf = useXsrfToken();
  const revalidator = useRevalidator();
  const picker = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ progress?: number; error?: string }>({});
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ progress: 0 });
    const answer = await uploadFile(`/console/categories/${categoryId}/image`, file, xsrf, (progress) => setState({ progress }));
    setState(answer.ok ? {} : { error: answer.message ?? 'Refused.' });
    if (answer.ok) await revalidator.revalidate();
  };
  return (
    <div className="relative shrink-0">
      <button type="button" onClick={() => picker.current?.click()} aria-label={`Change the picture of ${name}`} title="Change picture"
        className="grid size-12 place-items-center overflow-hidden rounded-lg bg-slate-100 text-[10px] text-slate-500 ring-1 ring-slate-200 hover:ring-brand-500">
        {image ? <img src={thumbnail(image)} alt="" className="size-full object-cover" /> : 'Add photo'}
        {state.progress !== undefined && <span className="absolute inset-0 grid place-items-center bg-white/80 text-xs font-semibold">{Math.round(state.progress * 100)} %</span>}
      </button>
      <input ref={picker} type="file" accept={accept} className="hidden" onChange={(event) => choose(event.target.files?.[0])} />
      {state.error && <p role="alert" className="absolute top-full left-0 z-10 mt-1 w-56 rounded-md bg-red-50 p-2 text-xs text-red-700 shadow">{state.error}</p>}
    </div>
  );
}
