import {
  BrandListSchema,
  ContentEntryPathSchema,
  ContentEntrySchema,
  ContentPageSchema,
  ContentQuerySchema,
  LayoutQuerySchema,
  LayoutSchema,
  UserSchema,
} from '../contract';
import { SiteHeadersSchema, declare, ok } from '../declare';
import { z } from 'zod';

export const contentOperations = declare({
  layout: {
    method: 'get',
    path: '/layouts/',
    summary: 'Header, menus, footer, welcome mat and config of the site',
    request: {
      query: LayoutQuerySchema,
      headers: SiteHeadersSchema.extend({
        'x-preview-mode': z.string().optional().meta({ example: 'true' }),
      }),
    },
    responses: { 200: ok(LayoutSchema, 'The layout of the site, language and segments') },
    browser: true,
  },
  contentPage: {
    method: 'get',
    path: '/pages',
    summary: 'A content page by slug (drafts in preview)',
    request: { query: ContentQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ContentPageSchema, 'The page in the site language') },
    errors: [404],
    browser: true,
  },
  contentEntry: {
    method: 'get',
    path: '/contentful/content-entries/{id}',
    summary: 'A published content entry by id (its slug), in the site language; never a draft',
    request: { params: ContentEntryPathSchema, headers: SiteHeadersSchema },
    responses: {
      200: ok(ContentEntrySchema, "The entry, the variant for the visitor's segment if any"),
    },
    errors: [404],
  },
  brands: {
    method: 'get',
    path: '/brands/',
    summary: 'The brand directory',
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(BrandListSchema, 'Every brand, by name') },
    browser: true,
  },
  user: {
    method: 'get',
    path: '/user',
    summary: 'The visitor: signed in or guest, and where from; issues the device-id cookie',
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(UserSchema, 'The visitor') },
    errors: [401],
    browser: true,
  },
});
