import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/card.tsx";
import {
  useCategories,
  useInquiryCounts,
  useMessageCounts,
  useSponsorCounts,
  useTestCounts,
  useTopicCounts,
} from "../queries.ts";

interface CountCard {
  label: string;
  to: string;
  hint: string;
  value: number | undefined;
  failed: boolean;
}

/** The five counts of spec §2 and the sponsor inquiries waiting, each a card that opens its screen. */
export function DashboardCounts() {
  // Counted by the server: the dashboard never loads a whole list.
  const topics = useTopicCounts();
  const tests = useTestCounts();
  const sponsors = useSponsorCounts();
  const categories = useCategories();
  const messages = useMessageCounts();
  const inquiries = useInquiryCounts();

  const cards: CountCard[] = [
    {
      label: "Topics",
      to: "/admin/topics",
      hint: "Manage topics and their content",
      value: topics.data?.total,
      failed: topics.isError,
    },
    {
      label: "Active Tests",
      to: "/admin/tests",
      hint: "Edit tests and generate quizzes",
      value: tests.data?.active,
      failed: tests.isError,
    },
    {
      label: "Active Sponsors",
      to: "/admin/sponsors",
      hint: "Sponsors, inquiries and archive",
      value: sponsors.data?.shown,
      failed: sponsors.isError,
    },
    {
      label: "Active Categories",
      to: "/admin/analytics",
      hint: "Topics and tests by category",
      value: categories.data?.filter((category) => category.isActive).length,
      failed: categories.isError,
    },
    {
      label: "Pending Messages",
      to: "/admin/contact",
      hint: "Messages waiting for a reply",
      value: messages.data?.pending,
      failed: messages.isError,
    },
    {
      label: "Pending Inquiries",
      to: "/admin/sponsors?tab=inquiries",
      hint: "Sponsor inquiries to approve or decline",
      value: inquiries.data?.pending,
      failed: inquiries.isError,
    },
  ];

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
      {cards.map((card) => (
        <li key={card.label}>
          <Link
            to={card.to}
            className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 transition-colors hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-300"
          >
            <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">
              {card.label}
            </span>
            <span className="mt-2 block text-3xl font-bold text-slate-900 dark:text-white">
              {card.failed ? (
                <span className="text-base font-medium text-red-700 dark:text-red-300">
                  Could not load
                </span>
              ) : card.value === undefined ? (
                <Skeleton className="h-9 w-16" />
              ) : (
                card.value
              )}
            </span>
            <span className="mt-2 block text-sm text-slate-600 dark:text-slate-400">
              {card.hint}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
