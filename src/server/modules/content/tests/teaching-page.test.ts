import { describe, expect, it } from "vitest";
import type { Question } from "../../../../shared/schemas/content.ts";
import { loadCatalog } from "../../catalog/catalog.loader.ts";
import { contentWords, teachingPages } from "./teaching-page.ts";

const question = (text: string, correct: string, explanation = ""): Question => ({
  question: text,
  options: { A: correct, B: "Something else", C: "Another thing", D: "None of these" },
  correct_answer: "A",
  explanation,
});

const pages = [
  {
    title: "What a model is",
    content: "A model learns from data. The model makes predictions about new data.",
  },
  {
    title: "Gradient descent",
    content:
      "Training a model follows the gradient downhill. The learning rate sets the step size; " +
      "too large a learning rate overshoots the minimum.",
  },
  {
    title: "Overfitting",
    content:
      "A model that memorises its training data overfits. Regularisation and held-out " +
      "validation data catch overfitting early.",
  },
];

describe("contentWords", () => {
  it("drops stop words, short words, numbers and LaTeX commands, and meets plurals", () => {
    expect(contentWords("What is the $\\frac{a}{b}$ of 42 networks and the biases?")).toEqual([
      "network",
      "bias",
    ]);
    expect(contentWords("Probabilities; classes, Naïve")).toEqual(["probability", "class", "naiv"]);
  });
});

describe("teachingPages", () => {
  it("picks the page whose rare words the question, its answer and explanation share", () => {
    const picks = teachingPages(
      [
        question("What does too large a learning rate do?", "It overshoots the minimum"),
        question("How can you catch it early?", "Held-out validation", "Overfitting shows there."),
        question("Who makes predictions?", "A model"),
      ],
      pages,
    );
    expect(picks).toEqual([1, 2, 0]);
  });

  it("reads the explanation and the correct option, not the wrong ones", () => {
    const [pick] = teachingPages(
      [
        {
          question: "Which step comes first?",
          options: { A: "Regularisation", B: "Gradient", C: "Learning rate", D: "Step size" },
          correct_answer: "A",
          explanation: "",
        },
      ],
      pages,
    );
    expect(pick).toBe(2);
  });

  it("weighs a page's title over a passing mention", () => {
    const [pick] = teachingPages(
      [question("Name it", "Gradient descent")],
      [
        { title: "Optimisers", content: "Gradient descent is one method among many others here." },
        { title: "Gradient descent", content: "Following the slope downhill, step by step." },
      ],
    );
    expect(pick).toBe(1);
  });

  it("finds nothing when no page shares a word, and nothing without pages", () => {
    expect(teachingPages([question("Which colour is the sky?", "Blue")], pages)).toEqual([null]);
    expect(teachingPages([question("Gradient?", "Descent")], [])).toEqual([null]);
  });

  it("gives the earlier page a tie", () => {
    const same = { title: "Twin", content: "identical words about transformers" };
    expect(teachingPages([question("Transformers?", "Yes")], [same, same])).toEqual([0]);
  });

  it("places the shipped catalog's questions on their own lesson's pages", () => {
    const catalog = loadCatalog();
    const topics = new Map(catalog.flatMap((category) => category.topics).map((t) => [t.title, t]));
    const history = catalog
      .flatMap((category) => category.tests)
      .find((test) => test.title === "A Short History of AI: From Turing to Deep Learning Test")!;
    const lesson = topics.get(history.topic!)!.pages!;
    const asked = history.questions!;
    const picks = teachingPages(asked, lesson);
    expect(picks.every((pick) => pick !== null)).toBe(true);
    // The perceptron and the McCulloch–Pitts neuron are taught on the page that names them.
    const neuron = asked.findIndex((item) => item.question.includes("McCulloch"));
    expect(lesson[picks[neuron]!]!.content).toMatch(/McCulloch/);
    // Every page is not the answer to everything: the picks spread over the lesson.
    expect(new Set(picks).size).toBeGreaterThanOrEqual(3);
  });
});
