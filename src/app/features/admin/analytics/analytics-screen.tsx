import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Skeleton } from "../../../components/ui/card.tsx";
import { AdminPageHeader } from "../admin-shell.tsx";
import { errorMessage } from "../api.ts";
import { useCategories, useSponsorCounts, useTestCounts, useTopicCounts } from "../queries.ts";
import { PendingButton } from "../ui/form-parts.tsx";
import { LoadError } from "../ui/list-states.tsx";
import { AiUsageStats, ModelsPanel, TokensChart } from "./ai-usage.tsx";
import {
  CompletionPanel,
  SlowestRoutesPanel,
  SponsorTiersPanel,
  Stat,
  StatGrid,
  TopContentPanel,
} from "./analytics-panels.tsx";
import {
  type ApiMetrics,
  type PageViews,
  useAiUsage,
  useApiMetrics,
  usePageViews,
} from "./analytics-queries.ts";
import { completion, growth, topCategories } from "./analytics-summary.ts";
import { CategoriesChart, GrowthChart } from "./content-charts.tsx";
import { formatMs, formatNumber, formatPercent } from "./format.ts";
import { RequestsChart, ViewsChart } from "./traffic-charts.tsx";

/** /admin/analytics (spec §2): views, API health and the state of the catalog. */
export function AnalyticsScreen() {
  const queries = {
    views: usePageViews(),
    metrics: useApiMetrics(),
    topics: useTopicCounts(),
    tests: useTestCounts(),
    sponsors: useSponsorCounts(),
    categories: useCategories(),
    ai: useAiUsage(),
  };
  const all = Object.values(queries);
  const refresh = useMutation({
    mutationFn: () => Promise.all(all.map((query) => query.refetch({ throwOnError: true }))),
  });
  const failed = all.find((query) => query.isError && query.data === undefined);
  const { views, metrics, topics, tests, sponsors, categories, ai } = queries;

  return (
    <>
      <AdminPageHeader
        title="Analytics"
        subtitle="Views, API health, AI generation costs and the state of the catalog over the last 30 days."
        actions={
          <PendingButton
            variant="secondary"
            onClick={() => refresh.mutate()}
            pending={refresh.isPending}
            pendingText="Refreshing..."
            disabled={all.some((query) => query.isPending)}
          >
            Refresh Data
          </PendingButton>
        }
      />
      {refresh.isError ? (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-300">
          Could not refresh: {errorMessage(refresh.error, "please try again.")}
        </p>
      ) : null}
      {failed ? (
        <LoadError
          title="Could not load analytics"
          message={errorMessage(failed.error, "Please try again.")}
          onRetry={() => {
            for (const query of all) if (query.isError) void query.refetch();
          }}
        />
      ) : views.data &&
        metrics.data &&
        topics.data &&
        tests.data &&
        sponsors.data &&
        categories.data &&
        ai.data ? (
        <div className="grid grid-cols-1 gap-10">
          <ViewsSection views={views.data} />
          <ApiSection metrics={metrics.data} />
          <Section title="AI generation">
            <AiUsageStats usage={ai.data} />
            <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
              <TokensChart usage={ai.data} />
              <ModelsPanel usage={ai.data} />
            </div>
          </Section>
          <Section title="Catalog">
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <CompletionPanel topics={completion(topics.data)} tests={completion(tests.data)} />
              <SponsorTiersPanel counts={sponsors.data.byTier} />
              <CategoriesChart
                categories={topCategories(
                  categories.data,
                  topics.data.byCategory,
                  tests.data.byCategory,
                )}
              />
              <GrowthChart
                days={growth({ topics: topics.data, tests: tests.data, sponsors: sponsors.data })}
              />
            </div>
          </Section>
        </div>
      ) : (
        <AnalyticsSkeleton />
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Each figure once, named by what it counts and over which period. */
function ViewsSection({ views }: { views: PageViews }) {
  const days = views.windowDays;
  return (
    <Section title="Page views">
      <StatGrid>
        <Stat
          label={`Views, last ${days} days`}
          value={formatNumber(views.total)}
          hint="Topics and tests together"
        />
        <Stat
          label={`Topic views, last ${days} days`}
          value={formatNumber(views.topicViews)}
          hint="Lessons opened by visitors"
        />
        <Stat
          label={`Test views, last ${days} days`}
          value={formatNumber(views.testViews)}
          hint="Tests opened by visitors"
        />
        <Stat
          label="Views, all time"
          value={formatNumber(views.allTime.total)}
          hint={`${formatNumber(views.allTime.topicViews)} topic and ${formatNumber(views.allTime.testViews)} test views since counting began`}
        />
      </StatGrid>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <ViewsChart views={views} />
        <TopContentPanel views={views} />
      </div>
    </Section>
  );
}

function ApiSection({ metrics }: { metrics: ApiMetrics }) {
  const days = metrics.windowDays;
  return (
    <Section title="API health">
      <StatGrid>
        <Stat
          label={`Requests, last ${days} days`}
          value={formatNumber(metrics.totalRequests)}
          hint="Answered by the API"
        />
        <Stat
          label="Average response time"
          value={formatMs(metrics.averageResponseMs)}
          hint="From request to answer"
        />
        <Stat
          label="Success rate"
          value={formatPercent(metrics.successRate)}
          hint="Answered below 400"
        />
        <Stat
          label="Error rate"
          value={formatPercent(metrics.errorRate)}
          hint={`Client ${formatPercent(metrics.clientErrorRate)}, server ${formatPercent(metrics.serverErrorRate)}`}
        />
      </StatGrid>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <RequestsChart metrics={metrics} />
        <SlowestRoutesPanel metrics={metrics} />
      </div>
    </Section>
  );
}

function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Loading analytics" className="grid gap-10">
      {[0, 1].map((section) => (
        <div key={section}>
          <Skeleton className="h-7 w-40" />
          <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} className="h-28 rounded-xl" />
            ))}
          </div>
          <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Skeleton className="h-80 rounded-xl lg:col-span-2" />
            <Skeleton className="h-80 rounded-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}
