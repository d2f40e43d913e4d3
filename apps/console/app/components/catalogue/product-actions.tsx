import { Form, useNavigation } from 'react-router';
import type { ConsoleProduct } from '@haat/shared/console-api';
import { Button } from '../button.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { XsrfField } from '../form-field.tsx';

function Step({ intent, label, look = 'secondary' }: { intent: string; label: string; look?: 'primary' | 'secondary' | 'danger' }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post">
      <XsrfField />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" look={look} disabled={busy} className="w-full">{busy ? 'Working…' : label}</Button>
    </Form>
  );
}

/** A product's state changes: publish or unpublish, duplicate, archive (asked first) or restore. */
export function ProductActions({ product }: { product: ConsoleProduct }) {
  return (
    <>
      {product.status === 'draft' && <Step intent="publish" label="Publish" look="primary" />}
      {product.status === 'published' && <Step intent="unpublish" label="Unpublish" />}
      {product.status === 'archived' && <Step intent="restore" label="Restore" />}
      <Step intent="duplicate" label="Duplicate" />
      {product.status !== 'archived' && (
        <ConfirmDialog trigger={<Button look="ghost" className="text-red-700 hover:bg-red-50">Archive</Button>}
          title={`Archive ${product.name}?`}
          description="Shoppers will no longer see it, and a link to it shows “not found”. Orders already placed are not affected. You can restore it later."
          confirm={<Step intent="archive" label="Archive" look="danger" />} />
      )}
    </>
  );
}
