/**
 * What an inline lazy part shows while its code is fetched: nothing a user sees (the part is small and fetched ahead),
 * but a mark that says "not here yet", so whoever waits for a settled screen (the visual tests) can tell.
 */
export function PartLoading() {
  return <span data-part-loading hidden />;
}
