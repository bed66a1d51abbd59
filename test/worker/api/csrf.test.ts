import { describe, expect, it } from 'vitest';
import { mutationVerdict } from '../../../worker/api/csrf';

const own = ['https://shop.example.sg'];

describe('mutationVerdict', () => {
  it('lets safe methods through', () => {
    expect(
      mutationVerdict({
        method: 'GET',
        origin: undefined,
        allowedOrigins: own,
        contentType: undefined,
        hasBody: false,
      }),
    ).toBe('ok');
  });
  it('needs our own origin for a change', () => {
    expect(
      mutationVerdict({
        method: 'POST',
        origin: undefined,
        allowedOrigins: own,
        contentType: 'application/json',
        hasBody: true,
      }),
    ).toBe('origin');
    expect(
      mutationVerdict({
        method: 'DELETE',
        origin: 'https://evil.example',
        allowedOrigins: own,
        contentType: undefined,
        hasBody: false,
      }),
    ).toBe('origin');
  });
  it('needs JSON for a body', () => {
    expect(
      mutationVerdict({
        method: 'POST',
        origin: own[0],
        allowedOrigins: own,
        contentType: 'application/x-www-form-urlencoded',
        hasBody: true,
      }),
    ).toBe('content-type');
    expect(
      mutationVerdict({
        method: 'POST',
        origin: own[0],
        allowedOrigins: own,
        contentType: 'text/plain',
        hasBody: true,
      }),
    ).toBe('content-type');
    expect(
      mutationVerdict({
        method: 'PUT',
        origin: own[0],
        allowedOrigins: own,
        contentType: 'application/json; charset=utf-8',
        hasBody: true,
      }),
    ).toBe('ok');
    expect(
      mutationVerdict({
        method: 'DELETE',
        origin: own[0],
        allowedOrigins: own,
        contentType: undefined,
        hasBody: false,
      }),
    ).toBe('ok');
  });
});
