import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';

export function meta() {
  return [{ title: 'Orders · Haat console' }];
}

// Orders and shipping are the next release's (issue 16); every role sees where they will be.
export default function Orders() {
  return (
    <>
      <PageHeader title="Orders" description="Orders to pack and ship." />
      <EmptyState icon="truck" title="Orders arrive in the next release">
        You will see new orders here, mark them packed and shipped, and print their invoices.
      </EmptyState>
    </>
  );
}
