import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../../../client/api/text';
import { signPayload } from '../../../worker/payments/signature';
import { newMember } from './member-helpers';
import { call, DEVICE_A, deviceCookie, errorOf } from './shopper-helpers';

/**
 * Every string a request body carries, in every operation the OpenAPI document lists, refuses a
 * control character (client/api/text.ts) with the 400 naming that field, and nothing is
 * written. The fields come from the document, so a new operation or field is tested as soon
 * as it exists. Query strings keep their own rules (a search is what was typed), but never
 * answer a 500.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
}

interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: { 'application/json'?: { schema: Schema } } };
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** A string field of a body: its dotted path as the 400 names it, and a body that sets it. */
interface TextField {
  field: string;
  body: (value: string) => unknown;
}

/** The single value a schema allows (a discriminator, `true` of a consent), if any. */
function fixedValue(schema: Schema): { value: unknown } | null {
  if (schema.const !== undefined) return { value: schema.const };
  if (schema.enum?.length === 1) return { value: schema.enum[0] };
  return null;
}

/** Every string field under `schema`, each with the smallest body that reaches it. */
function textFields(doc: Document, schema: Schema, path: string[] = []): TextField[] {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return textFields(doc, doc.components!.schemas![name], path);
  }
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (variants.length > 0) return variants.flatMap((variant) => textFields(doc, variant, path));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && !fixedValue(schema) && !schema.enum)
    return [{ field: path.join('.'), body: (value) => value }];
  if (types.includes('array') && schema.items)
    return textFields(doc, schema.items, [...path, '0']).map(({ field, body }) => ({
      field,
      body: (value) => [body(value)],
    }));
  if (schema.properties) {
    // The object's fixed values come along, so a discriminated union takes this variant.
    const fixed = Object.fromEntries(
      Object.entries(schema.properties).flatMap(([key, property]) => {
        const found = fixedValue(property);
        return found ? [[key, found.value]] : [];
      }),
    );
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      textFields(doc, property, [...path, key]).map(({ field, body }) => ({
        field,
        body: (value) => ({ ...fixed, [key]: body(value) }),
      })),
    );
  }
  return [];
}

/** A path of the document with its parameters filled by well-formed values. */
function concrete(path: string): string {
  return path
    .replace('{number}', 'SG900000001')
    .replace('{slug}', 'a-product')
    .replace(/\{[A-Za-z]+\}/g, '1')
    .replace(/^\//, '');
}

/** Every row of every table the storefront writes (the catalogue's are only counted). */
async function everyRow(): Promise<Record<string, unknown>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
  ).all<{ name: string }>();
  const rows: Record<string, unknown> = {};
  for (const { name } of tables.results) {
    const { n } = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).first<{
      n: number;
    }>())!;
    rows[name] = n > 2000 ? n : (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results;
  }
  return rows;
}

describe('text at the API edge', () => {
  it('every string of every request body refuses a control character: 400 naming it, nothing written', async () => {
    const doc = (await (await call('openapi.json')).json()) as Document;
    const member = await newMember();
    await call('user', { device: DEVICE_A });
    const before = await everyRow();
    let tested = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) continue;
        for (const { field, body } of textFields(doc, schema)) {
          for (const bad of ['\u0000Mei', 'Mei\u0000Tan', 'Mei\nTan', 'Mei\u0085']) {
            const text = JSON.stringify(body(bad));
            const response = await call(concrete(path), {
              method: method.toUpperCase() as 'POST',
              body: text,
              headers: {
                cookie: `${await deviceCookie(DEVICE_A)}; ${member.cookie}`,
                'idempotency-key': 'control-characters-0001',
                'payment-signature': await signPayload(
                  env.PAYMENT_CALLBACK_SECRET,
                  text,
                  new Date(),
                ),
              },
            });
            const name = `${method.toUpperCase()} ${path} ${field} ${JSON.stringify(bad)}`;
            expect(response.status, name).toBe(400);
            const error = await errorOf(response);
            // Free text says why (client/api/text.ts); a closed format (a slug) says its own rule.
            expect(
              error.data.issues?.map((issue) => issue.field),
              name,
            ).toContain(field);
            tested += 1;
          }
        }
      }
    // Names, address lines, codes, tokens, passwords: the document holds dozens.
    expect(tested).toBeGreaterThan(100);
    expect(await everyRow()).toEqual(before);
  });

  it('names with NUL are refused on sign-up, the profile and the sandbox, as the first field', async () => {
    const member = await newMember();
    const profile = await member.as('account', {
      method: 'PATCH',
      body: { firstName: '\u0000a' },
    });
    expect(profile.status).toBe(400);
    const refused = await errorOf(profile);
    expect(refused.data.field).toBe('firstName');
    expect(refused.message).toBe('firstName is not valid.');
    expect(refused.data.issues?.[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    const signUp = await call('account', {
      method: 'POST',
      body: {
        email: 'nul-name@example.com',
        password: 'Blossom#2026',
        passwordConfirmation: 'Blossom#2026',
        firstName: 'Mei',
        lastName: 'a\u0000b',
        birthDate: '1990-05-17',
        consents: { personalInformation: true, policy: true, marketing: false },
      },
    });
    expect(signUp.status).toBe(400);
    expect((await errorOf(signUp)).data.field).toBe('lastName');
    const sandbox = await call('sandbox/users/', {
      method: 'POST',
      body: {
        email: 'nul-sandbox@example.com',
        password: 'Blossom#2026',
        country: 'sg',
        firstName: '\u0000',
      },
    });
    expect(sandbox.status).toBe(400);
    expect((await errorOf(sandbox)).data.field).toBe('firstName');
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM accounts WHERE email LIKE 'nul-%' OR instr(first_name, char(0)) OR instr(last_name, char(0))",
    ).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('a control character in any query string is never a 500', async () => {
    const doc = (await (await call('openapi.json')).json()) as Document;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods))
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query') continue;
          const query = `${parameter.name}=${encodeURIComponent('li\u0000p\u0007')}`;
          const response = await call(`${concrete(path)}?${query}`, {
            method: method.toUpperCase() as 'GET',
            device: DEVICE_A,
          });
          expect(response.status, `${method} ${path}?${query}`).toBeLessThan(500);
        }
  });
});
