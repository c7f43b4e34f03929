import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * next/image's markup (srcset through the image optimizer, sizes, lazy loading, `fill`'s
 * styles) rendered by the server as a plain `<img>`, without next/image's client component:
 * a post's images need no JavaScript, and that component was a third of a post page's own
 * first-load JS (issue 18's budget). A `priority` image is preloaded, as next/image does.
 */
export function StaticImage(props: ImageProps) {
  const { props: imageProps } = getImageProps(props);
  if (props.priority && imageProps.src) {
    preload(imageProps.src, { as: "image", imageSrcSet: imageProps.srcSet, imageSizes: imageProps.sizes, fetchPriority: "high" });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, from getImageProps: the optimisation is kept, only the client code is left out
  return <img {...imageProps} alt={props.alt} />;
}
