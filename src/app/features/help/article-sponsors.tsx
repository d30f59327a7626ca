import { ExternalLink, PageLink } from "../../components/prose.tsx";
import type { SiteInfo } from "../../lib/site.ts";

export function SponsorsArticle({ site }: { site: SiteInfo }) {
  return (
    <>
      <p>
        Sponsors and supporters keep {site.name} free for everyone. Here are the ways to help, from
        the biggest to the smallest.
      </p>

      <h2>Become a sponsor</h2>
      <p>
        Companies, schools and organisations can sponsor the site at one of three tiers: Bronze,
        Silver or Gold. Sponsors appear on the <PageLink to="/sponsors">Sponsors</PageLink> page
        with their logo, a short description and a link to their website, and Gold sponsors can also
        be featured at the top of it.
      </p>
      <p>
        To apply, fill in the <PageLink to="/sponsors/become">Become a Sponsor</PageLink> form. It
        asks for a contact person (kept private) and the details to show on your sponsor card.{" "}
        {site.ownerName} reads every inquiry personally and replies within 2-3 business days.
      </p>

      <h2>Make a donation</h2>
      {site.donationUrl ? (
        <p>
          If you would like to support the project personally, you can{" "}
          <ExternalLink href={site.donationUrl}>make a donation</ExternalLink>. Donations are
          handled by a third-party payment service on its own site; {site.name} never sees your card
          or bank details. Every donation, whatever its size, goes into running and growing the
          site.
        </p>
      ) : (
        <p>
          Donations are not open yet. When they are, a donation link will appear here and at the
          bottom of every page, and payments will go through a third-party payment service. Until
          then, the ways below help just as much.
        </p>
      )}

      <h2>Other ways to help</h2>
      <ul>
        <li>Tell a friend, a colleague or a class about the site, or share a test result.</li>
        <li>
          Report a mistake or suggest a topic through the{" "}
          <PageLink to="/contact">contact page</PageLink>.
        </li>
        <li>
          Know a company that cares about AI education? Point them to the{" "}
          <PageLink to="/sponsors/become">sponsorship page</PageLink>.
        </li>
      </ul>
    </>
  );
}
