// What stories and tests of other packages need: a sandbox to put behind msw (`setupServer` in unit
// tests, `parameters.msw.handlers` in stories), its database to read or change, and its faults.
// The records it seeds come from `@marketplace/domain/fixtures`.
export {
  createSandbox,
  createSandboxDatabase,
  createSandboxHandlers,
  type Sandbox,
  type SandboxDatabase,
  type SandboxOptions,
} from './createSandboxHandlers';
export type { FaultRegistry } from './faults/faultRegistry';
export type { Fault } from './faults/fault';
// The hostile-text gate (issue 19): the corpus in the records, and what a page showing them is watched for.
export { fillWithHostileText } from './hostile/hostileText';
export { hostileLeftoversIn, vectorsShownIn, watchForExecution } from './hostile/executionWatch';
