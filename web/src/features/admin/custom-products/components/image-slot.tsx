import { useState, type DragEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { MESSAGES, shopConfig, PICTURE_SIZES } from '@shop/domain';
import { showSnackbar } from '@/components/ui/snackbar';
import { messageOf } from '../../api/error-message';
import { AdminField } from '../../components/admin-field';
import { imageFileProblem, uploadProductImage } from '../api/product-images';
import { ProductPicture } from '@/components/ui/product-picture';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'done' }
  | { state: 'failed'; message: string };

function announce(message: string, status: 'success' | 'error' | 'info') {
  showSnackbar({ message, status, durationMs: shopConfig.snackbarMs.upload });
}

/**
 * One of the four image slots (Upload image 1* to 4*): a file uploaded to Storage with its progress,
 * where Storage is available, or an image's web address. Either way the slot's value is a URL.
 * Where uploads work the slot is also a drop zone: a file dropped on it is checked and uploaded as
 * one chosen with the file picker (which stays, for keyboard and screen reader users).
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
  const [dragging, setDragging] = useState(false);

  async function uploadFile(file: File | undefined) {
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

  const dropHandlers = uploads
    ? {
        onDragOver: (event: DragEvent) => {
          // Without preventDefault the browser opens the dropped file instead.
          event.preventDefault();
          if (upload.state !== 'uploading') setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          if (upload.state !== 'uploading') void uploadFile(event.dataTransfer.files[0]);
        },
      }
    : {};

  return (
    <Box
      data-testid={uploads ? 'image-drop-zone' : undefined}
      borderWidth={dragging ? '2px' : '1px'}
      borderStyle={uploads ? 'dashed' : 'solid'}
      borderColor={dragging ? 'gold.700' : error ? 'red.700' : 'border'}
      bg={dragging ? 'gray.50' : 'bg'}
      rounded="md"
      p="3"
      {...dropHandlers}
    >
      {uploads && (
        <Box mb="3">
          <chakra.label htmlFor={`${id}-file`} display="block" fontSize="sm" fontWeight="semibold" mb="1">
            {label}
            <chakra.span aria-hidden="true" color="fg.error" ms="1">
              *
            </chakra.span>
          </chakra.label>
          <Text fontSize="sm" color="fg.muted" mb="1" id={`${id}-drop-hint`}>
            Drop an image here, or choose a file.
          </Text>
          <chakra.input
            id={`${id}-file`}
            type="file"
            aria-describedby={`${id}-drop-hint`}
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            onChange={(event) => void uploadFile(event.target.files?.[0])}
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
        <Box mt="2" h="24" bg="gray.50">
          <ProductPicture
            src={url}
            alt={`${label} preview`}
            sizes={PICTURE_SIZES.thumbnail}
            width={400}
            fit="contain"
          />
        </Box>
      )}
    </Box>
  );
}
