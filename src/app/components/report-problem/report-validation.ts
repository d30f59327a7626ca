import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { type ProblemReport, problemReportSchema } from "../../../shared/schemas/problem-report.ts";
import { type ReportFields, type ReportPlace, reportBody } from "./report-place.ts";

// Loaded with the dialog, after the page (lib/lazy-resolver.ts). The form's context is the
// place, so the server's own schema checks the whole body the form will send.

const check = zodResolver(problemReportSchema);

export const resolver: Resolver<ReportFields, unknown, ProblemReport> = (
  values,
  context,
  options,
) =>
  check(
    reportBody(context as ReportPlace, values),
    context,
    options as unknown as Parameters<typeof check>[2],
  ) as ReturnType<Resolver<ReportFields, unknown, ProblemReport>>;
