/** The storefront-query-builder `SearchQuery` as it travels on the wire (contract §6.3). */
export interface AppliedFilter {
  attribute: string;
  value: unknown;
  scope?: string;
  options?: unknown;
}

export interface AvailableFilter {
  field: string;
  scope?: string;
  options?: unknown;
}

export interface AppliedSort {
  field: string;
  options?: unknown;
}

export interface SearchQueryBody {
  _appliedFilters?: AppliedFilter[];
  _availableFilters?: AvailableFilter[];
  _appliedSort?: AppliedSort[];
  _searchText?: string;
}
