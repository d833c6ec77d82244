/**
 * The domain schemas of the storefront's checked forms (useCheckedForm): imported only through
 * `formSchema`, so they and zod (~30 KiB gzipped) form a chunk of their own that a form loads once
 * the shopper is in it, instead of every form page carrying it before it is interactive.
 */
export {
  storeChangeEmailFormSchema,
  storeChangePasswordFormSchema,
  storeContactBodySchema,
  storeDeleteAccountFormSchema,
  storeFindOrderBodySchema,
  storeRegisterCustomerBodySchema,
  storeReturnRequestBodySchema,
  storeSavedAddressSchema,
} from '@shop/domain';
