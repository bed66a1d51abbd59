/**
 * What a content slug may look like (home, about, sale, overlay-welcome...): lower-case letters,
 * digits and "-", beginning with a letter or a digit (the CHECK of `content_entries.slug`,
 * migration 0001, refuses any other first character), at most 120. Kept free of zod so the
 * browser can check a slug before asking for it: anything else cannot exist, so a route answers
 * its 404 page without a request (and the API answers 400 naming `slug`, or `id` for a content
 * entry).
 */
export const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The rule in words, as the API's 400 gives it. */
export const CONTENT_SLUG_RULE =
  'a slug is 1 to 120 lower-case letters, digits and "-", beginning with a letter or digit';

export function isContentSlug(slug: string | undefined): slug is string {
  return slug !== undefined && CONTENT_SLUG.test(slug);
}
