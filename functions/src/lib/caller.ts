/**
 * Who is calling, as services see it: the verified subject of the access token whose account
 * exists and is active (checked by the users domain's account middleware). Services never get
 * the stored account item.
 */
export interface Caller {
  readonly sub: string;
}
