import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A committed migration is never edited again (README "Deploy"): a database that applied it
 * keeps what it did, so an edit changes nothing there and leaves fresh databases different from
 * old ones. A change is a new migration. This test holds the SHA-256 of every migration (line
 * endings folded to \n); adding one means adding its line here, editing one fails.
 */
const CHECKSUMS: Record<string, string> = {
  '0001_create_site_content.sql':
    '4aca2139171db26abebc972792518e705d3393f01b242727ddeaf56ab7e4a968',
  '0002_create_catalogue.sql': 'b00f595bdc7a0e9b943c66b5023183a519ae455014a266e6b408db58d80fd103',
  '0003_create_bag.sql': 'd402932799c866dc185a67d9cb306e4d5c0334a1a504a24ea7a7b3f3962b3826',
  '0006_count_searches_per_device.sql':
    'c4ce9935d3d90e96e1940cd1ce0dcd50d74bad864c8ad6904253a1839c71744f',
  '0010_create_facet_cells.sql': '7826ed8b24e9b225fd8ed05ed20c349769aee0a4781a750a90cff12b7791a851',
  '0012_create_devices.sql': '37a6137bf04f6f8d0fcd4d84f5554d74862be4d529e5d31b46686a08f0afebc8',
  '0015_name_shades_per_language.sql':
    '1bcaa04219e87430c4c1b695557d47af2b7c70ad7e388b40350ebc8a1925d30a',
  '0016_create_job_cursors.sql': '466c0da538e54012e97fa42b836489208aa8a6583a5822af9da5a4d71c07c2b8',
  '0017_create_accounts.sql': '7a9015fd885f8b814a40b7f22579983e85f35c2e4c15cf6bd91110a3c1923a8a',
  '0018_give_lists_an_owner.sql':
    '475193a717cb94892ed4ea117ddea373d233317a5ed94cab5ad5336b7f0243e4',
  '0019_profile_and_addresses.sql':
    '0339d5bfb49a4768e1ea8e018b359fb61fedc6e45b222d89a438f8aad93dda8c',
  '0020_index_account_retention.sql':
    'b2f1612e6c64d97b2734bfaf83d3420a3fe2d3621b64edfc8c6cd1ffa611e5a3',
  '0021_bag_promotions.sql': '5e5983763f59a246c76613a483a47358268a2545728a16a4f0803fee7fd3cf75',
  '0022_stores.sql': '39346ca38bbd0507c7c679b981842e28c0dc171657746b57d26235ffdb34764b',
  '0023_orders.sql': 'b08dbce457cdbba94ed2dbfe73fa2719eab4a85f35930ef218daa82368d327d5',
  '0024_beauty_pass.sql': '9e05e11bfca06daa5ce4b386b8a7e14758241fa20b36ac9ef3d7e285ae19122d',
  '0025_rewards.sql': 'b30a575d89a242cdd8c2ac8820d27e312c37eea35ed1c5ff7269949088f1ddda',
  '0026_beauty_pass_indexes.sql':
    'cbfe0b97bc4affc839a3730bf086849dd274f892bc1458243e3f22e1c323c471',
  '0027_forget_searches_of_invented_devices.sql':
    'a22a2f729266601a3c9c911c735fa1fed93b1b9d32e095a5394e4defd54ebb17',
  '0028_rate_limits.sql': '28b864da4a2e7cf80ad218df6375782df9c17f84ee47e178a173ebb5353564c4',
  '0029_first_order_claims.sql': '98701ec5f4d502ef8ac96a224327234edc240d35775482654b9e3beb7e003d6e',
  '0031_order_rebag_and_claims.sql':
    'efbab6ecf965f580b6b68e4f93497032668524921ad46cee1472a9cd95435227',
  '0032_sign_up_requests.sql': '3e55f8cd72708bfeafb5e1758e8ff592aba5281d3f1a53cb8c62578ec57f0db9',
  '0033_request_keys.sql': '75821c1cd94b1cb4a9d8e4ee2160c354a65782f2796c6e9ffc50c343bbb2789a',
  '0034_selected_store.sql': 'abcb8dc7774d93222509624fd5959a68116d3b501827831eab3f992bebe32d29',
  '0035_booking.sql': 'ae30591df83ccb30de729c547e6bae9a951146c782132150e0ea1c1150ca3a39',
  '0036_booking_writes.sql': 'cde7d3621812146cb7795d08f11119f670fd8f2926cb79b6762a07bcbb6494c8',
  '0037_outbox_attachments.sql': 'd79b8e1e6048d5632684da517e9b57843db356c6968331c1a6d17f61794c0929',
  '0038_provider_bookings.sql': '008e4b4955b4fc8048490390cee2cd45b90659f2384cda1db8df58db21ce8d80',
  '0039_service_values.sql': '79e5f7017199a2af46b54b42bfe596ba529f19e50bf93cb5a9b8b072c8a77e9b',
};

const folder = resolve(import.meta.dirname, '../../../worker/db/migrations');

const checksumOf = (name: string) =>
  createHash('sha256')
    .update(readFileSync(resolve(folder, name), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

describe('the migrations', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));

  it('are each held by their checksum here, and none is held that is gone', () => {
    expect(files.sort()).toEqual(Object.keys(CHECKSUMS).sort());
  });

  it.each(files)('%s is as it was committed', (name) => {
    expect(checksumOf(name), `${name} was edited: write a new migration instead`).toBe(
      CHECKSUMS[name],
    );
  });

  it('are numbered in order, each number once', () => {
    const numbers = files.map((name) => Number(/^(\d{4})_/.exec(name)?.[1]));
    expect(numbers.every(Number.isInteger)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
