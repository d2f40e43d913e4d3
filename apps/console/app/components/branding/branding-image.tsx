import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { acceptedImageTypes } from '@haat/shared/console-api';
import { useXsrfToken } from '../../lib/xsrf.ts';
import { Button } from '../button.tsx';
import { uploadFile } from '../catalogue/image-upload.ts';

const accept = Object.values(acceptedImageTypes).flat().join(',');

/**
 * The shop's logo or favicon, and a button to upload another. A favicon is live at once; a logo
 * goes to `onUploaded` for the preview, and to the shop when the theme is published.
 */
export function BrandingImage({ which, file, canEdit, onUploaded }: { which: 'logo' | 'favicon'; file: string; canEdit: boolean; onUploaded?: (file: string) => void }) {
  const xsrf = useXsrfToken();
  const revalidator = useRevalidator();
  const picker = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ progress?: number; error?: string; done?: boolean }>({});
  const label = which === 'logo' ? 'Logo' : 'Favicon';
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setState({ progress: 0 });
    const answer = await uploadFile(`/console/settings/branding/${which}`, chosen, xsrf, (progress) => setState({ progress }));
    setState(answer.ok ? { done: true } : { error: answer.message ?? 'Refused.' });
    if (answer.ok && answer.file && onUploaded) onUploaded(answer.file);
    else if (answer.ok) await revalidator.revalidate();
  };
  const src = file ? (/^https?:\/\//.test(file) ? file : `/uploads/${file.replace(/^\/+/, '')}`) : '';
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
      <span className={`grid shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-200 ${which === 'logo' ? 'h-14 w-36' : 'size-14'}`}>
        {src ? <img src={src} alt={`The shop’s ${which}`} className="max-h-full max-w-full object-contain" /> : <span className="text-xs text-slate-400">None</span>}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-slate-900">{label}</p>
        <p className="text-xs text-slate-500">{which === 'logo' ? 'In the header and footer. A wide PNG with a clear background looks best.' : 'In the browser tab. A square picture.'}</p>
        {state.progress !== undefined && <p className="text-xs text-slate-600">Uploading… {Math.round(state.progress * 100)} %</p>}
        {state.error && <p role="alert" className="text-xs text-red-700">{state.error}</p>}
        {state.done && <p role="status" className="text-xs text-emerald-700">{onUploaded ? 'In the preview now: publish to show it in your shop.' : `${label} changed: shoppers see it from their next page.`}</p>}
      </div>
      {canEdit && (
        <>
          <Button look="secondary" onClick={() => picker.current?.click()} disabled={state.progress !== undefined}>Upload</Button>
          <input ref={picker} type="file" accept={accept} className="hidden" aria-label={`Upload a ${which}`} onChange={(event) => choose(event.target.files?.[0])} />
        </>
      )}
    </div>
  );
}
