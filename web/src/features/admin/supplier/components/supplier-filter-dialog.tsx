import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { GENDER_LABELS, GENDERS, SUB_CATEGORIES, type SupplierCategory } from '@shop/domain';
import { useAdminData } from '../../api/use-admin-data';
import { AdminDialog } from '../../components/admin-dialog';
import { AdminSelect } from '../../components/admin-select';
import { NO_FILTERS, supplierBrandsPath, type SupplierFilters } from '../api/supplier-items';

/** The filter dialog: brand (the category's brands at the supplier), sub-category and gender. */
export function SupplierFilterDialog({
  open,
  category,
  filters,
  onApply,
  onClose,
}: {
  open: boolean;
  category: SupplierCategory;
  filters: SupplierFilters;
  onApply: (filters: SupplierFilters) => void;
  onClose: () => void;
}) {
  return (
    <AdminDialog open={open} title="Filter supplier items" onClose={onClose}>
      {/* Mounted while open, so the choices start from the filters in effect. */}
      {open && <FilterForm category={category} filters={filters} onApply={onApply} onClose={onClose} />}
    </AdminDialog>
  );
}

function FilterForm({
  category,
  filters,
  onApply,
  onClose,
}: {
  category: SupplierCategory;
  filters: SupplierFilters;
  onApply: (filters: SupplierFilters) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState(filters);
  const brands = useAdminData<string[]>(supplierBrandsPath(category), 'The brands');
  const brandOptions = [
    {
      value: 'ALL',
      label: brands.state.status === 'loading' ? 'All brands (loading the list…)' : 'All brands',
    },
    ...(brands.state.status === 'ready'
      ? brands.state.data.map((brand) => ({ value: brand, label: brand }))
      : []),
  ];
  const set = (name: keyof SupplierFilters) => (event: { target: { value: string } }) =>
    setChoice((current) => ({ ...current, [name]: event.target.value }));

  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(choice);
      }}
    >
      <Stack gap="4" mb="6">
        <AdminSelect
          id="filter-brand"
          label="Brand"
          options={brandOptions}
          value={choice.brand}
          onChange={set('brand')}
        />
        {brands.state.status === 'error' && (
          <chakra.p role="alert" color="fg.error" fontSize="sm">
            {brands.state.message}
          </chakra.p>
        )}
        <AdminSelect
          id="filter-subcategory"
          label="Sub-category"
          options={[
            { value: 'ALL', label: 'All sub-categories' },
            ...SUB_CATEGORIES[category].map((value) => ({ value, label: value })),
          ]}
          value={choice.subcategory}
          onChange={set('subcategory')}
        />
        <AdminSelect
          id="filter-gender"
          label="Gender"
          options={[
            { value: 'ALL', label: 'All' },
            ...GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
          ]}
          value={choice.gender}
          onChange={set('gender')}
        />
      </Stack>
      <Flex gap="3" justify="flex-end">
        <Button variant="outline" onClick={() => setChoice(NO_FILTERS)}>
          Reset
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Apply filters</Button>
      </Flex>
    </chakra.form>
  );
}
