import { describe, expect, it } from "vitest";
import { preprocess, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("escapes raw HTML instead of passing it through", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("never produces javascript: or data: links", () => {
    const html = renderMarkdown(
      "[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) <javascript:alert(2)>",
    );
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toContain("<a");
  });

  it("opens external links in a new tab without an opener", () => {
    const html = renderMarkdown(
      "See [the paper](https://arxiv.org/abs/1706.03762) or https://example.com.",
    );
    expect(html).toContain(
      '<a href="https://arxiv.org/abs/1706.03762" target="_blank" rel="noopener noreferrer">the paper</a>',
    );
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
  });

  it("keeps site links in the same tab", () => {
    expect(renderMarkdown("[topics](/topics)")).toBe('<p><a href="/topics">topics</a></p>\n');
  });

  it("turns the two characters backslash-n into line breaks", () => {
    const html = renderMarkdown("## Intro\\nFirst paragraph.\\n\\n- one\\n- two");
    expect(html).toBe(
      "<h3>Intro</h3>\n<p>First paragraph.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n",
    );
  });

  it("expands backslash-n in prose but keeps it inside code", () => {
    const text = 'Line one\\nLine two uses `"a\\nb"`\n\n```python\nprint("a\\nb")\n```';
    const html = renderMarkdown(text);
    expect(html).toContain("<p>Line one\nLine two uses <code>&quot;a\\nb&quot;</code></p>");
    expect(html).toContain("print(&quot;a\\nb&quot;)");
  });

  it("makes '• ' lines bullets", () => {
    expect(preprocess("• alpha\n  • beta")).toBe("- alpha\n  - beta");
    expect(renderMarkdown("• alpha\n• beta")).toBe("<ul>\n<li>alpha</li>\n<li>beta</li>\n</ul>\n");
  });

  it("renders headings one level below the page title, bullets, numbers and bold", () => {
    const html = renderMarkdown(
      "## Part\n### Detail\n* star\n1. first\n2. second\n\n**bold** text",
    );
    expect(html).toContain("<h3>Part</h3>");
    expect(html).toContain("<h4>Detail</h4>");
    expect(html).toContain("<ul>\n<li>star</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n<li>second</li>\n</ol>");
    expect(html).toContain("<strong>bold</strong> text");
  });

  it("renders tables inside a scrolling box", () => {
    const html = renderMarkdown("| A | B |\n| - | - |\n| 1 | 2 |");
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(html).toContain("<th>A</th>");
    expect(html).toContain("<td>2</td>");
    expect(html).toContain("</table></div>");
  });

  it("gives a grid table with an empty corner row headers", () => {
    const html = renderMarkdown(
      "|   | Humans | Rationality |\n| - | - | - |\n| **Thinking** | a | b |\n| Acting | c | d |",
    );
    expect(html).toContain("<tr>\n<td></td>\n<th>Humans</th>\n<th>Rationality</th>\n</tr>");
    expect(html).toContain('<th scope="row"><strong>Thinking</strong></th>\n<td>a</td>');
    expect(html).toContain('<th scope="row">Acting</th>\n<td>c</td>');
  });

  it("leaves ordinary tables' first column as data", () => {
    expect(renderMarkdown("| A | B |\n| - | - |\n| 1 | 2 |")).toContain("<td>1</td>\n<td>2</td>");
  });

  it("renders fenced code with its language and escaped contents", () => {
    const html = renderMarkdown("```python\nif a < b:\n    print(a)\n```");
    expect(html).toBe(
      '<pre tabindex="0"><code class="language-python">if a &lt; b:\n    print(a)\n</code></pre>\n',
    );
  });

  it("keeps a bullet sign inside code as it is", () => {
    expect(preprocess("```\n• not a bullet\n```")).toBe("```\n• not a bullet\n```");
  });
});

describe("lesson Markdown", () => {
  it("renders maths as KaTeX with MathML for screen readers, and leaves prices alone", () => {
    const html = renderMarkdown(
      "The loss $L = x^2$ costs \\$20, or $5 and $10.\n\n$$\n\\frac{a}{b}\n$$",
    );
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
    expect(html).toContain("costs $20, or $5 and $10.");
    expect(html).not.toContain("katex-error");
  });

  it("folds each exercise's solution inside it, numbered through the lesson", () => {
    const env = {};
    renderMarkdown("::: exercise\nFirst?\n:::\n\n::: solution\nYes.\n:::", env);
    const html = renderMarkdown(
      "::: exercise Sums\nWhat is $1+1$?\n:::\n\n::: solution\n**Two.**\n:::",
      env,
    );
    expect(html).toMatch(
      /^<section class="exercise"><p class="exercise-label">Exercise 2: Sums<\/p>\n<p>What is .*<\/p>\n<details class="solution"><summary>Show solution<\/summary><div class="solution-body">\n<p><strong>Two.<\/strong><\/p>\n<\/div><\/details>\n<\/section>\n$/s,
    );
  });

  it("shows a stored figure with its caption, and only the alt text of any other image", () => {
    const html = renderMarkdown(
      '![A rising line](/media/0123456789abcdef.svg "Loss falls as training goes on.")\n\n![Tracker](https://evil.example/pixel.png)\n\nInline ![pic](/media/0123456789abcdef.svg) here.',
    );
    expect(html).toContain(
      '<figure class="figure"><img src="/media/0123456789abcdef.svg" alt="A rising line" loading="lazy" decoding="async"><figcaption>Loss falls as training goes on.</figcaption></figure>',
    );
    expect(html).not.toContain("evil.example");
    expect(html).toContain("<p>Tracker</p>");
    expect(html).toContain("<p>Inline pic here.</p>");
  });
});
