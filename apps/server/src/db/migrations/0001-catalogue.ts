import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine.ts';
import { withId, withStore } from './helpers.ts';

/** Stores, their hosts and branding; the catalogue; banners; full-text search. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('stores'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('favicon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('theme_text', 'text', (c) => c.notNull().defaultTo('#000000'))
    .addColumn('theme_background', 'text', (c) => c.notNull().defaultTo('#ffffff'))
    .addColumn('theme_primary', 'text', (c) => c.notNull().defaultTo('#ff6347'))
    .addColumn('theme_secondary', 'text', (c) => c.notNull().defaultTo('#4CAF50'))
    .addColumn('theme_accent', 'text', (c) => c.notNull().defaultTo('#00BCD4'))
    .addColumn('social_fb', 'text')
    .addColumn('social_insta', 'text')
    .addColumn('social_linkedin', 'text')
    .addColumn('social_twitter', 'text')
    .addColumn('social_youtube', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .execute();

  await withStore(withId(db, db.schema.createTable('category_groups')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withStore(withId(db, db.schema.createTable('categories')))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('category_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withStore(withId(db, db.schema.createTable('subcategories')))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withStore(withId(db, db.schema.createTable('products')))
    .addColumn('asin', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('long_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('youtube_link', 'text')
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('badge', 'text')
    .addColumn('badge1', 'text')
    .addColumn('material', 'text')
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('discount_price', 'integer', (c) => c.notNull())
    .addColumn('delivery_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('colors', 'text')
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('search_keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('featured_rank', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('products_store_asin', ['store_id', 'asin'])
    .execute();

  await withStore(withId(db, db.schema.createTable('product_images')))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withStore(withId(db, db.schema.createTable('product_sizes')))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withStore(withId(db, db.schema.createTable('banners')))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const indexes: Array<[string, string, string[]]> = [
    ['category_groups_store', 'category_groups', ['store_id', 'sort']],
    ['categories_store', 'categories', ['store_id', 'sort']],
    ['categories_group', 'categories', ['group_id']],
    ['subcategories_category', 'subcategories', ['category_id', 'sort']],
    ['products_category', 'products', ['store_id', 'category_id']],
    ['products_subcategory', 'products', ['store_id', 'subcategory_id']],
    ['products_featured', 'products', ['store_id', 'featured_rank']],
    ['product_images_product', 'product_images', ['product_id', 'sort']],
    ['product_sizes_product', 'product_sizes', ['product_id', 'sort']],
    ['banners_store', 'banners', ['store_id', 'sort']],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }

  await createSearchIndex(db);
}

/**
 * Full-text search over product names and keywords, kept in step with `products` by the
 * engine itself: an FTS5 external-content table with triggers on SQLite, a generated
 * tsvector column with a GIN index (plus pg_trgm for fuzzy word lookup) on PostgreSQL.
 */
async function createSearchIndex(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', search_keywords), 'B')
      ) STORED`.execute(db);
    await sql`CREATE INDEX products_search ON products USING gin (search_document)`.execute(db);
    await sql`CREATE INDEX products_name_trgm ON products USING gin (lower(name) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE product_search USING fts5(
      name, search_keywords, content='products', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db);
  await sql`CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, row)`.execute(db);
  await sql`CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
      INSERT INTO product_search(rowid, name, search_keywords) VALUES (new.id, new.name, new.search_keywords);
    END`.execute(db);
  await sql`CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
      INSERT INTO product_search(product_search, rowid, name, search_keywords)
        VALUES ('delete', old.id, old.name, old.search_keywords);
    END`.execute(db);
  await sql`CREATE TRIGGER products_search_update AFTER UPDATE OF name, search_keywords ON products BEGIN
      INSERT INTO product_search(product_search, rowid, name, search_keywords)
        VALUES ('delete', old.id, old.name, old.search_keywords);
      INSERT INTO product_search(rowid, name, search_keywords) VALUES (new.id, new.name, new.search_keywords);
    END`.execute(db);
}
