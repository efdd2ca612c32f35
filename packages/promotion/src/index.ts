export { OPERANDS, toOperand } from './operand';
export type { Operand, OperandLike } from './operand';
export { PolicyError, PromotionError } from './errors';
export type { PolicyErrorSubject, PromotionFix, PromotionRefusal, RefusalCause } from './errors';
export { ALLCLOSE_SPEC, CLIP_SPEC, FUNCTION_OPS, OP_CATALOGUE, opSpec, UNARY_CATALOGUE, unarySpec, WHERE_SPEC } from './catalogue';
export type {
  BinaryFamily,
  CatalogueEntry,
  FunctionOpName,
  OpAlias,
  OpName,
  OpSpec,
  PromotionFamily,
  PromotionKey,
  UnaryCatalogueEntry,
  UnaryFamily,
  UnaryOpAlias,
  UnaryOpName,
  UnaryOpSpec,
} from './catalogue';
export type { UnaryCall } from './families/unary-promoter';
export { clipValueRule } from './families/clip-values';
export type { ClipValueRule } from './families/clip-values';
export { OPS } from './ops';
export type { PromotionOp } from './ops';
export type { CallForm, OperandRole, PolicyKind } from './policy';
export type { PromotionCall, PromotionOptions, ResultTypeOptions } from './call';
export type { ScalarValue } from './scalar';
export { MODES, POLICIES, isPolicyName } from './names';
export type { ModeOf, PolicyName } from './names';
export { describePolicy, policyModes } from './registry';
export type { PolicyInfo } from './registry';
export { policy, promoter } from './registry';
export type { Policy } from './policy-handle';
export type { Promoter } from './promoter';
export { isAllowed, promoteTypes, resultType } from './result-type';
export { canCastIn, libraryResultType } from './dtype-functions/index';
export { explain } from './explain';
export type { Explanation } from './explain';
export { describePromotion } from './describe';
export type { PromotionKind } from './describe';
export { policyTable } from './table';
export type { TableOptions } from './table';
export { buildLattice } from './lattice';
export type { JoinTable, Lattice, LatticeProblem } from './lattice';
export { checkAssociative, checkCommutative, commutativityViolations, nonAssociativeTriples } from './laws';
export type { NonAssociativeTriple } from './laws';
export { ARRAY_CATALOGUE } from './array-catalogue';
export { ALLCLOSE_ROW, ARRAY_ROWS, CLIP_ROW, FUNCTION_ROWS, OP_ROWS, UNARY_ROWS, WHERE_ROW } from './catalogue-rows.generated';
export type { ArrayRow, OpRow, RowOf, UnaryRow } from './catalogue-rows.generated';
export type { ArrayCatalogueEntry, ArrayFamily, ArrayOpAlias, ArrayOpName, ArrayOpOfAlias, ArrayOpSpec, ArraySignature } from './array-catalogue';
export { arrayResult, argIndexDType, arrayOpsSourceOf, updateResult, topkIndexResult, uniqueResult, UPDATE_OPS } from './array-ops/index';
export type { ArrayOpCall, UniqueResultTypes, UpdateOp } from './array-ops/index';
export { EXTENSION_CATALOGUE } from './extension-catalogue';
export type { ExtensionCatalogueEntry, ExtensionFamily, ExtensionMethodName, MainExtensionName, ExtensionNamespace, ExtensionOpName, ExtensionSignature, ExtensionSpec, FftName, LinalgName } from './extension-catalogue';
export { extensionResult, extensionSource, extensionSpec, frequencyResult } from './extensions/index';
export type { ExtensionCall } from './extensions/index';
export { CREATION_DEFAULTS, creationDefaults } from './creation/defaults';
export type { CreationDefaults, CreationDefaultsOf } from './creation/defaults';
export { creationRulesOf } from './creation/rules';
export { creationRules } from './creation/by-name';
export { CREATION_CALLS, creationData } from './creation/default-calls';
export type { CreationAnswer, CreationCall, CreationData } from './creation/default-calls';
export type { CreationFunction, CreationRefusal, CreationRules, FillRule, SequenceRuleName, ValueKind } from './creation/rules';
export { CREATION_CATALOGUE } from './creation/catalogue';
export type { CreationCatalogueEntry, CreationName, CreationSpec } from './creation/catalogue';
