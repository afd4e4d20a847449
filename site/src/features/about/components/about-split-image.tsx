import { SlotImage } from '../../../components/ui/slot-image.tsx';

/** The picture beside the text of an About section (owner-replaceable through its slot). */
export function AboutSplitImage({ slot, image }: { slot: string; image: { src: string; alt: string } }) {
  return (
    <div className="about-split-media">
      <SlotImage
        slot={slot}
        src={image.src}
        alt={image.alt}
        sizes="(max-width: 900px) 100vw, 560px"
        className="about-image"
      />
    </div>
  );
}
