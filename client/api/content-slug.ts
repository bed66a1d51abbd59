/**
 * What a content slug may look like (home, about, sale, overlay-welcome...). Kept free of zod
 * so the browser can check a slug before asking for it: anything else cannot exist, so a route
 * answers its 404 page without a request (and the API answers 400 naming `slug`).
 */
export const CONTENT_SLUG = /^[a-z0-9-]{1,120}$/;

export function isContentSlug(slug: string | undefined): slug is string {
  return slug !== undefined && CONTENT_SLUG.test(slug);
}
