// An icon for a category, chosen by keywords in its name (spec: home and topics cards). The
// first matching rule wins; anything else gets the lightbulb.

import { circle, StrokeIcon } from "./ui/icon.tsx";

const ICONS: { test: RegExp; paths: string[] }[] = [
  {
    // speech bubble
    test: /language|nlp|text|transformer|llm|chat|speech|token/i,
    paths: ["M4 5h16v11H9l-5 4V5Z", "M8 9h8M8 12h5"],
  },
  {
    // eye
    test: /vision|image|visual|video|perception/i,
    paths: ["M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z", circle(12, 12, 3)],
  },
  {
    // connected nodes
    test: /neural|deep|network|brain/i,
    paths: [
      ...[
        [5, 7],
        [5, 17],
        [12, 7],
        [12, 17],
        [19, 12],
      ].map(([x, y]) => circle(x!, y!, 2)),
      "M7 7h3M7 17h3M6.6 8.2l3.8 7.6M6.6 15.8l3.8-7.6M13.8 7.9l3.4 3.2M13.8 16.1l3.4-3.2",
    ],
  },
  {
    // scales
    test: /ethic|society|safety|policy|law|responsib|fair|bias|govern/i,
    paths: [
      "M12 4v16M7 20h10M5 7h14",
      "M5 7l-3 6a3 3 0 0 0 6 0L5 7ZM19 7l-3 6a3 3 0 0 0 6 0l-3-6Z",
    ],
  },
  {
    // robot
    test: /robot|agent|automation|reinforcement|autonom/i,
    paths: [
      "M5 9h14v10H5z",
      "M12 5v4M9 16h6M2 13v3M22 13v3",
      circle(9, 12.5, 0.6),
      circle(15, 12.5, 0.6),
    ],
  },
  {
    // rising chart
    test: /machine learning|data|statistic|predict|learning|model/i,
    paths: ["M4 4v16h16", "M7 15l4-4 3 3 5-6"],
  },
  {
    // open book
    test: /history|foundation|intro|basic|fundamental|begin/i,
    paths: [
      "M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5Z",
      "M12 6v13",
    ],
  },
];

const FALLBACK = [
  "M9 18h6M10 21h4",
  "M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z",
];

export function categoryIconPaths(category: string): string[] {
  return ICONS.find((icon) => icon.test.test(category))?.paths ?? FALLBACK;
}

export function CategoryIcon({
  category,
  className = "size-6",
}: {
  category: string;
  className?: string;
}) {
  return <StrokeIcon paths={categoryIconPaths(category)} className={className} />;
}
