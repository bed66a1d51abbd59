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
import { apiApp, readJson, routeOf } from './route-kit';

const MOUNT = '/account/addresses';

export const addressesRoute = routeOf('addresses', MOUNT, { middleware: [member] });

export const addAddressRoute = routeOf('addAddress', MOUNT, { middleware: [member, readJson] });

export const updateAddressRoute = routeOf('updateAddress', MOUNT, {
  middleware: [member, readJson],
});

export const deleteAddressRoute = routeOf('deleteAddress', MOUNT, { middleware: [member] });

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
 * The member's addresses, on the site they are using: each site lists, adds and
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
