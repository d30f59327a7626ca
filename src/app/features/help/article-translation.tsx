import type { SiteInfo } from "../../lib/site.ts";

/** How to read the site in another language with the browser's own page translation. */
export function TranslationArticle({ site }: { site: SiteInfo }) {
  return (
    <>
      <p>
        {site.name} is written in English, but you don't have to wait for a translated version.
        Every modern browser can translate a whole page in a second or two, including topic pages,
        quiz questions, answer options and explanations. Here is how to do it in the four most
        common browsers.
      </p>

      <h2>Google Chrome</h2>
      <ul>
        <li>
          <strong>On a computer:</strong> right-click anywhere on the page and choose{" "}
          <strong>Translate to [your language]</strong>. If your browser is set to another language,
          Chrome often offers the translation by itself with a translate icon in the address bar.
        </li>
        <li>
          <strong>To pick a different language:</strong> click the translate icon in the address
          bar, open its three-dot menu and choose <strong>Choose another language</strong>.
        </li>
        <li>
          <strong>On Android or iPhone:</strong> open Chrome's menu (the three dots) and tap{" "}
          <strong>Translate</strong>.
        </li>
      </ul>

      <h2>Microsoft Edge</h2>
      <ul>
        <li>
          <strong>On a computer:</strong> right-click the page and choose{" "}
          <strong>Translate to [your language]</strong>, or select the translate icon that appears
          in the address bar. Pick another language from the <strong>Translate to</strong> list in
          the same pop-up.
        </li>
        <li>
          <strong>On a phone or tablet:</strong> open the menu (the three dots) and tap{" "}
          <strong>Translate</strong>.
        </li>
      </ul>

      <h2>Mozilla Firefox</h2>
      <ul>
        <li>
          <strong>On a computer:</strong> open the menu (the three lines) and choose{" "}
          <strong>Translate page…</strong>, pick the languages and select <strong>Translate</strong>
          . When Firefox recognises that a page is in another language than yours, a translate icon
          also appears in the address bar.
        </li>
        <li>
          Firefox translates on your own device, so the text of the page never leaves your computer.
          It supports a growing list of languages; if yours is not there yet, another browser can
          fill the gap.
        </li>
      </ul>

      <h2>Safari</h2>
      <ul>
        <li>
          <strong>On a Mac:</strong> click the translate button in the address field when Safari
          shows one, or choose <strong>View › Translation › Translate to [your language]</strong>.
        </li>
        <li>
          <strong>On iPhone and iPad:</strong> tap the page menu button at the left of the address
          bar, then <strong>Translate to [your language]</strong>. If the option is missing, your
          language or region is not supported by Safari yet.
        </li>
      </ul>

      <h2>Tips for learning in another language</h2>
      <ul>
        <li>
          Technical terms such as “token”, “transformer” or “gradient descent” are often kept in
          English or translated word for word. That is normal, and the English term is usually the
          one you will meet in other material too.
        </li>
        <li>
          Tests work exactly the same on a translated page: the timer, your answers and your score
          are not affected, because an answer is checked by the option you choose, not by its
          wording.
        </li>
        <li>
          To go back to English, use <strong>Show original</strong> in the same translation menu.
        </li>
        <li>
          Chrome, Edge and Safari may send the text of the page to Google's, Microsoft's or Apple's
          translation service. The lessons are public, so nothing personal is sent, but it is good
          to know; Firefox keeps everything on your device.
        </li>
      </ul>
    </>
  );
}
