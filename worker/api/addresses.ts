import { createRoute } from '@hono/zod-openapi';
import {
  AddressAddSchema,
  AddressesSchema,
  AddressPatchSchema,
  AddressPathSchema,
} from '../../client/api/address-contract';
import {
  ADDRESS_FIELDS,
  checkAddress,
  problemMessage,
  problemWords,
  type AddressValues,
} from '../../client/lib/address-fields';
import type { Translate } from '../../client/lib/i18n';
import type { Country } from '../../client/lib/sites';
import {
  addAddress,
  changeAddress,
  deleteAddress,
  findAddress,
  listAddresses,
} from '../accounts/addresses';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { member, memberId } from './member';
import { addressNotFound, refuseAddressAdd, refuseAddressChange } from './outcomes';
import {
  apiApp,
  CHANGE_ERRORS,
  endpoint,
  errors,
  jsonBody,
  ok,
  readJson,
  SiteHeadersSchema,
} from './route-kit';

const MOUNT = '/account/addresses';

export const addressesRoute = createRoute({
  ...endpoint('addresses', MOUNT),
  summary: "The member's addresses of the site's country, the default first",
  middleware: [member] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(AddressesSchema, 'The addresses'), ...errors(401) },
});

export const addAddressRoute = createRoute({
  ...endpoint('addAddress', MOUNT),
  summary: "Add an address of the site's country (the country's fields: 422 naming the field)",
  middleware: [member, readJson] as const,
  request: { body: jsonBody(AddressAddSchema), headers: SiteHeadersSchema },
  responses: {
    201: ok(AddressesSchema, 'Added (or the same add again); the addresses'),
    ...errors(401, 409, 422, ...CHANGE_ERRORS),
  },
});

export const updateAddressRoute = createRoute({
  ...endpoint('updateAddress', MOUNT),
  summary: 'Change an address of the member, or make it the default (404 if not theirs)',
  middleware: [member, readJson] as const,
  request: {
    params: AddressPathSchema,
    body: jsonBody(AddressPatchSchema),
    headers: SiteHeadersSchema,
  },
  responses: {
    200: ok(AddressesSchema, 'Changed; the addresses'),
    ...errors(401, 404, 409, 422, ...CHANGE_ERRORS),
  },
});

export const deleteAddressRoute = createRoute({
  ...endpoint('deleteAddress', MOUNT),
  summary: 'Delete an address of the member (the newest other becomes the default)',
  middleware: [member] as const,
  request: { params: AddressPathSchema, headers: SiteHeadersSchema },
  responses: {
    200: ok(AddressesSchema, 'Deleted; the addresses'),
    ...errors(401, 404, ...CHANGE_ERRORS),
  },
});

/** The fields a body gives (the rest of the body aside). */
function givenFields(body: AddressValues): AddressValues {
  const given: AddressValues = {};
  for (const field of ADDRESS_FIELDS) if (body[field] !== undefined) given[field] = body[field];
  return given;
}

/**
 * The address as `country` stores it, or the 422 naming its first problem (every problem in
 * `issues`), in the request's language: the same rules and words as the form's.
 */
function validAddress(country: Country, input: AddressValues, t: Translate): AddressValues {
  const { values, problems } = checkAddress(country, input);
  const first = problems[0];
  if (!first) return values;
  const { key, params } = problemWords(first, t);
  throw new HttpError(422, 'ADDRESS_INVALID', key, {
    field: first.field,
    params,
    issues: problems.map((problem) => ({
      field: problem.field,
      message: problemMessage(problem, t),
    })),
  });
}

/**
 * The member's addresses (issue 8), on the site they are using: each site lists, adds and
 * changes the addresses of its own country, with that country's fields. Every change answers
 * the list as it now is, so the page replaces its copy with the answer.
 */
export const addresses = apiApp<AppEnv>()
  .openapi(addressesRoute, async (c) => {
    const site = c.get('site');
    return c.json(await listAddresses(c.env.DB, memberId(c), site.country), 200);
  })
  .openapi(addAddressRoute, async (c) => {
    const site = c.get('site');
    const body = c.req.valid('json');
    const accountId = memberId(c);
    const values = validAddress(site.country, givenFields(body), site.t);
    const outcome = await addAddress(c.env.DB, {
      accountId,
      country: site.country,
      values,
      makeDefault: body.isDefault === true,
      idempotencyKey: body.idempotencyKey,
      now: c.get('now'),
    });
    refuseAddressAdd(outcome);
    return c.json(await listAddresses(c.env.DB, accountId, site.country), 201);
  })
  .openapi(updateAddressRoute, async (c) => {
    const site = c.get('site');
    const body = c.req.valid('json');
    const { id } = c.req.valid('param');
    const accountId = memberId(c);
    const stored = await findAddress(c.env.DB, accountId, site.country, id);
    if (!stored) throw addressNotFound();
    const given = givenFields(body);
    // Edited from an older version than the stored one: someone changed it meanwhile.
    if (body.ifUnchangedSince && body.ifUnchangedSince !== stored.updated_at)
      refuseAddressChange('conflict');
    const values = Object.keys(given).length
      ? {
          fields: validAddress(
            site.country,
            { ...(JSON.parse(stored.fields) as AddressValues), ...given },
            site.t,
          ),
          readAt: stored.updated_at,
        }
      : undefined;
    const outcome = await changeAddress(c.env.DB, {
      accountId,
      country: site.country,
      id,
      values,
      makeDefault: body.isDefault === true,
      now: c.get('now').toISOString(),
    });
    refuseAddressChange(outcome);
    return c.json(await listAddresses(c.env.DB, accountId, site.country), 200);
  })
  .openapi(deleteAddressRoute, async (c) => {
    const site = c.get('site');
    const { id } = c.req.valid('param');
    const accountId = memberId(c);
    refuseAddressChange(await deleteAddress(c.env.DB, accountId, site.country, id));
    return c.json(await listAddresses(c.env.DB, accountId, site.country), 200);
  });
