import type {
  EmissionFactor,
  FactorSource,
  GwpTable,
  SheetSummary,
} from '../../domain/factors/emission-factor';

/** What a workbook reader hands the library: the workbook's identity and every factor it publishes. */
export interface ParsedWorkbook {
  source: FactorSource;
  year: number;
  version: string;
  title: string;
  factors: EmissionFactor[];
  sheets: SheetSummary[];
  gwp: GwpTable | null;
}
