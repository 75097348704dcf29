import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/test/render';
import { createColumnHelper, DataTable } from '.';

interface Fund {
  id: number;
  name: string;
  companies: number;
}

const column = createColumnHelper<Fund>();
const columns = [
  column.accessor('name', { header: 'Fund', meta: { rowHeader: true, alwaysVisible: true } }),
  column.accessor('companies', { header: 'Companies', meta: { label: 'Companies' } }),
];

/** A table with a key figure and a column of buttons, as the phone layouts read them. */
const keyed = [
  column.accessor('name', { header: 'Fund', meta: { rowHeader: true } }),
  column.accessor('companies', { header: 'Companies', meta: { key: true } }),
  column.display({ id: 'open', header: 'Open', cell: () => <button type="button">Open</button> }),
];

/** Answers every media query as `matches` (a phone when the table asks for up to 48em). */
function screenWidth(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
const funds: Fund[] = [
  { id: 1, name: 'Evergreen Climate Fund', companies: 12 },
  { id: 2, name: 'Alpine Growth Fund', companies: 4 },
  { id: 3, name: 'Boreal Impact Fund', companies: 7 },
];

/** The row headers (the funds' names) top to bottom. */
const fundOrder = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('names each row by its row header and announces how many rows there are', () => {
    renderWithApp(
      <DataTable
        label="Funds"
        itemName={['fund', 'funds']}
        columns={columns}
        data={funds}
        getRowId={(f) => String(f.id)}
      />,
    );
    expect(screen.getByRole('table', { name: 'Funds' })).toBeDefined();
    expect(fundOrder()).toEqual(['Evergreen Climate Fund', 'Alpine Growth Fund', 'Boreal Impact Fund']);
    expect(screen.getByRole('status').textContent).toBe('3 funds');
  });

  it('sorts by a column when its header is pressed: names A to Z first, numbers largest first', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <DataTable
        label="Funds"
        columns={columns}
        data={funds}
        getRowId={(f) => String(f.id)}
        sorting={{ mode: 'client', initial: [{ id: 'name', desc: false }] }}
      />,
    );
    expect(fundOrder()).toEqual(['Alpine Growth Fund', 'Boreal Impact Fund', 'Evergreen Climate Fund']);
    const companies = screen.getByRole('columnheader', { name: /Companies/ });
    await user.click(within(companies).getByRole('button'));
    expect(companies.getAttribute('aria-sort')).toBe('descending');
    expect(fundOrder()).toEqual(['Evergreen Climate Fund', 'Boreal Impact Fund', 'Alpine Growth Fund']);
    await user.click(within(companies).getByRole('button'));
    expect(companies.getAttribute('aria-sort')).toBe('ascending');
    expect(fundOrder()).toEqual(['Alpine Growth Fund', 'Boreal Impact Fund', 'Evergreen Climate Fund']);
  });

  it('filters the rows it has, and says when the filter hides them all', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <DataTable
        label="Funds"
        itemName={['fund', 'funds']}
        columns={columns}
        data={funds}
        getRowId={(f) => String(f.id)}
        filter={{ mode: 'client' }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Filter funds' }), 'alp');
    expect(fundOrder()).toEqual(['Alpine Growth Fund']);
    expect(screen.getByRole('status').textContent).toBe('1 fund of 3 match “alp”');
    await user.type(screen.getByRole('textbox', { name: 'Filter funds' }), 'x');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No fund matches “alpx”.')).toBeDefined();
  });

  it('pages the rows it has, and says which page is shown', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <DataTable
        label="Funds"
        itemName={['fund', 'funds']}
        columns={columns}
        data={funds}
        getRowId={(f) => String(f.id)}
        paging={{ mode: 'client', pageSize: 2 }}
      />,
    );
    expect(fundOrder()).toEqual(['Evergreen Climate Fund', 'Alpine Growth Fund']);
    expect(screen.getByRole('status').textContent).toBe('3 funds, page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(fundOrder()).toEqual(['Boreal Impact Fund']);
  });

  it('shows what an empty table says, with the way forward', () => {
    renderWithApp(
      <DataTable
        label="Funds"
        columns={columns}
        data={[]}
        getRowId={(f) => String(f.id)}
        empty={<p>No funds yet. Create the first one.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No funds yet. Create the first one.')).toBeDefined();
  });

  it("shows a failed load's message with a way to try again, instead of stale rows", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderWithApp(
      <DataTable
        label="Funds"
        columns={columns}
        data={funds}
        getRowId={(f) => String(f.id)}
        error={new ApiError(503, 'UNAVAILABLE', 'The portfolio service is not answering.')}
        onRetry={retry}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The portfolio service is not answering.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('hides a column from the column menu, but never one that must stay', async () => {
    const user = userEvent.setup();
    renderWithApp(<DataTable label="Funds" columns={columns} data={funds} getRowId={(f) => String(f.id)} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Fund')).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Companies' }));
    expect(screen.queryByRole('columnheader', { name: 'Companies' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Fund' })).toBeDefined();
  });

  describe('on a phone (issue 29, item 6)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is shown as cards by default: each value cell says its column, a column of buttons does not', () => {
      screenWidth(true);
      renderWithApp(<DataTable label="Funds" columns={keyed} data={funds} getRowId={(f) => String(f.id)} />);
      const table = screen.getByRole('table', { name: 'Funds' });
      expect(table.getAttribute('data-phone-layout')).toBe('cards');
      const [first] = screen.getAllByRole('row').slice(1);
      const cells = within(first).getAllByRole('cell');
      expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Companies', null]);
      expect(within(first).getByRole('rowheader').textContent).toBe('Evergreen Climate Fund');
    });

    it('marks the key columns, which the browser tests keep in view on a phone', () => {
      screenWidth(false);
      renderWithApp(<DataTable label="Funds" columns={keyed} data={funds} getRowId={(f) => String(f.id)} />);
      const marked = screen
        .getAllByRole('columnheader')
        .filter((h) => h.hasAttribute('data-key-column'))
        .map((h) => h.textContent);
      expect(marked).toEqual(['Companies']);
    });

    it('keeps the columns a page chose for a phone, as a table, and marks them as the ones that stay', () => {
      screenWidth(true);
      renderWithApp(
        <DataTable
          label="Funds"
          columns={keyed}
          data={funds}
          getRowId={(f) => String(f.id)}
          narrowColumnVisibility={{ companies: false }}
        />,
      );
      const table = screen.getByRole('table', { name: 'Funds' });
      expect(table.hasAttribute('data-phone-layout')).toBe(false);
      expect(screen.queryByRole('columnheader', { name: 'Companies' })).toBeNull();
      const headers = screen.getAllByRole('columnheader');
      expect(headers.map((h) => [h.textContent, h.hasAttribute('data-key-column')])).toEqual([
        ['Fund', false],
        ['Open', true],
      ]);
    });
  });
});
