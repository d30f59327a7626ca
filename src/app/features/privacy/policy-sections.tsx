import { ExternalLink, PageLink } from "../../components/prose.tsx";
import type { SiteInfo } from "../../lib/site.ts";
import { ClearProgress } from "./clear-progress.tsx";

// The privacy policy's text. Every sentence is a promise the code keeps: see the session plugin
// (the only cookie), the logger (no addresses), analytics (counters only), lib/progress.ts and
// lib/carry-link.ts (the transfer link's data stays in the fragment), lib/review-deck/ and
// lib/offline/ (what saving for offline keeps, ADR 027).

export function PolicySections({ site }: { site: SiteInfo }) {
  const owner = site.companyName ? `${site.ownerName} (${site.companyName})` : site.ownerName;
  return (
    <>
      <h2>Who runs this site</h2>
      <p>
        {site.name} is built, owned and run by one person, {owner}. In this policy, “we” means them.
        Questions about your privacy go through the <PageLink to="/contact">contact page</PageLink>.
      </p>

      <h2>No accounts</h2>
      <p>
        You can read every topic and take every test without an account. There is nothing to sign up
        for, so we never ask for your name, email address or a password.
      </p>

      <h2>No tracking cookies</h2>
      <p>
        Visitors get no cookies at all: no tracking, advertising or analytics cookies, and no
        third-party scripts or web fonts that could set their own. The only cookie the site ever
        sets is a session cookie for the owner, when they log in to the admin area to manage the
        site. It exists for security and is never given to visitors.
      </p>

      <h2>No personal data collected</h2>
      <p>
        Reading a topic or taking a test tells us nothing about you. To know which lessons are
        useful, the server counts how many times each topic and test is opened per day: a number,
        with nothing about who opened it. The server's logs record which page was asked for, when,
        and how the server answered; they keep no IP addresses, no cookies and no browser details.
      </p>
      <p>
        To stop abuse of the forms, the server counts the messages sent from one network address in
        an hour. It stores a scrambled code made from the address (a keyed one-way hash, which
        cannot be turned back into the address) and deletes it once the hour has passed.
      </p>

      <h2 id="your-progress">Your progress stays in your browser</h2>
      <p>
        Your progress is saved in your own browser (its local storage) and is never sent to our
        server: your test answers are checked and scored in your browser. Exactly what is kept
        there, under each name:
      </p>
      <ul>
        <li>
          <strong>learn-ai:progress:v1</strong>: the topics you have started or finished and the
          furthest page you reached in each; your test scores (best and last, passed or not, how
          many attempts); the dates on which you read a lesson page or finished a test (the last
          400, for your streak); and a random label for this browser, used only to count each test
          attempt once when you merge progress from another device.
        </li>
        <li>
          <strong>learn-ai:quiz-attempts:v1</strong>: a test you left running, so that you can carry
          on after a reload. It goes when you finish the test.
        </li>
        <li>
          <strong>theme</strong>: your choice of light or dark theme.
        </li>
      </ul>
      <p>
        Because the progress lives in this browser only, another browser, another device or a
        private window starts fresh.
      </p>
      <p>
        Your review deck is kept the same way, in this browser's IndexedDB storage, and is never
        sent: for each question you got wrong in a test or in practice, or said you were unsure of,
        a copy of the question with its options, answer and explanation, when you added it, your
        past reviews (the date and how you did) and when it is due again.
      </p>
      <p>
        On <PageLink to="/progress">your progress page</PageLink> you can take it with you: export
        it to a file, or make a link or QR code that moves it to your phone. Both are made in your
        browser, from what it stores, and we never see them. The link carries your progress in the
        part after the #, which browsers do not send to any server: opening it asks our server only
        for the progress page, and your phone reads the rest itself. Anyone who has the file or the
        link can read the progress in it, so keep them to yourself. The same page can ask your
        browser to keep this site's storage when space runs short; that request, too, stays in your
        browser.
      </p>
      <p>
        You can delete it at any time with the button below (your progress, activity days, review
        deck and any test left running), or by clearing this site's data in your browser's settings.
        The button leaves lessons you saved for offline reading: remove those below.
      </p>
      <ClearProgress />

      <h2 id="offline">Lessons saved for offline reading</h2>
      <p>
        When you choose “Save for offline” on a lesson, or on a category of the topics list, your
        browser keeps a copy of that lesson in its own storage (Cache Storage) so it opens without
        an internet connection: each of its pages, the figures on them, and the site's scripts,
        styles and fonts needed to show them. Beside them it keeps a short record of each saved
        lesson: its title, category, number of pages, size and the date you saved it. Nothing is
        sent to us about what you save; the copies are downloaded like any page you read, and while
        you are online the site downloads them again now and then so they stay up to date.
      </p>
      <p>
        To make the site work offline and installable, your browser also keeps the site's own
        scripts, styles, fonts, icons and an offline page. They are the same for every visitor and
        hold nothing about you. When you save something, the site asks your browser to keep saved
        lessons until you remove them; your browser decides, and may ask you.
      </p>
      <p>
        Remove a saved lesson, or all of them, on the{" "}
        <PageLink to="/saved">Saved for offline</PageLink> page, or clear this site's data in your
        browser's settings, which removes everything the site keeps in your browser.
      </p>

      <h2>Sharing your results is optional</h2>
      <p>
        After a test you can share your result on LinkedIn, X (Twitter), Facebook or WhatsApp.
        Nothing is shared unless you choose to: the button opens that service with a prepared
        message, and whatever you post is handled there, under that service's own privacy policy.
        Copy Link only copies the test's address to your clipboard.
      </p>

      <h2 id="your-answers">Your answers, only if you send them</h2>
      <p>
        Your answers to a test are graded in your browser and stay there. Two buttons under the
        results send them to our server, and only when you press one; each sends the option you
        chose for each question, and nothing else (no name, no account, no cookie).
      </p>
      <p>
        <strong>Get a verifiable result</strong>: our server grades your answers itself and signs
        the result (the test, its version, your score and the day) with the site's secret key. We
        keep neither your answers nor the result: the link we give back holds it, and anyone you
        give the link to can check that it is genuine. Whoever has the link can see the score.
      </p>
      <p>
        <strong>Help improve this test</strong>: your answers are added to counters, one per
        question and option and day ("option B of question 3 was chosen once more on 24 November").
        Nothing that identifies you is stored, not even the time of day, and once counted your
        answers cannot be told apart from anyone else's. We use the counts to find questions that
        are wrong or unclear.
      </p>

      <h2 id="problem-reports">Reporting a problem</h2>
      <p>
        Under every lesson page, and under every test question once you have answered it, you can
        tell us that something is wrong. Only when you press <strong>Send report</strong> do we
        receive and store: which page or question it is (and the question's text as you saw it), the
        reason you chose, the text you had selected on the page if you kept it, your details if you
        wrote any, your email address if you gave it (only to tell you when it is fixed), and the
        date and time it was sent. Nothing else about you: no cookie, no account, no network address
        and not your answers.
      </p>
      <p>
        Only the owner reads reports. They are kept until the owner deletes them, as a record of
        what was fixed. The reason, the selected text and your details (never your email) may be
        sent to the AI service that rewrites the page or question. Ask through the{" "}
        <PageLink to="/contact">contact page</PageLink> and we will delete yours.
      </p>

      <h2>Messages and sponsorship inquiries</h2>
      <p>
        When you write to us, we store what you send so that we can answer it, and use it for
        nothing else. It is never sold or shared.
      </p>
      <ul>
        <li>
          <strong>Contact messages:</strong> your name and email address if you give them (both are
          optional), the subject, the message and the date it was sent.
        </li>
        <li>
          <strong>Sponsorship inquiries:</strong> the company name, the contact person's name, email
          address and phone number if given, the website and logo addresses, the description, goals,
          budget and preferred tier, and any other information you add. If the inquiry is accepted,
          only the public part (company name, description, logo, website and tier) is shown on the
          Sponsors page.
        </li>
      </ul>
      <p>
        Only the owner can read them. Ask through the{" "}
        <PageLink to="/contact">contact page</PageLink> and we will tell you what we hold about you,
        correct it, or delete it.
      </p>

      <h2>Hosting</h2>
      <p>
        The site runs on servers rented from a third-party hosting provider, which stores the site's
        database (the lessons, tests, messages and inquiries) and carries its network traffic. Like
        any host, its network handles the connection between your browser and the site, under its
        own privacy terms.
      </p>

      <h2>Donations</h2>
      {site.donationUrl ? (
        <p>
          Donations are made through a third-party payment service, on its own site, reached by our{" "}
          <ExternalLink href={site.donationUrl}>donation link</ExternalLink>. We never see your card
          or bank details. The payment service may pass on your name and the amount to us; we use
          them only to thank you and to keep our accounts.
        </p>
      ) : (
        <p>
          Donations are not open yet. When they are, they will go through a third-party payment
          service on its own site, and we will never see your card or bank details.
        </p>
      )}

      <h2>Other sites</h2>
      <p>
        Sponsor logos on the Sponsors page are loaded from the sponsors' own addresses, so your
        browser asks their servers for the image, as it would for any website. Links to sponsors and
        to the sharing services lead to sites with their own privacy policies.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If this policy changes, the new version is published on this page with a new date. Nothing
        will change about how your progress is kept without it being said here first.
      </p>
    </>
  );
}
