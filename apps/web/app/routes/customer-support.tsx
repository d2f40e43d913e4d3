import { Headset, Lightbulb } from '../components/icons.tsx';
import { GrievanceOfficer } from '../components/policy/grievance-officer.tsx';
import { HeroChip, PageHero } from '../components/policy/page-hero.tsx';
import { PolicyAccordion } from '../components/policy/policy-accordion.tsx';
import { PolicyLinks } from '../components/policy/policy-links.tsx';
import { useShopContact } from '../components/policy/shop-contact.ts';
import { SupportChannels } from '../components/policy/support-channels.tsx';
import { supportFaq } from '../components/policy/support-faq.tsx';

/** /CustomerSupport: "How Can We Help You?", the store's phone, e-mail and address, and common questions. */
export default function CustomerSupportPage() {
  const shop = useShopContact();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-3 py-4 md:gap-8 md:px-6 md:py-8">
      <PageHero
        icon={Headset}
        eyebrow={`${shop.name} Customer Support`}
        title="How Can We Help You?"
        crumb="Customer Support"
        intro="Questions about an order, a payment or a return? Reach our team the way that suits you. We are happy to help."
      >
        <HeroChip icon={Headset}>Real people, quick answers</HeroChip>
      </PageHero>
      <SupportChannels shop={shop} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <section aria-labelledby="faq-title" className="flex flex-col gap-4">
          <div className="px-1">
            <h2 id="faq-title" className="text-xl font-extrabold text-gray-900 md:text-2xl">Frequently asked questions</h2>
            <p className="mt-1 text-sm text-gray-500">Quick answers to what shoppers ask us most.</p>
          </div>
          <PolicyAccordion sections={supportFaq()} />
        </section>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-36">
          <section aria-labelledby="support-tip" className="rounded-2xl bg-gradient-to-br from-primary/5 to-accent/10 p-5 ring-1 ring-primary/10">
            <h2 id="support-tip" className="flex items-center gap-2 font-bold text-gray-900">
              <Lightbulb className="size-5 text-primary" aria-hidden /> Before you contact us
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-gray-700">
              Keep your order number handy: you find it under Your Orders. For a damaged or wrong item, a photo helps us sort it out faster.
            </p>
          </section>
          <GrievanceOfficer />
          <PolicyLinks current="/CustomerSupport" />
        </aside>
      </div>
    </div>
  );
}
