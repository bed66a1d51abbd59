import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../client/api/contract';
import type { MessageKey, Translate } from '../../client/lib/i18n';
import type { BagRuleKey, BeautyPassRuleKey, OrderRuleKey } from '../i18n';

export const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An error the API answers on purpose: a stable code, a status and a translated message. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    /** A browser message, or one of the worker's own (the bag's rules: worker/i18n.ts). */
    readonly messageKey: MessageKey | BagRuleKey | OrderRuleKey | BeautyPassRuleKey,
    readonly details: {
      field?: string;
      issues?: { field: string; message: string }[];
      params?: Record<string, string | number>;
      /** More of the error's data, for the client (the broken password rules' codes, a reference). */
      data?: Record<string, string | string[]>;
      /** Seconds until a refused request may be tried again: answered as Retry-After (a 429). */
      retryAfter?: number;
    } = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

/**
 * The API's Error body (README "Errors"). `data.requestId` names the request (as its x-request-id
 * header does), so a client can quote any error it shows or logs.
 */
export function errorBody(
  status: number,
  code: string,
  message: string,
  extra: Omit<ApiError['data'], 'code'> & { requestId: string },
): ApiError {
  return {
    message,
    statusCode: status,
    statusMessage: REASONS[status] ?? 'Error',
    data: { code, ...extra },
  };
}

/** The body of an HttpError in the request's language. */
export function httpErrorBody(error: HttpError, t: Translate, requestId: string): ApiError {
  // The worker's translator holds the server-only messages too (worker/i18n.ts MESSAGES).
  const message = (t as Translate<MessageKey | BagRuleKey | OrderRuleKey | BeautyPassRuleKey>)(
    error.messageKey,
    {
      ...error.details.params,
      field: error.details.field ?? '',
    },
  );
  return errorBody(error.status, error.code, message, {
    ...error.details.data,
    field: error.details.field,
    issues: error.details.issues,
    requestId,
  });
}
