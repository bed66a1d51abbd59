/** A piece of SQL with its parameters, composed by the listing and facet queries. */
export interface Sql {
  sql: string;
  params: unknown[];
}
