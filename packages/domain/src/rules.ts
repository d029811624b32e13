// Filled by the data-spine work: re-exports of this part of the domain.
export {};
