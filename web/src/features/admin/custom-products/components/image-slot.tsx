import { useState, type ChangeEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { MESSAGES, shopConfig } from '@shop/domain';
import { showSnackbar } from '@/components/ui/snackbar';
import { messageOf } from '../../api/error-message';
import { AdminField } from '../../components/admin-field';
import { imageFileProblem, uploadProductImage } from '../api/product-images';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'done' }
  | { state: 'failed'; message: string };

function announce(message: string, status: 'success' | 'error' | 'info') {
  showSnackbar({ message, status, durationMs: shopConfig.snackbarMs.upload });
}

/**
 * One of the four image slots (Upload Image 1* to 4*): a file uploaded to Storage with its progress,
 * where Storage is available, or an image's web address. Either way the slot's value is a URL.
 */
export function ImageSlot({
  id,
  label,
  url,
  uploads,
  folder,
  error,
  onChange,
}: {
  id: string;
  label: string;
  url: string;
  /** Whether Storage takes uploads here. */
  uploads: boolean;
  folder: string;
  error: string | undefined;
  onChange: (url: string) => void;
}) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setUpload({ state: 'failed', message: problem });
      announce(problem, 'error');
      return;
    }
    setUpload({ state: 'uploading', percent: 0 });
    try {
      const downloadUrl = await uploadProductImage(file, folder, (percent) =>
        setUpload({ state: 'uploading', percent }),
      );
      onChange(downloadUrl);
      setUpload({ state: 'done' });
      announce(MESSAGES.adminFileUploaded, 'success');
    } catch (caught) {
      const message = `The upload failed: ${messageOf(caught)}`;
      setUpload({ state: 'failed', message });
      announce(message, 'error');
    }
  }

  const status =
    upload.state === 'uploading'
      ? `Uploading… ${upload.percent}%`
      : upload.state === 'done'
        ? MESSAGES.adminFileUploaded
        : upload.state === 'failed'
          ? upload.message
          : url === ''
            ? MESSAGES.adminNoFileSelected
            : '';

  return (
    <Box borderWidth="1px" borderColor={error ? 'red.700' : 'border'} rounded="md" p="3" bg="bg">
      {uploads && (
        <Box mb="3">
          <chakra.label htmlFor={`${id}-file`} display="block" fontSize="sm" fontWeight="semibold" mb="1">
            {label}
            <chakra.span aria-hidden="true" color="fg.error" ms="1">
              *
            </chakra.span>
          </chakra.label>
          <chakra.input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            onChange={(event) => void chooseFile(event)}
            disabled={upload.state === 'uploading'}
            fontSize="sm"
          />
        </Box>
      )}
      <AdminField
        id={id}
        label={uploads ? `${label}: or its web address` : `${label}: web address`}
        required
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={url}
        error={error}
        onChange={(event) => {
          setUpload({ state: 'idle' });
          onChange(event.target.value);
        }}
      />
      <Text role="status" fontSize="sm" mt="2" color={upload.state === 'failed' ? 'fg.error' : 'fg.muted'}>
        {status}
      </Text>
      {url !== '' && upload.state !== 'uploading' && (
        <chakra.img src={url} alt={`${label} preview`} mt="2" h="24" objectFit="contain" bg="gray.50" />
      )}
    </Box>
  );
}
