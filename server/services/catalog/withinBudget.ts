/**
 * What a page's index.html adds for one address (a picture preload, start-up data) is only worth
 * having in time: the HTML never waits longer than `budgetMs` for it. Past that, or on a failure,
 * the fallback is used and the page is sent without the addition.
 */
export async function withinBudget<T>(work: Promise<T>, budgetMs: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), budgetMs)));
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
