export { buildExplorer } from './build';
export type { BuildOptions, ExplorerBuild } from './build';
export { EXPLORER_OPS, explorerData, tableData } from './data';
export { embeddedData, pageHtml } from './html';
export { OPERAND_CODES, promotionGraph } from './graph';
export type { PromotionGraph } from './graph';
export { layoutGraph } from './layout';
export { CELL_CLASSES, CLASS_LEGEND, CLASS_LETTERS, cellClass } from './classes';
export type { CellClass } from './classes';
export type {
  ExplorerData,
  GraphData,
  GraphEdge,
  GraphNode,
  GraphSource,
  ModeData,
  OperandInfo,
  OpInfo,
  PolicyData,
  TableData,
} from './model';
