/** The area of the picture to keep, in the picture's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface ImageCropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What a use of the crop dialog fixes: the window's shape, the zoom range and, optionally, its size. */
export interface ImageCropFrame {
  /** Width over height of what is kept (1 for a square photo, 3.5 for a banner). */
  readonly aspect: number;
  readonly zoom: { readonly min: number; readonly max: number; readonly step: number };
  /** The crop window's size for a canvas this wide; react-easy-crop sizes it to the canvas otherwise. */
  readonly cropWindow?: (canvasWidth: number) => { width: number; height: number };
  /** The canvas's width before it is measured (the first render of a `cropWindow`). */
  readonly initialCanvasWidth?: number;
}
