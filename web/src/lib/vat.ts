// The VAT treatments core-api knows, with the labels every form offers them under: one list for estimates,
// quotes and whatever else prices a line — @sitebase/shared's, the very list core-api validates against.
export { VAT_CODES, VAT_CODE_INFO, VAT_OPTIONS, type VatCode } from '@sitebase/shared';
