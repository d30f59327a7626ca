import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose validator (zod and the form's schema) is fetched after the
 * page rather than with it: `preload()` runs once the form has hydrated, and the first check
 * waits for it if it is not there yet. The public form pages stay within their JavaScript budget
 * without giving up the shared schemas the server validates with.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
) {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
