import type { ConsoleApi } from '@haat/shared/console-api';
import type { Route } from './+types/categories';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { AddNode, CategoryNode } from '../components/catalogue/category-node.tsx';
import { CategoryImage } from '../components/catalogue/category-image.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { flatCategories, formNumber, formText } from '../lib/catalogue.ts';
import { formResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Categories · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'categoryTree');
  return { tree: await consoleApi(context).categoryTree() };
}

/** Each small form of the page names its step; the API checks names, moves and deletions. */
async function step(api: ConsoleApi, intent: string, form: FormData): Promise<string | undefined> {
  const id = formNumber(form.get('id')) ?? 0;
  const parent = formNumber(form.get('parent')) ?? 0;
  const name = formText(form, 'name');
  const ids = formText(form, 'ids').split(',').filter(Boolean).map(Number);
  switch (intent) {
    case 'group-create': await api.groupCreate({ name }); return `Group “${name}” added.`;
    case 'group-update': await api.groupUpdate(id, { name }); return 'Renamed.';
    case 'group-remove': await api.groupRemove(id); return 'Group deleted.';
    case 'group-order': if (ids.length) await api.groupOrder(ids); return undefined;
    case 'category-create': await api.categoryCreate({ name, group_id: parent }); return `Category “${name}” added.`;
    case 'category-update': await api.categoryUpdate(id, { name, group_id: parent, url: formText(form, 'url') || null }); return 'Category saved.';
    case 'category-remove': await api.categoryRemove(id); return 'Category deleted.';
    case 'category-order': if (ids.length) await api.categoryOrder(id, ids); return undefined;
    case 'subcategory-create': await api.subcategoryCreate({ name, category_id: parent }); return `Subcategory “${name}” added.`;
    case 'subcategory-update': await api.subcategoryUpdate(id, { name, category_id: parent }); return 'Subcategory saved.';
    case 'subcategory-remove': await api.subcategoryRemove(id); return 'Subcategory deleted.';
    case 'subcategory-order': if (ids.length) await api.subcategoryOrder(id, ids); return undefined;
    default: return undefined;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  return formResult(intent, () => step(consoleApi(context), intent, form));
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { tree } = loaderData;
  const groups = tree.groups.map((group) => ({ value: group.id, label: group.name }));
  const categories = flatCategories(tree).map((category) => ({ value: category.id, label: `${category.group} › ${category.name}` }));
  return (
    <>
      <PageHeader title="Categories" description="Your shop's menu: groups hold categories, categories hold subcategories. Use the arrows to change the order shoppers see." />
      {tree.groups.length === 0 && <div className="mb-4"><EmptyState icon="folders" title="No groups yet">Add a group such as “Women” or “Home”, then its categories.</EmptyState></div>}
      <div className="space-y-4">
        {tree.groups.map((group) => (
          <section key={group.id} className="rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm sm:px-5" data-testid={`group-${group.name}`}>
            <CategoryNode level="group" id={group.id} name={group.name} count={group.product_count} siblings={tree.groups.map((g) => g.id)}>
              <ul className="ml-1 divide-y divide-slate-100 border-l-2 border-slate-100 pl-1.5 sm:ml-10 sm:pl-4">
                {group.categories.map((category) => (
                  <li key={category.id}>
                    <CategoryNode level="category" id={category.id} name={category.name} count={category.product_count} url={category.url} parentId={group.id}
                      siblings={group.categories.map((c) => c.id)} moveTo={{ name: 'Group', options: groups, current: group.id }}
                      leading={<CategoryImage categoryId={category.id} image={category.image} name={category.name} />}>
                      <ul className="ml-1 border-l-2 border-slate-100 pl-1.5 sm:ml-20 sm:pl-4">
                        {category.subcategories.map((sub) => (
                          <li key={sub.id}>
                            <CategoryNode level="subcategory" id={sub.id} name={sub.name} count={sub.product_count} parentId={category.id}
                              siblings={category.subcategories.map((s) => s.id)} moveTo={{ name: 'Category', options: categories, current: category.id }} />
                          </li>
                        ))}
                        <li><AddNode intent="subcategory-create" parentId={category.id} placeholder={`New subcategory of ${category.name}`} label="Add" /></li>
                      </ul>
                    </CategoryNode>
                  </li>
                ))}
                <li><AddNode intent="category-create" parentId={group.id} placeholder={`New category in ${group.name}`} label="Add" /></li>
              </ul>
            </CategoryNode>
          </section>
        ))}
        <section className="rounded-xl border border-dashed border-slate-300 bg-white px-3 py-2 sm:px-5">
          <AddNode intent="group-create" placeholder="New group (Women, Home…)" label="Add group" />
        </section>
      </div>
    </>
  );
}
