import type { TopicPage } from "./schemas/content.ts";

// Topic content arrives in many shapes (spec §3): an array of pages, an object holding pages,
// sections or chapters, a JSON string of either, or plain text. The reader sees pages only.

const PAGE_LISTS = ["pages", "sections", "chapters", "content"] as const;

export function normalizeTopicContent(raw: unknown): TopicPage[] {
  if (raw === null || raw === undefined) return [];
  if (typeof raw === "string") return fromString(raw);
  if (Array.isArray(raw)) return fromArray(raw);
  if (typeof raw === "object") return fromObject(raw as Record<string, unknown>);
  return [];
}

function fromString(text: string): TopicPage[] {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed === "null") return [];
  if (trimmed.startsWith("{") || trimmed.startsWith("[") || trimmed.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed !== "string") return normalizeTopicContent(parsed);
      return fromString(parsed);
    } catch {
      // Not JSON after all: fall through to plain text.
    }
  }
  return [{ title: "Content", content: trimmed }];
}

function fromArray(items: unknown[]): TopicPage[] {
  const pages: TopicPage[] = [];
  items.forEach((item, index) => {
    const page = toPage(item, index);
    if (page) pages.push(page);
  });
  return pages;
}

function fromObject(value: Record<string, unknown>): TopicPage[] {
  for (const key of PAGE_LISTS) {
    const list = value[key];
    if (Array.isArray(list)) return fromArray(list);
    if (key !== "content" && list && typeof list === "object") return fromObject(list as never);
  }
  const single = toPage(value, 0);
  return single ? [single] : [];
}

function toPage(item: unknown, index: number): TopicPage | null {
  const fallbackTitle = `Page ${index + 1}`;
  if (typeof item === "string") {
    return item.trim() ? { title: fallbackTitle, content: item.trim() } : null;
  }
  if (!item || typeof item !== "object") return null;
  const record = item as Record<string, unknown>;
  const title = firstText(record, ["title", "heading", "name"]) ?? fallbackTitle;
  const content = firstText(record, ["content", "body", "text", "markdown"]) ?? "";
  if (!content && title === fallbackTitle) return null;
  return { title, content };
}

function firstText(record: Record<string, unknown>, keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return value.trim();
    if (Array.isArray(value) && value.every((part) => typeof part === "string")) {
      const joined = value.join("\n\n").trim();
      if (joined) return joined;
    }
  }
  return null;
}
