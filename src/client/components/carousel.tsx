import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

interface CarouselProps {
  /** What the carousel holds, e.g. "In Progress trips". */
  label: string;
  children: ReactNode;
}

/**
 * One slide shown, scrolls one, about 500 ms, not infinite, no dots and no arrows.
 * Swipe moves it; so do the arrow keys once the region has focus (docs/PRODUCT-RULES.md#every-device).
 */
export function Carousel({ label, children }: CarouselProps) {
  // Embla's duration is not in ms; 25 (its default) is roughly 500 ms of travel.
  const [viewportRef, embla] = useEmblaCarousel({
    loop: false,
    slidesToScroll: 1,
    align: 'start',
    duration: 25,
  });
  const slides = Children.toArray(children);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      // Only when the region itself has focus, so arrow keys inside a slide's fields still work.
      if (event.target !== event.currentTarget || !embla) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        embla.scrollNext();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        embla.scrollPrev();
      }
    },
    [embla],
  );

  return (
    <Box
      component="section"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      sx={{
        borderRadius: 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {slides.map((slide, index) => (
            <Box
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              // Slides out of view are skipped by Tab and screen readers.
              inert={index !== selected}
              data-active={index === selected}
              sx={{ flex: '0 0 100%', minWidth: 0, px: 0.5 }}
            >
              {slide}
            </Box>
          ))}
        </Box>
      </Box>
      {slides.length > 1 ? (
        // Not dots: one line saying where you are and how to move on.
        <Typography
          variant="caption"
          color="text.secondary"
          aria-live="polite"
          sx={{ display: 'block', mt: 1, px: 0.5 }}
        >
          {selected + 1} of {slides.length} · swipe or use the arrow keys
        </Typography>
      ) : null}
    </Box>
  );
}
