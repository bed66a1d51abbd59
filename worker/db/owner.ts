/**
 * Who owns a wish list, waitlist entry, launch reminder or bag line: a guest's device
 * or a member's account, never both (the tables' CHECKs, migration 0018). Data functions take
 * an owner, never a raw device id; SQL names the owner's column through `ownerColumn`, a
 * constant per kind (never text from a request), and binds its value.
 */
export type Owner = { kind: 'device'; deviceId: string } | { kind: 'account'; accountId: number };

export const deviceOwner = (deviceId: string): Owner => ({ kind: 'device', deviceId });
export const accountOwner = (accountId: number): Owner => ({ kind: 'account', accountId });

/** The column that holds this kind of owner. */
export function ownerColumn(owner: Owner): 'device_id' | 'account_id' {
  return owner.kind === 'device' ? 'device_id' : 'account_id';
}

/** The value to bind for the owner's column. */
export function ownerValue(owner: Owner): string | number {
  return owner.kind === 'device' ? owner.deviceId : owner.accountId;
}
