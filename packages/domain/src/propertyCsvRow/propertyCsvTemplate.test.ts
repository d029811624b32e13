import { describe, expect, it } from 'vitest';
import { csvUploadLimits } from '../constants/limits';
import { utf8ByteOrderMark } from '../files/csvText';
import { uaeAreaById } from '../fixtures/uaeAreas';
import { createLookupLists } from '../lookup/lookup.fixtures';
import { propertyCsvColumns, type PropertyCsvColumn } from './propertyCsvColumns';
import { propertyCsvRowSchema } from './propertyCsvRow.schema';
import { createPropertyCsvRowChecker, type PropertyCsvRowFailure } from './propertyCsvRow.rules';
import {
  propertyCsvTemplateFile,
  propertyCsvTemplateKinds,
  propertyCsvTemplateProjectIds,
  propertyCsvTemplateRows,
  type PropertyCsvTemplateKind,
} from './propertyCsvTemplate';

const projectIds = [501, 502, 503] as const;
const dateColumns = ['addedOnDate', 'handoverDate', 'saleStartDate', 'deletedAt'] as const satisfies readonly PropertyCsvColumn[];
const booleanColumns = ['isActive', 'isSold'] as const satisfies readonly PropertyCsvColumn[];
const lifecycleColumns = ['deletedAt', 'deletedReason', 'rejectedOrBlockReason'] as const satisfies readonly PropertyCsvColumn[];

function template(kind: PropertyCsvTemplateKind, ids: readonly number[] = projectIds) {
  const [header = [], ...rows] = propertyCsvTemplateRows(kind, { projectIds: ids });
  const cell = (row: readonly string[], column: PropertyCsvColumn) => row[header.indexOf(column)] ?? '';
  return { header, rows, cell };
}

describe.each(propertyCsvTemplateKinds)('the %s template', (kind) => {
  const { header, rows, cell } = template(kind);

  it('has the 39 columns in the order of spec 1 section 3, then 3 sample rows of 39 cells', () => {
    expect(header).toEqual([...propertyCsvColumns]);
    expect(header).toHaveLength(csvUploadLimits.columnCount);
    expect(rows).toHaveLength(csvUploadLimits.templateSampleRows);
    for (const row of rows) expect(row).toHaveLength(csvUploadLimits.columnCount);
  });

  it('passes the row check the worker runs before an upload', () => {
    const check = createPropertyCsvRowChecker(header);
    for (const row of rows) {
      const problems: [string, PropertyCsvRowFailure][] = [];
      check(row, (index, failure) => problems.push([header[index] ?? '(row)', failure]));
      expect(problems).toEqual([]);
    }
  });

  it('passes the server schema the sandbox reads each row with', () => {
    for (const row of rows) {
      const record = Object.fromEntries(header.map((column, index) => [column, row[index]]));
      const parsed = propertyCsvRowSchema.safeParse(record);
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });

  it('writes dates as M/D/YYYY and booleans as TRUE or FALSE', () => {
    for (const row of rows) {
      for (const column of dateColumns) expect(cell(row, column)).toMatch(/^(?:$|(?:1[0-2]|[1-9])\/(?:3[01]|[12]\d|[1-9])\/\d{4})$/);
      for (const column of booleanColumns) expect(['TRUE', 'FALSE']).toContain(cell(row, column));
      expect(cell(row, 'addedOnDate')).not.toBe('');
    }
  });

  it('fills the required and descriptive columns and leaves deletion and rejection empty', () => {
    for (const row of rows) {
      for (const column of ['name', 'amount', 'landArea', 'address', 'description', 'paymentPlanDetails'] as const) {
        expect(cell(row, column).trim()).not.toBe('');
      }
      for (const column of lifecycleColumns) expect(cell(row, column)).toBe('');
      for (const column of ['preHandoverPaymentPCT', 'completePCT'] as const) {
        expect(Number(cell(row, column))).toBeGreaterThanOrEqual(0);
        expect(Number(cell(row, column))).toBeLessThanOrEqual(100);
      }
      for (const column of ['mainImageURL', 'floorPlanImageURL', 'layoutImageURL'] as const) {
        expect(cell(row, column)).toMatch(/^\/api\/media\/[\w-]+\.(?:jpg|png)$/);
      }
    }
  });

  it('refers to ids of the seeded lookups and places each listing in its area', () => {
    const lookups = createLookupLists();
    const idsOf = (items: readonly { id: number }[]) => items.map(({ id }) => String(id));
    for (const row of rows) {
      expect(idsOf(lookups.saleTypes)).toContain(cell(row, 'saleTypeId'));
      expect(idsOf(lookups.propertyTypes)).toContain(cell(row, 'propertyTypeId'));
      expect(idsOf(lookups.furnishingStatuses)).toContain(cell(row, 'propertyFurnishingStatusId'));
      expect(idsOf(lookups.constructionStatuses)).toContain(cell(row, 'constructionStatusId'));
      expect(idsOf(lookups.offeringTypes)).toContain(cell(row, 'offeringTypeId'));
      const area = uaeAreaById(Number(cell(row, 'areaId')));
      expect(cell(row, 'address')).toContain(area.city);
      expect(Math.abs(Number(cell(row, 'latitude')) - area.latitude)).toBeLessThan(0.05);
      expect(Math.abs(Number(cell(row, 'longitude')) - area.longitude)).toBeLessThan(0.05);
    }
  });

  it('holds an Arabic row and a description with a comma, so both encoding and quoting show', () => {
    expect(rows.some((row) => /[\u0600-\u06FF]/.test(cell(row, 'name') + cell(row, 'description')))).toBe(true);
    expect(rows.some((row) => cell(row, 'description').includes(','))).toBe(true);
  });
});

describe('propertyCsvTemplateRows', () => {
  it('leaves projectIdOfThis empty on the new template, whatever ids are given', () => {
    const { rows, cell } = template('new');
    expect(rows.map((row) => cell(row, 'projectIdOfThis'))).toEqual(['', '', '']);
  });

  it('puts one sample project id on each row of the project template', () => {
    const { rows, cell } = template('project');
    expect(rows.map((row) => cell(row, 'projectIdOfThis'))).toEqual(['501', '502', '503']);
  });

  it('cycles through fewer ids than rows', () => {
    const { rows, cell } = template('project', [31, 44]);
    expect(rows.map((row) => cell(row, 'projectIdOfThis'))).toEqual(['31', '44', '31']);
  });

  it('leaves projectIdOfThis empty when no approved project is known', () => {
    const { rows, cell } = template('project', []);
    expect(rows.map((row) => cell(row, 'projectIdOfThis'))).toEqual(['', '', '']);
    expect(propertyCsvTemplateRows('project')).toEqual(propertyCsvTemplateRows('project', { projectIds: [] }));
  });

  it('lists different listings in the two templates', () => {
    const names = (kind: PropertyCsvTemplateKind) => template(kind).rows.map((row) => row[0]);
    expect(names('new')).not.toEqual(expect.arrayContaining(names('project')));
  });
});

describe('propertyCsvTemplateProjectIds', () => {
  it('keeps the first distinct positive whole ids, one per sample row', () => {
    expect(propertyCsvTemplateProjectIds([12, 31, 12, 44, 58])).toEqual([12, 31, 44]);
    expect(propertyCsvTemplateProjectIds([0, -3, 2.5, Number.NaN, 7])).toEqual([7]);
    expect(propertyCsvTemplateProjectIds()).toEqual([]);
  });
});

describe('propertyCsvTemplateFile', () => {
  it.each([
    ['new', 'new-properties-template.csv'],
    ['project', 'project-properties-template.csv'],
  ] as const)('names the %s template %s', (kind, fileName) => {
    expect(propertyCsvTemplateFile(kind).fileName).toBe(fileName);
  });

  it('writes a byte-order mark, the header line and one CRLF-ended line per sample', () => {
    const { text } = propertyCsvTemplateFile('project', { projectIds });
    expect(text.startsWith(`${utf8ByteOrderMark}name,amount,landArea,address,`)).toBe(true);
    const lines = text.slice(utf8ByteOrderMark.length).split('\r\n');
    expect(lines).toHaveLength(csvUploadLimits.templateSampleRows + 2);
    expect(lines[0]).toBe(propertyCsvColumns.join(','));
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toMatch(/,501$/);
    expect(text).toContain('شقة بثلاث غرف نوم في جزيرة الريم');
  });

  it('quotes the cells that hold commas and leaves the others bare', () => {
    const { text } = propertyCsvTemplateFile('new');
    expect(text).toContain(',"Boulevard Vista Tower 1, Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai",');
    expect(text).toContain('\r\nBoulevard Vista 2BR Apartment,2450000,1280,');
    expect(text).toContain(',11/20/2026,6/30/2019,12/1/2026,,TRUE,FALSE,2,');
  });
});
