import { afterEach, expect } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../../client/api/contract';
import { operations } from '../../client/api/all-operations';
import type { Declaration } from '../../client/api/declare';
import type { OperationName } from '../../client/api/operations';

/**
 * What a component test may script the API to answer: each operation's success answers as its
 * declaration says (client/api/declarations/), the same schemas the worker validates and
 * documents. A scripted answer that the real API could not give fails the test, and so does a
 * request nobody scripted (it used to get `{}`).
 */
const ANSWERS = Object.fromEntries(
  Object.entries(operations as Record<OperationName, Declaration>).map(([name, declared]) => {
    const schemas = Object.entries(declared.responses)
      .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
      // A file's answer (a calendar file) is the file's text.
      .map(([, answer]) => Object.values(answer.content)[0].schema);
    const [first, ...others] = schemas;
    return [name, others.length ? z.union([first, ...others]) : first];
  }),
) as Record<OperationName, z.ZodType>;

/** The operation a request is for, by method and path template (trailing slashes aside). */
export function operationOf(method: string, path: string): OperationName | undefined {
  const bare = (value: string) => value.replace(/^\/+|\/+$/g, '');
  const wanted = bare(path).split('/');
  return (Object.keys(operations) as OperationName[]).find((name) => {
    const operation = operations[name];
    if (operation.method !== method.toLowerCase()) return false;
    const template = bare(operation.path).split('/');
    return (
      template.length === wanted.length &&
      template.every((part, i) => part.startsWith('{') || part === wanted[i])
    );
  });
}

const problems: string[] = [];

/** Fails the test after it ends if any scripted answer or request was not one the API has. */
afterEach(() => {
  const found = problems.splice(0);
  expect(found, 'API answers and requests the real API would not give or take').toEqual([]);
});

/** Records a request that no test scripted. */
export function unscripted(method: string, path: string): void {
  problems.push(`unscripted request: ${method} ${path}`);
}

/** Checks a scripted answer against its operation's schema (an error against the Error schema). */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  const name = operationOf(method, path);
  if (!name) {
    problems.push(`no such operation: ${method} ${path}`);
    return;
  }
  const schema = status >= 200 && status < 300 ? ANSWERS[name] : ApiErrorSchema;
  const result = schema.safeParse(body);
  if (!result.success) {
    problems.push(
      `${method} ${path} (${name}) answered ${status} that does not fit its schema: ${result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
}
