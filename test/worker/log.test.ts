import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, errorDetails, logEntry } from '../../worker/log';

afterEach(() => vi.restoreAllMocks());

describe('logEntry', () => {
  it('puts the request context, the message and the fields on one object', () => {
    expect(
      logEntry(
        'warn',
        'slow',
        { requestId: 'r1', method: 'GET', path: '/brands' },
        { status: 200, ms: 812 },
      ),
    ).toEqual({
      level: 'warn',
      message: 'slow',
      requestId: 'r1',
      method: 'GET',
      path: '/brands',
      status: 200,
      ms: 812,
    });
  });

  it('turns an error into its name, message, stack and cause', () => {
    const error = new Error('D1_ERROR: no such table: brands', {
      cause: new Error('no such table: brands: SQLITE_ERROR'),
    });
    const entry = logEntry('error', 'api error', { requestId: 'r1' }, { status: 500, error });
    expect(entry.error).toMatchObject({
      name: 'Error',
      message: 'D1_ERROR: no such table: brands',
      cause: { message: 'no such table: brands: SQLITE_ERROR' },
    });
    expect(entry.error?.stack).toContain('log.test.ts');
  });

  it('survives what is not an Error and cyclic causes', () => {
    expect(errorDetails('plain text')).toEqual({ name: 'string', message: 'plain text' });
    const cyclic = new Error('a');
    cyclic.cause = cyclic;
    expect(JSON.stringify(errorDetails(cyclic))).toContain('"message":"a"');
  });
});

describe('createLogger', () => {
  it('writes one JSON line per entry to the console method of its level, and tells the listener', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const heard: string[] = [];
    const log = createLogger(
      { requestId: 'r9', method: 'POST', path: '/api/web/v1/cart' },
      (entry) => heard.push(entry.message),
    );
    log.error('failed', { status: 500, error: new Error('x') });
    log.warn('odd');
    log.info('fine');
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(error.mock.calls[0][0]))).toMatchObject({
      level: 'error',
      message: 'failed',
      requestId: 'r9',
      method: 'POST',
      path: '/api/web/v1/cart',
      status: 500,
      error: { message: 'x' },
    });
    expect(JSON.parse(String(warn.mock.calls[0][0]))).toMatchObject({
      level: 'warn',
      requestId: 'r9',
    });
    expect(JSON.parse(String(info.mock.calls[0][0]))).toMatchObject({
      level: 'info',
      requestId: 'r9',
    });
    expect(heard).toEqual(['failed', 'odd', 'fine']);
  });
});
