import { Headset, Lightbulb } from '../components/icons.tsx';
import { GrievanceOfficer } from '../components/policy/grievance-officer.tsx';
import { HeroChip, PageHero } from '../components/policy/page-hero.tsx';
import { PolicyLinks } from '../components/policy/policy-links.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import { SupportChannels } from '../components/policy/support-channels.tsx';
import { foldsLoader, lazyFolds } from '../components/policy/lazy-folds.tsx';
import { footer_support } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import * as m from '../i18n/m/policy-support.ts';

// The questions' texts are a module of their own (lazy-folds.tsx): the loaders wait for it, so the server renders
// them into the first HTML and a client-side navigation shows them at once, without asking the server.
const Faq = lazyFolds(() => import('../components/policy/support-faq.tsx'));
export const loader = foldsLoader(Faq);
export const clientLoader = foldsLoader(Faq);

/** /CustomerSupport: "How Can We Help You?", the store's phone, e-mail and address, and common questions. */
export default function CustomerSupportPage() {
  const shop = useShopContact();
  const locale = useLocale();
  const o = { locale };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-3 py-4 md:gap-8 md:px-6 md:py-8">
      <PageHero
        icon={Headset}
        eyebrow={m.policy_support_eyebrow({ store: shop.name }, o)}
        title={m.policy_support_title({}, o)}
        crumb={footer_support({}, o)}
        intro={m.policy_support_intro({}, o)}
      >
        <HeroChip icon={Headset}>{m.policy_support_chip({}, o)}</HeroChip>
      </PageHero>
      <SupportChannels shop={shop} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <section aria-labelledby="faq-title" className="flex flex-col gap-4">
          <div className="px-1">
            <h2 id="faq-title" className="text-xl font-extrabold text-gray-900 md:text-2xl">{m.policy_faq_title({}, o)}</h2>
            <p className="mt-1 text-sm text-gray-500">{m.policy_faq_intro({}, o)}</p>
          </div>
          <Faq />
        </section>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-36">
          <section aria-labelledby="support-tip" className="rounded-2xl bg-gradient-to-br from-primary/5 to-accent/10 p-5 ring-1 ring-primary/10">
            <h2 id="support-tip" className="flex items-center gap-2 font-bold text-gray-900">
              <Lightbulb className="size-5 text-primary" aria-hidden /> {m.policy_tip_title({}, o)}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-gray-700">{m.policy_tip_text({}, o)}</p>
          </section>
          <GrievanceOfficer />
          <PolicyLinks current="/CustomerSupport" />
        </aside>
      </div>
    </div>
  );
}
