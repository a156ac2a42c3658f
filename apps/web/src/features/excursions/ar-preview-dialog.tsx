import { Box, Modal, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { localized } from '@marsa/i18n';
import type { ShoreExcursion } from '@marsa/trpc/schemas';
import { PanoramaViewer } from '@marsa/ui';
import { IconInfoCircle, IconMovie, IconPhoto, IconView360 } from '@tabler/icons-react';
import { useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n.tsx';
import { PANORAMA_DRAG_SENSITIVITY, PANORAMA_TILT_MAX, PANORAMA_TILT_MIN } from '../../lib/ui-constants.ts';
import { OverviewTab } from './overview-tab.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { VideoTour } from './video-tour.tsx';
import { galleryItems } from './view.ts';

type PreviewTab = 'overview' | 'panorama' | 'video' | 'gallery';
const TABS: readonly PreviewTab[] = ['overview', 'panorama', 'video', 'gallery'];
const TILT_RANGE = [PANORAMA_TILT_MIN, PANORAMA_TILT_MAX] as const;
const PHONE_QUERY = '(max-width: 48em)';

type ArPreviewDialogProps = {
  excursion: ShoreExcursion | null;
  onClose: () => void;
  onBook: (excursion: ShoreExcursion) => void;
  isBooking: boolean;
};

/** §2 AR Preview: Overview, 360° View, Video Tour and Gallery of one excursion. */
export function ArPreviewDialog({ excursion, onClose, onBook, isBooking }: ArPreviewDialogProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const { lang, t } = useLanguage();
  const texts = t.excursions.preview;
  return (
    <Modal
      opened={excursion !== null}
      onClose={onClose}
      size="56rem"
      fullScreen={isPhone}
      radius="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
      title={
        excursion ? (
          <>
            <Text component="span" display="block" size="xs" c="dimmed" tt="uppercase" fw={700}>
              {texts.subtitle}
            </Text>
            <Text component="span" display="block" ff="heading" fw={700} fz={{ base: 'lg', sm: 'xl' }}>
              {localized(excursion, 'title', lang)}
            </Text>
          </>
        ) : null
      }
    >
      {excursion ? (
        <PreviewTabs
          key={excursion.id}
          excursion={excursion}
          onBook={() => onBook(excursion)}
          isBooking={isBooking}
        />
      ) : null}
    </Modal>
  );
}

type PreviewTabsProps = { excursion: ShoreExcursion; onBook: () => void; isBooking: boolean };

function PreviewTabs({ excursion, onBook, isBooking }: PreviewTabsProps) {
  const texts = useT().excursions.preview;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [tab, setTab] = useState<PreviewTab>('overview');
  const [galleryStart, setGalleryStart] = useState(0);
  const ar = excursion.arContent;
  const gallery = galleryItems(excursion);
  const icons = {
    overview: <IconInfoCircle size={16} />,
    panorama: <IconView360 size={16} />,
    video: <IconMovie size={16} />,
    gallery: <IconPhoto size={16} />,
  };

  const showInGallery = (imageUrl: string) => {
    const index = gallery.findIndex((item) => item.src === imageUrl);
    if (index >= 0) {
      setGalleryStart(index);
      setTab('gallery');
    } else {
      setTab('panorama');
    }
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(TABS.find((name) => name === value) ?? 'overview')}
      keepMounted={false}
      variant="pills"
      radius="xl"
    >
      {/* On a phone the four tabs share the width (two rows when a language needs it), so none
          is cut off at the reading end, in English or Arabic. */}
      <Box mb="md">
        <Tabs.List grow={isPhone} style={{ flexWrap: isPhone ? 'wrap' : 'nowrap', rowGap: 6 }}>
          {TABS.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              leftSection={isPhone ? undefined : icons[name]}
              px={isPhone ? 10 : undefined}
              style={{ flexShrink: 0 }}
              data-testid={`preview-tab-${name}`}
            >
              {texts.tabs[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Box>
      <Tabs.Panel value="overview">
        <OverviewTab
          excursion={excursion}
          onBook={onBook}
          isBooking={isBooking}
          onLearnMore={showInGallery}
        />
      </Tabs.Panel>
      <Tabs.Panel value="panorama">
        <PanoramaViewer
          src={ar?.panorama360Url}
          markers={ar?.arMarkers ?? []}
          tiltRange={TILT_RANGE}
          dragSensitivity={PANORAMA_DRAG_SENSITIVITY}
          labels={texts.panorama}
          data-testid="panorama-viewer"
        />
      </Tabs.Panel>
      <Tabs.Panel value="video">
        <VideoTour src={ar?.videoPreviewUrl} poster={excursion.images[0]} />
      </Tabs.Panel>
      <Tabs.Panel value="gallery">
        <PhotoGallery items={gallery} initialIndex={galleryStart} />
      </Tabs.Panel>
    </Tabs>
  );
}
