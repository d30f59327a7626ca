import katexModule from "@vscode/markdown-it-katex";

// The markdown-it plugin that finds $…$ and $$…$$ and has KaTeX draw them, used by the reader's
// renderer and by the lesson rules that check formulas. The package is CommonJS with
// `exports.default`: Node hands its module object to a default import, a bundler the function.

export const markdownItKatex =
  (katexModule as unknown as { default?: typeof katexModule }).default ?? katexModule;
