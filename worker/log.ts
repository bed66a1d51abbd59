/**
 * The worker's structured log: one JSON object per line (Workers Logs and `wrangler tail`
 * index the fields), always with the request it belongs to. The only place the worker writes
 * to the console.
 */
export type LogLevel = 'error' | 'warn' | 'info';

/** Which request a line belongs to. The path never carries the query (it may hold a token). */
export interface LogContext {
  requestId: string;
  method?: string;
  path?: string;
}

export interface LogFields {
  status?: number;
  error?: unknown;
  [field: string]: unknown;
}

export interface LogEntry extends LogContext, Omit<LogFields, 'error'> {
  level: LogLevel;
  message: string;
  error?: ErrorDetails;
}

export interface ErrorDetails {
  name: string;
  message: string;
  stack?: string;
  /** D1 and fetch failures carry the underlying reason here. */
  cause?: ErrorDetails;
}

/** An error as JSON, with its cause chain (a few levels: causes can be cyclic). */
export function errorDetails(error: unknown, depth = 0): ErrorDetails {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error) };
  const details: ErrorDetails = { name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined && depth < 3) details.cause = errorDetails(error.cause, depth + 1);
  return details;
}

/** The entry of one line: the request's context, the message and the fields. */
export function logEntry(
  level: LogLevel,
  message: string,
  context: LogContext,
  fields: LogFields = {},
): LogEntry {
  const { error, ...rest } = fields;
  return {
    level,
    message,
    ...context,
    ...rest,
    ...(error === undefined ? {} : { error: errorDetails(error) }),
  };
}

export interface Logger {
  readonly context: LogContext;
  error(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
}

const WRITERS: Record<LogLevel, (line: string) => void> = {
  error: (line) => console.error(line),
  warn: (line) => console.warn(line),
  info: (line) => console.log(line),
};

/** A logger for one request; `listener` sees every entry (the error reporter's breadcrumbs). */
export function createLogger(context: LogContext, listener?: (entry: LogEntry) => void): Logger {
  const write = (level: LogLevel) => (message: string, fields?: LogFields) => {
    const entry = logEntry(level, message, context, fields);
    WRITERS[level](JSON.stringify(entry));
    listener?.(entry);
  };
  return { context, error: write('error'), warn: write('warn'), info: write('info') };
}
