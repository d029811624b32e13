// Builds the bench's file off the main thread, so the tens of megabytes of garbage its strings
// leave are collected in this worker and no collection of them lands in a measured main-thread task.
import { csvUploadLimits, propertyCsvColumns } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createCsvSample } from '../../packages/agency-screens/src/BulkUpload/csvCheck/csvCheckSamples';

/** What the page asks for: one row in `faultEvery` has a wrong cell. */
export interface SampleFileRequest {
  readonly faultEvery: number;
}

/** The file and what it holds. */
export interface SampleFileAnswer {
  readonly file: File;
  readonly rows: number;
  readonly columns: number;
  readonly faults: number;
}

/** About csvUploadLimits.maxFileBytes (10 MB) of rows, and no more: the largest file the screen takes. */
function buildFile({ faultEvery }: SampleFileRequest): SampleFileAnswer {
  const properties = createSeedData().properties.map(({ property }) => property);
  const probeRows = 500;
  const bytesPerRow = new Blob([createCsvSample(properties, { rowCount: probeRows }).text]).size / probeRows;
  for (let rowCount = Math.floor(csvUploadLimits.maxFileBytes / bytesPerRow); ; rowCount -= 50) {
    const sample = createCsvSample(properties, { rowCount, faultEvery });
    const file = new File([sample.text], 'bench.csv', { type: 'text/csv' });
    if (file.size <= csvUploadLimits.maxFileBytes) return { file, rows: sample.rowCount, columns: propertyCsvColumns.length, faults: sample.faults.length };
  }
}

self.addEventListener('message', (event: MessageEvent<SampleFileRequest>) => self.postMessage(buildFile(event.data)), { once: true });
