/**
 * Catalogue and order shapes of spec 000 §3, as the vsf-api contract carries them.
 * Plain data only: used by src/, sw/ and server/.
 */
export type ProductType = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

export interface StockInfo {
  qty: number;
  is_in_stock: boolean;
  manage_stock?: boolean;
  product_id?: number;
}

export interface CustomAttribute {
  attribute_code: string;
  value: string | number | null;
}

export interface ConfigurableOption {
  attribute_id: number | string;
  attribute_code: string;
  label?: string;
  values: { value_index: number; label: string; default_label?: string }[];
}

export interface ConfigurableChild {
  id: number;
  sku: string;
  name?: string;
  status: number;
  price: number;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  final_price?: number;
  stock: StockInfo;
  image?: string;
  custom_attributes?: CustomAttribute[];
  [field: string]: unknown;
}

export interface ProductLink {
  link_type: string;
  linked_product_sku: string;
  linked_product_type: string;
  sku: string;
  qty?: number;
  position?: number;
  product?: Product;
}

export interface BundleOptionLink {
  id: number;
  sku: string;
  qty: number;
  can_change_quantity?: number;
  is_default: boolean;
  price?: number;
  product?: Product;
}

export interface BundleOption {
  option_id: number;
  title: string;
  required: boolean;
  type: string;
  position?: number;
  sku: string;
  product_links: BundleOptionLink[];
}

export interface CustomOptionValue {
  option_type_id: number;
  title: string;
  price: number;
  price_type: 'fixed' | 'percent';
  sku?: string;
  sort_order?: number;
}

export interface CustomOption {
  option_id: number;
  title: string;
  type: string;
  is_require: boolean;
  sort_order?: number;
  price?: number;
  price_type?: 'fixed' | 'percent';
  values?: CustomOptionValue[];
}

export interface MediaGalleryItem {
  image: string;
  pos: number;
  typ: string;
  lab?: string | null;
  vid?: unknown;
}

export interface TierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
}

export interface Product {
  id: number;
  sku: string;
  parentSku?: string;
  name: string;
  type_id: ProductType;
  status: number;
  visibility: number;
  price: number;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  final_price?: number;
  tax_class_id: number | string;
  image?: string;
  small_image?: string;
  thumbnail?: string;
  url_key: string;
  url_path: string;
  slug?: string;
  description?: string;
  short_description?: string;
  brand?: number;
  stock: StockInfo;
  category_ids: number[];
  category?: { category_id: number; name: string; slug?: string; path?: string }[];
  created_at?: string;
  updated_at?: string;
  product_links?: ProductLink[];
  configurable_children?: ConfigurableChild[];
  configurable_options?: ConfigurableOption[];
  bundle_options?: BundleOption[];
  custom_options?: CustomOption[];
  media_gallery?: MediaGalleryItem[];
  tier_prices?: TierPrice[];
  /** Prices with tax, as the server computes them (spec 000 §4: tax calculated by server). */
  price_incl_tax?: number;
  price_tax?: number;
  special_price_incl_tax?: number;
  special_price_tax?: number;
  final_price_incl_tax?: number;
  final_price_tax?: number;
  original_price?: number;
  original_price_incl_tax?: number;
  original_price_tax?: number;
  original_final_price?: number;
  original_special_price?: number;
  errors?: Record<string, string>;
  info?: Record<string, string>;
  [field: string]: unknown;
}

export interface Category {
  id: number;
  parent_id: number;
  parent_ids?: number[];
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  is_active: boolean;
  level: number;
  position: number;
  product_count: number;
  children_count?: number;
  children_data?: Category[];
  path: string;
  image?: string | null;
  [field: string]: unknown;
}

export interface AttributeOption {
  value: string;
  label: string;
  sort_order?: number;
}

export interface Attribute {
  attribute_id: number;
  attribute_code: string;
  frontend_label: string;
  frontend_input: string;
  is_user_defined: boolean;
  is_visible: boolean;
  is_comparable: boolean;
  is_filterable?: boolean;
  options: AttributeOption[];
  [field: string]: unknown;
}

export interface TaxRate {
  rate: number;
  tax_country_id: string;
  region_name?: string;
  tax_region_id: number;
  code?: string;
  id?: number;
}

export interface TaxRule {
  id: number;
  code: string;
  priority?: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  tax_rate_ids?: number[];
  rates: TaxRate[];
}

export interface CmsPage {
  id: number;
  identifier: string;
  title: string;
  content_heading?: string;
  content: string;
  meta_title?: string;
  meta_description?: string;
  active: boolean;
  store_id?: number[];
  [field: string]: unknown;
}

export interface CmsBlock {
  id: number;
  identifier: string;
  title: string;
  content: string;
  active: boolean;
  [field: string]: unknown;
}
