import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children only once they come near the screen: a chart costs more to draw than
 * anything else on a page, and on a phone most charts start below the first screen. Until then
 * it holds the chart's height, so the page does not jump. For charts only: they repeat what the
 * text beside them says, so a reader who never scrolls to one misses nothing.
 */
export function DrawnWhenNear({ height, children }: { height: number; children: ReactNode }) {
  const [isNear, setIsNear] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return (
    <Box ref={holder} sx={{ minHeight: isNear ? 0 : height, minWidth: 0 }}>
      {isNear ? children : null}
    </Box>
  );
}
