import { PageLink } from "../../components/prose.tsx";
import type { SiteInfo } from "../../lib/site.ts";

/** "Built and owned by one person, {owner}, through {company}" when a company is configured. */
function ownedBy(site: SiteInfo) {
  return site.companyName ? `${site.ownerName}, through ${site.companyName}` : site.ownerName;
}

export function OwnerArticle({ site }: { site: SiteInfo }) {
  return (
    <>
      <p>
        {site.name} is built and owned by one person: {ownedBy(site)}. There is no team, no investor
        and no advertising partner behind it.
      </p>
      <p>
        The same person wrote the code, chooses the topics and tests, publishes the lessons, reads
        the messages sent through the contact form and talks to sponsors. When you write to{" "}
        {site.name}, you write to {site.ownerName}.
      </p>

      <h2>How the lessons are made</h2>
      <p>
        Every lesson was drafted with the help of AI models to one format: five pages with a running
        example, worked numbers, figures, exercises with full solutions and code that runs. A
        second, independent reader then took its test without seeing the answers, checked its facts,
        ran its code and redrew what was wrong, before it was published. New topics the owner adds
        may be drafted by AI the same way. No reader is perfect: if you spot a mistake, an unclear
        explanation or a question with a doubtful answer, please say so through the{" "}
        <PageLink to="/contact">contact page</PageLink>. Corrections are always welcome.
      </p>

      <h2>Who to contact</h2>
      <ul>
        <li>
          Questions, corrections and ideas: the <PageLink to="/contact">contact page</PageLink>.
        </li>
        <li>
          Partnerships and sponsorship: the{" "}
          <PageLink to="/sponsors/become">Become a Sponsor</PageLink> form.
        </li>
      </ul>
    </>
  );
}

export function PlatformArticle({ site }: { site: SiteInfo }) {
  return (
    <>
      <p>
        {site.name} is a free website for learning artificial intelligence, from the very first
        ideas to advanced techniques. It covers about 202 topics across several categories, each
        marked beginner, intermediate or advanced, so you can start where you are.
      </p>

      <h2>What you can do here</h2>
      <ul>
        <li>
          <strong>Read topics.</strong> Each topic is a short course of several pages. Move page by
          page with Previous and Next; a progress bar shows how far you are.
        </li>
        <li>
          <strong>Take tests.</strong> Timed multiple-choice tests check what you have learned.
          After each answer you see whether you were right and why, and at the end you get your
          score and a review of every question.
        </li>
        <li>
          <strong>Share your result</strong> on social media if you want to. It is entirely up to
          you.
        </li>
        <li>
          <strong>Meet the sponsors</strong> who help keep the site free on the{" "}
          <PageLink to="/sponsors">Sponsors</PageLink> page.
        </li>
      </ul>

      <h2>What it costs</h2>
      <p>
        Nothing. There is no account to create, no sign-up, no paywall and no advertising. Your
        progress (the topics you have started and your test scores) is remembered in your own
        browser, so you can pick up where you left off without telling anyone who you are.
      </p>

      <h2>When a topic says Coming Soon</h2>
      <p>
        Every topic in the catalog has its pages and its test. When a new topic or test is added, it
        may show a <strong>Coming Soon</strong> button instead of <strong>Read</strong> or{" "}
        <strong>Start Test</strong> until its pages are written. Come back later, or{" "}
        <PageLink to="/contact">tell us</PageLink> which one you would like to see first.
      </p>
    </>
  );
}

export function PurposeArticle({ site }: { site: SiteInfo }) {
  return (
    <>
      <p>
        {site.name} is a passion project. It started from a simple belief: understanding AI should
        not depend on paying for a course or handing over your email address. AI is changing work,
        school and the news we read, and everyone deserves a clear, honest explanation of how it
        works.
      </p>

      <h2>Why there are no accounts</h2>
      <p>
        Accounts mean storing personal data, protecting passwords and sending emails. None of that
        is needed to learn, so none of it is here. Your progress stays in your browser and the site
        sets no tracking cookies; the <PageLink to="/privacy-policy">privacy policy</PageLink>{" "}
        explains the details.
      </p>

      <h2>How it keeps going</h2>
      <p>
        Running the site costs money and time: hosting, the AI models that help draft new lessons
        and tests, and many evenings of work. There are no ads and nothing is for sale, so the
        project looks for sponsors: companies and organisations that want to support free AI
        education, and are thanked on the <PageLink to="/sponsors">Sponsors</PageLink> page. You can
        read how to help in{" "}
        <PageLink to="/help-center?article=sponsors-and-contributions">
          Sponsors and contributions
        </PageLink>
        .
      </p>

      <h2>Where it is going</h2>
      <p>
        More topics, more tests and better explanations, shaped by what learners ask for. If there
        is something you would like to learn, <PageLink to="/contact">say so</PageLink>: it really
        does decide what gets written next.
      </p>
    </>
  );
}
