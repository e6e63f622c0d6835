import type { ChartTable } from './chart-table';
import type { ConvertResult } from '../convert-core';

/**
 * The id of the row a conversion belongs to: its chart row when both come from the same brand
 * chart, else the row showing the same size in the table's row-key system, else the row whose
 * foot span holds the conversion's foot length.
 */
export function matchChartRow(table: ChartTable, result: ConvertResult): string | null {
  if (result.chartRow && table.rows.some((row) => row.id === result.chartRow?.id)) return result.chartRow.id;
  const key = result.sizes[table.primary];
  if (key && result.gender === table.gender) {
    const same = table.rows.find((row) => row.sizes[table.primary]?.label === key.label && row.sizes[table.primary]?.scale === key.scale);
    if (same) return same.id;
  }
  const holding = table.rows.find((row) => result.footMm >= row.footLengthMm.min && result.footMm < row.footLengthMm.max);
  return holding?.id ?? null;
}
