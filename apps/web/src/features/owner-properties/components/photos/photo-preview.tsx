import { useEffect, useState } from 'react';
import { Box, Image } from '@mantine/core';
import type { PhotoItem } from '../../lib/photo-queue';

/** A stored photo's thumbnail, or a local file's preview (its object URL freed on unmount). */
export function PhotoPreview({ item, alt }: { item: PhotoItem<File>; alt: string }) {
  const file = item.kind === 'local' ? item.file : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return;
    const objectUrl = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only after mount
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const src = item.kind === 'remote' ? item.image.thumbnailUrl : url;
  return (
    <Box pos="relative" style={{ aspectRatio: '4 / 3', overflow: 'hidden' }} bg="gray.1">
      {src ? <Image src={src} alt={alt} h="100%" w="100%" fit="cover" draggable={false} /> : null}
    </Box>
  );
}
