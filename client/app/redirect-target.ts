/**
 * Where a page that answers elsewhere (a payload's `redirect`) is loaded as a document: the
 * redirect when it stays on this site, else the page asked for (the server answers it itself).
 */
export function redirectTarget(
  redirect: string,
  asked: string,
  here: { href: string; origin: string },
): string {
  const moved = new URL(redirect, here.href);
  return moved.origin === here.origin ? moved.href : asked;
}
