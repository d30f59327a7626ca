// Typography for rendered Markdown. The HTML comes from the server, so its elements are styled
// from the wrapper with Tailwind's arbitrary child variants.
export const PROSE = [
  "prose-like max-w-[70ch] text-base leading-7 text-slate-800 sm:text-[1.0625rem] sm:leading-8 dark:text-slate-200",
  "[&>*+*]:mt-5 [&>*:first-child]:mt-0",
  "[&_h3]:mt-10 [&_h3]:text-lg sm:[&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-bold [&_h3]:text-slate-900 dark:[&_h3]:text-white",
  "[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900 dark:[&_h4]:text-white",
  "[&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_li_ul]:mt-2 [&_li_ol]:mt-2 [&_li>p]:mt-2",
  "[&_li]:marker:text-brand-600 dark:[&_li]:marker:text-brand-300",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-300",
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.875em] [&_:not(pre)>code]:break-words [&_:not(pre)>code]:text-slate-900",
  "dark:[&_:not(pre)>code]:bg-slate-800 dark:[&_:not(pre)>code]:text-slate-100",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100 dark:[&_pre]:bg-slate-900 dark:[&_pre]:ring-1 dark:[&_pre]:ring-slate-700",
  "[&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:border-slate-300 dark:[&_.table-scroll]:border-slate-700",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_table]:leading-6",
  "[&_th]:min-w-[18ch] [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900 dark:[&_th]:bg-slate-800 dark:[&_th]:text-white",
  "[&_td]:min-w-[18ch] [&_thead_td]:bg-slate-100 dark:[&_thead_td]:bg-slate-800 [&_td]:border-t [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top dark:[&_td]:border-slate-700",
  "[&_td+td]:border-l [&_th+td]:border-l [&_th+th]:border-l [&_th+th]:border-slate-300 dark:[&_th+th]:border-slate-700",
  "[&_tbody_th]:border-t [&_tbody_th]:border-slate-300 [&_tbody_th]:align-top dark:[&_tbody_th]:border-slate-700",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic dark:[&_blockquote]:text-slate-300",
  "[&_hr]:my-10 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700",
  // Exercises: a box with its label; the worked solution folded inside it.
  "[&_.exercise]:rounded-xl [&_.exercise]:border [&_.exercise]:border-brand-100 [&_.exercise]:bg-brand-50/60 [&_.exercise]:p-4 sm:[&_.exercise]:p-5 dark:[&_.exercise]:border-slate-700 dark:[&_.exercise]:bg-slate-900",
  "[&_.exercise>*+*]:mt-3 [&_.exercise-label]:text-sm [&_.exercise-label]:font-bold [&_.exercise-label]:tracking-wide [&_.exercise-label]:text-brand-700 dark:[&_.exercise-label]:text-brand-300",
  "[&_.solution]:mt-4 [&_.solution]:border-t [&_.solution]:border-brand-100 [&_.solution]:pt-3 dark:[&_.solution]:border-slate-700",
  "[&_.solution>summary]:w-fit [&_.solution>summary]:cursor-pointer [&_.solution>summary]:rounded-md [&_.solution>summary]:font-semibold [&_.solution>summary]:text-brand-700 dark:[&_.solution>summary]:text-brand-300",
  "[&_.solution-body]:mt-3 [&_.solution-body>*+*]:mt-3",
  // Figures sit on a white panel in both themes: they are drawn in dark ink.
  "[&_.figure]:my-8 [&_.figure_img]:mx-auto [&_.figure_img]:h-auto [&_.figure_img]:w-full [&_.figure_img]:max-w-xl [&_.figure_img]:rounded-xl [&_.figure_img]:bg-white [&_.figure_img]:p-3 [&_.figure_img]:ring-1 [&_.figure_img]:ring-slate-200 dark:[&_.figure_img]:ring-slate-700",
  "[&_figcaption]:mx-auto [&_figcaption]:mt-3 [&_figcaption]:max-w-xl [&_figcaption]:text-sm [&_figcaption]:leading-6 [&_figcaption]:text-slate-600 dark:[&_figcaption]:text-slate-400",
  // A display formula wider than a phone scrolls in its own box instead of widening the page.
  "[&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1",
].join(" ");
