import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useXsrfToken } from '../../lib/xsrf.ts';
import { Button } from '../button.tsx';
import { Notice } from '../notice.tsx';
import { uploadForm } from './image-upload.ts';

const fileClass = 'block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100';

/** Chooses the CSV and an optional ZIP of pictures, and sends them for a dry run (nothing changes yet). */
export function ImportForm() {
  const xsrf = useXsrfToken();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setProgress(0);
    const answer = await uploadForm('/console/import/upload', new FormData(event.currentTarget), xsrf, setProgress);
    setProgress(null);
    if (answer.ok && answer.job_id) navigate(`/import?job=${answer.job_id}`);
    else setError(answer.message ?? 'The file was not accepted.');
  };
  return (
    <form onSubmit={submit} encType="multipart/form-data" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div>
        <h2 className="text-base font-semibold text-slate-900">1. Choose your file</h2>
        <p className="mt-1 text-sm text-slate-500">One row per size, with the columns of an export. Sizes are matched by SKU: a known SKU is updated, a new one is added.</p>
      </div>
      <label className="block space-y-1.5">
        <span className="text-sm font-medium text-slate-800">CSV file</span>
        <input type="file" name="file" accept=".csv,text/csv" required className={fileClass} />
      </label>
      <label className="block space-y-1.5">
        <span className="text-sm font-medium text-slate-800">Pictures (optional ZIP)</span>
        <input type="file" name="images" accept=".zip,application/zip" className={fileClass} />
        <span className="block text-xs text-slate-500">The CSV’s image column names files in this ZIP, or pictures already in your shop.</span>
      </label>
      {error && <Notice tone="error">{error}</Notice>}
      {progress !== null && (
        <div className="h-2 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label="Uploading" aria-valuenow={Math.round(progress * 100)} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-full bg-brand-600" style={{ width: `${progress * 100}%` }} />
        </div>
      )}
      <Button type="submit" disabled={progress !== null}>{progress !== null ? 'Uploading…' : 'Check the file'}</Button>
      <p className="text-xs text-slate-500">Checking changes nothing: you see every problem and every change first, then confirm.</p>
    </form>
  );
}
