import { propertyCsvTemplateFile, type PropertyCsvTemplateKind } from '@marketplace/domain';
import { downloadTextFile } from '../../shared/downloadTextFile';

/**
 * Builds a template in `@marketplace/domain` and hands it to the browser's download; returns the
 * file name for the 'Template Downloaded' notice. The project template writes the given approved
 * project ids into projectIdOfThis (empty cells when there are none).
 */
export function downloadPropertyCsvTemplate(kind: PropertyCsvTemplateKind, projectIds: readonly number[] = []): { fileName: string } {
  const { fileName, text } = propertyCsvTemplateFile(kind, { projectIds });
  downloadTextFile(fileName, text, 'text/csv;charset=utf-8');
  return { fileName };
}
