import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Addresses } from '../../../../client/features/account/Addresses';
import { announcement, renderInSite } from '../../render-app';
import { scriptedApi } from '../shopper-fetch';
import { refusal } from './account-fixtures';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const AT = '2026-11-24T10:00:00.000Z';
const HOME = {
  id: 11,
  country: 'th',
  fields: {
    recipient: 'Ploy Srisuk',
    phone: '+66 81 234 5678',
    line1: '99 Rama I Road',
    city: 'ปทุมวัน',
    state: 'กรุงเทพมหานคร',
    postcode: '10330',
  },
  isDefault: true,
  createdAt: AT,
  updatedAt: AT,
};
const OFFICE = {
  ...HOME,
  id: 12,
  fields: { ...HOME.fields, recipient: 'Ploy Office', line1: '1 Silom Road', postcode: '10500' },
  isDefault: false,
};
const list = (...items: (typeof HOME)[]) => ({
  body: { items, limit: 20, total: items.length },
});
const thai = { country: 'th', language: 'th' } as const;

describe('Addresses (the Thai site, in Thai)', () => {
  it('lists the addresses, the default first and marked in words, each action told apart by its name', async () => {
    const api = scriptedApi({ 'GET account/addresses': list(HOME, OFFICE) });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('ที่อยู่หลัก')).toBeTruthy();
    expect(within(items[1]).queryByText('ที่อยู่หลัก')).toBeNull();
    expect(within(items[0]).queryByRole('button', { name: 'ตั้งเป็นที่อยู่หลัก' })).toBeNull();
    const edit = within(items[1]).getByRole('button', { name: 'แก้ไข' });
    expect(edit.getAttribute('aria-describedby')).toBe(
      within(items[1]).getByText('Ploy Office').id,
    );
    expect(screen.getByText('ที่อยู่จัดส่งของคุณในประเทศไทย')).toBeTruthy();
  });

  it('the new-address form asks the Thai fields; problems are found before sending, by field, focus on the first', async () => {
    const api = scriptedApi({ 'GET account/addresses': list() });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มที่อยู่' }));
    // The form took the button's place: focus is on its first field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('ชื่อ-นามสกุล')));
    for (const label of ['ชื่อ-นามสกุล', 'หมายเลขโทรศัพท์', 'ที่อยู่', 'เขต/อำเภอ', 'จังหวัด', 'รหัสไปรษณีย์'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('ตัวเลข 5 หลัก เช่น 10330')).toBeTruthy();
    // The first address becomes the default by itself: no box to tick.
    expect(screen.queryByLabelText('ตั้งเป็นที่อยู่หลักของฉัน')).toBeNull();
    type('ชื่อ-นามสกุล', 'Ploy Srisuk');
    type('รหัสไปรษณีย์', '1033');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    const phone = screen.getByLabelText('หมายเลขโทรศัพท์');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const postcode = screen.getByLabelText('รหัสไปรษณีย์');
    const error = screen.getByText('กรอกรหัสไปรษณีย์ 5 หลัก เช่น 10330');
    expect(postcode.getAttribute('aria-describedby')).toContain(error.id);
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
    // Cancelled: the form is gone, focus on the list's heading.
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'ที่อยู่ของคุณ' })),
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('adds: sends every field with an idempotency key, shows the answer, says so and focuses the list heading', async () => {
    const api = scriptedApi({
      'GET account/addresses': list(),
      'POST account/addresses': { status: 201, body: list(HOME).body },
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มที่อยู่' }));
    type('ชื่อ-นามสกุล', 'Ploy Srisuk');
    type('หมายเลขโทรศัพท์', '+66 81 234 5678');
    type('ที่อยู่', '99 Rama I Road');
    type('เขต/อำเภอ', 'ปทุมวัน');
    type('จังหวัด', 'กรุงเทพมหานคร');
    type('รหัสไปรษณีย์', '10330');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await waitFor(() => expect(announcement()).toBe('เพิ่มที่อยู่แล้ว'));
    const heading = screen.getByRole('heading', { name: 'ที่อยู่ของคุณ' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ ...HOME.fields, line2: '' });
    expect((post?.body as { idempotencyKey: string }).idempotencyKey).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
    expect(screen.getByText('Ploy Srisuk')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'บันทึกที่อยู่' })).toBeNull();
  });

  it("shows the API's refusal of an address by each field it names", async () => {
    const api = scriptedApi({
      'GET account/addresses': list(),
      'POST account/addresses': refusal(422, 'ADDRESS_INVALID', 'โปรดกรอกจังหวัด', {
        field: 'state',
        issues: [
          { field: 'state', message: 'โปรดกรอกจังหวัด' },
          { field: 'city', message: 'โปรดกรอกเขต/อำเภอ' },
        ],
      }),
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มที่อยู่' }));
    for (const [label, value] of Object.entries({
      'ชื่อ-นามสกุล': 'Ploy',
      หมายเลขโทรศัพท์: '+66 81 234 5678',
      ที่อยู่: '99 Rama I Road',
      'เขต/อำเภอ': 'ปทุมวัน',
      จังหวัด: 'กรุงเทพมหานคร',
      รหัสไปรษณีย์: '10330',
    }))
      type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    const state = screen.getByLabelText('จังหวัด');
    await waitFor(() => expect(state.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('เขต/อำเภอ').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('โปรดกรอกเขต/อำเภอ')).toBeTruthy();
  });

  it("a refusal naming one field (not the address check's) lands on it: marked, tied to its words, focused", async () => {
    const api = scriptedApi({
      'GET account/addresses': list(),
      'POST account/addresses': refusal(400, 'VALIDATION_FAILED', 'line1 is not valid.', {
        field: 'line1',
      }),
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มที่อยู่' }));
    for (const [label, value] of Object.entries({
      'ชื่อ-นามสกุล': 'Ploy',
      หมายเลขโทรศัพท์: '+66 81 234 5678',
      ที่อยู่: '99 Rama I Road',
      'เขต/อำเภอ': 'ปทุมวัน',
      จังหวัด: 'กรุงเทพมหานคร',
      รหัสไปรษณีย์: '10330',
    }))
      type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    const line1 = screen.getByLabelText('ที่อยู่');
    await waitFor(() => expect(document.activeElement).toBe(line1));
    expect(line1.getAttribute('aria-invalid')).toBe('true');
    expect(line1.getAttribute('aria-describedby')).toContain(
      screen.getByText('line1 is not valid.').id,
    );
    expect(screen.getByLabelText('ชื่อ-นามสกุล').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('button', { name: 'บันทึกที่อยู่' })).toBeTruthy();
  });

  it('an edit made meanwhile elsewhere is the form\'s message, focused; "make default" is sent when ticked', async () => {
    const changed = 'ที่อยู่นี้ถูกแก้ไขจากที่อื่นแล้ว โปรดโหลดหน้านี้ใหม่เพื่อดูข้อมูลล่าสุด';
    const api = scriptedApi({
      'GET account/addresses': list(HOME, OFFICE),
      'PATCH account/addresses/12': refusal(409, 'ADDRESS_CHANGED', changed),
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    const office = (await screen.findAllByRole('listitem'))[1];
    fireEvent.click(within(office).getByRole('button', { name: 'แก้ไข' }));
    const form = screen.getByRole('form', { name: 'แก้ไขที่อยู่' });
    fireEvent.click(within(form).getByLabelText('ตั้งเป็นที่อยู่หลักของฉัน'));
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกที่อยู่' }));
    const message = await within(form).findByText(changed);
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
    expect(api.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: 'account/addresses/12',
      body: { ...OFFICE.fields, line2: '', isDefault: true, ifUnchangedSince: AT },
    });
  });

  it('edits in place: the form holds the address, sends every field with the version it showed', async () => {
    const edited = { ...OFFICE, fields: { ...OFFICE.fields, line2: 'ชั้น 12' } };
    const api = scriptedApi({
      'GET account/addresses': list(HOME, OFFICE),
      'PATCH account/addresses/12': list(HOME, edited),
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    const office = (await screen.findAllByRole('listitem'))[1];
    fireEvent.click(within(office).getByRole('button', { name: 'แก้ไข' }));
    const form = screen.getByRole('form', { name: 'แก้ไขที่อยู่' });
    expect((within(form).getByLabelText('ที่อยู่') as HTMLInputElement).value).toBe('1 Silom Road');
    fireEvent.change(within(form).getByLabelText('อาคาร ห้อง หรือชั้น (ไม่บังคับ)'), {
      target: { value: 'ชั้น 12' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกที่อยู่' }));
    await waitFor(() => expect(announcement()).toBe('บันทึกที่อยู่แล้ว'));
    expect(api.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: 'account/addresses/12',
      body: { ...edited.fields, ifUnchangedSince: AT },
    });
    expect(screen.getByText(/ชั้น 12/)).toBeTruthy();
  });

  it('makes another address the default', async () => {
    const api = scriptedApi({
      'GET account/addresses': list(HOME, OFFICE),
      'PATCH account/addresses/12': list(
        { ...OFFICE, isDefault: true },
        { ...HOME, isDefault: false },
      ),
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    fireEvent.click(await screen.findByRole('button', { name: 'ตั้งเป็นที่อยู่หลัก' }));
    await waitFor(() => expect(announcement()).toBe('ที่อยู่นี้เป็นที่อยู่หลักของคุณแล้ว'));
    expect(api.calls.at(-1)).toEqual({
      method: 'PATCH',
      path: 'account/addresses/12',
      body: { isDefault: true },
    });
    const [first] = screen.getAllByRole('listitem');
    expect(within(first).getByText('Ploy Office')).toBeTruthy();
    expect(within(first).getByText('ที่อยู่หลัก')).toBeTruthy();
  });

  it('deletes after a confirmation in place (focus on "keep it"); keeping it sends nothing', async () => {
    const api = scriptedApi({
      'GET account/addresses': list(HOME, OFFICE),
      'DELETE account/addresses/12': list(HOME),
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    const office = (await screen.findAllByRole('listitem'))[1];
    fireEvent.click(within(office).getByRole('button', { name: 'ลบ' }));
    const keep = within(office).getByRole('button', { name: 'เก็บไว้' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    expect(within(office).getByRole('group', { name: 'ลบที่อยู่นี้ใช่ไหม' })).toBeTruthy();
    fireEvent.click(keep);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(office).getByRole('button', { name: 'ลบ' })),
    );
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
    fireEvent.click(within(office).getByRole('button', { name: 'ลบ' }));
    fireEvent.click(within(office).getByRole('button', { name: 'ใช่ ลบเลย' }));
    await waitFor(() => expect(announcement()).toBe('ลบที่อยู่แล้ว'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(api.calls.at(-1)?.method).toBe('DELETE');
  });

  it('a refused change is said in a message that takes focus', async () => {
    const api = scriptedApi({
      'GET account/addresses': list(HOME, OFFICE),
      'DELETE account/addresses/12': refusal(404, 'NOT_FOUND', 'ไม่พบที่อยู่นี้'),
    });
    renderInSite(<Addresses />, { fetcher: api.fetcher, ...thai });
    const office = (await screen.findAllByRole('listitem'))[1];
    fireEvent.click(within(office).getByRole('button', { name: 'ลบ' }));
    fireEvent.click(within(office).getByRole('button', { name: 'ใช่ ลบเลย' }));
    const message = await screen.findByText('ไม่พบที่อยู่นี้');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('.form-message')));
  });
});

describe('Addresses (the Hong Kong site, in Chinese)', () => {
  it('asks for a district from the list, and no postcode', async () => {
    const api = scriptedApi({ 'GET account/addresses': list() });
    renderInSite(<Addresses />, { fetcher: api.fetcher, country: 'hk', language: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '新增地址' }));
    const district = screen.getByLabelText('地區');
    if (!(district instanceof HTMLSelectElement)) throw new Error('the district is not a list');
    expect([...district.options].map((option) => option.text)).toContain('灣仔區');
    expect(screen.queryByLabelText('郵政編號')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '儲存地址' }));
    await waitFor(() => expect(screen.getByText('請填寫地區。')).toBeTruthy());
    expect(district.getAttribute('aria-invalid')).toBe('true');
  });
});
